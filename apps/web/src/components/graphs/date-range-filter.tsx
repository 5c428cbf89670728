/**
 * The graph date filter (spec section 5: on createdAt, both ends inclusive). Two labelled
 * pickers rather than one range picker: each end is its own field for keyboards and
 * screen readers, and the start can never pass the end.
 *
 * The pickers' code (date-range-pickers.tsx) is needed to change the dates, not to show them: it
 * is asked for once the browser is idle after the screen has painted (lib/when-idle.ts), and until
 * it has arrived each field shows its date in a button of the same look and size. In the screen's
 * own code it held a graph browser's first paint back: about a tenth of all the code that screen
 * loads. Asked for by the first render, it still shared a slow network with what that paint
 * waited for: Lighthouse's mobile run put the admin graph browser's largest paint at 2.8 s then,
 * 2.6 s now (docs/benchmarks.md).
 */
import { Group, InputBase } from '@mantine/core';
import { type RefObject, startTransition, Suspense, useEffect, useRef, useState } from 'react';
import { retryableLazy } from '../../lib/retryable-lazy.tsx';
import { whenIdle } from '../../lib/when-idle.ts';
import { DATE_FIELD_WIDTH, longDate } from './date-format.ts';

// Asked for again after a failed download once the person moves on (router.tsx), as a screen is.
const DateRangePickers = retryableLazy(() => import('./date-range-pickers.tsx'));

export interface DateRange {
  /** First day included, `YYYY-MM-DD`. */
  from: string;
  /** Last day included, `YYYY-MM-DD`. */
  to: string;
}

export interface DateRangeFilterProps {
  value: DateRange;
  onChange(value: DateRange): void;
  /** BCP 47 tag of the interface language (en, es, zh-TW). */
  locale: string;
  /** The fields' labels, and the calendar's arrows at each of its levels (days, months, years). */
  labels: {
    start: string;
    end: string;
    nextMonth: string;
    previousMonth: string;
    nextYear: string;
    previousYear: string;
    nextDecade: string;
    previousDecade: string;
  };
  /** Latest selectable day, `YYYY-MM-DD` (usually today). */
  maxDate?: string;
}

/** A field that had the keyboard focus, or was pressed, before the pickers' code arrived. */
export interface HandOver {
  field: 'from' | 'to';
  /** Pressed (pointer, Enter or Space): the picker opens its calendar as soon as it is there. */
  open: boolean;
}

/**
 * A date field as the picker draws it, with no calendar yet. What the person does to it is handed
 * to the picker that replaces it: the focus stays on the field, and a press opens the calendar. So
 * a person who tabs or taps before the code has arrived loses neither their place nor the tap.
 * Kept in a ref, not in state: a re-render here would let React put the picker in at once, between
 * the pointerdown and the mousedown of one press, and the calendar it opened would take that
 * mousedown for a click outside it and close.
 */
function DateFieldPlaceholder({
  field,
  label,
  day,
  locale,
  handOverRef,
}: {
  field: HandOver['field'];
  label: string;
  day: string;
  locale: string;
  handOverRef: RefObject<HandOver | null>;
}) {
  const press = () => {
    handOverRef.current = { field, open: true };
  };
  return (
    <InputBase
      component="button"
      type="button"
      multiline
      label={label}
      w={DATE_FIELD_WIDTH}
      // The picker's own input style (@mantine/dates' PickerInputBase), not loaded yet.
      styles={{ input: { lineHeight: 'unset' } }}
      aria-haspopup="dialog"
      onFocus={() => {
        if (handOverRef.current?.field !== field) handOverRef.current = { field, open: false };
      }}
      onBlur={() => {
        if (handOverRef.current?.field === field) handOverRef.current = null;
      }}
      // A press counts from its start: if the picker replaces this field between the press and
      // its release, the browser sends the click to neither of them.
      onPointerDown={press}
      onKeyDown={(event) => (event.key === 'Enter' || event.key === ' ') && press()}
    >
      {longDate(day, locale)}
    </InputBase>
  );
}

/**
 * False for the screen's first paint, true once the browser is idle after it. A transition: what
 * is on screen stays there while the code that the change needs is still on its way.
 */
function usePainted(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => whenIdle(() => startTransition(() => setPainted(true))), []);
  return painted;
}

export function DateRangeFilter(props: DateRangeFilterProps) {
  const { value, locale, labels } = props;
  const handOverRef = useRef<HandOver | null>(null);
  const painted = usePainted();
  const placeholder = { locale, handOverRef };
  const fields = (
    <>
      <DateFieldPlaceholder {...placeholder} field="from" label={labels.start} day={value.from} />
      <DateFieldPlaceholder {...placeholder} field="to" label={labels.end} day={value.to} />
    </>
  );
  return (
    <Group gap="md" align="flex-end">
      <Suspense fallback={fields}>
        {painted ? <DateRangePickers {...props} handOverRef={handOverRef} /> : fields}
      </Suspense>
    </Group>
  );
}
