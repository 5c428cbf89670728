/**
 * The two date pickers of the graph date filter, with their calendars: @mantine/dates and dayjs,
 * about 20 KB compressed, loaded apart from the screen (date-range-filter.tsx).
 */
import '@mantine/dates/styles.css';
import 'dayjs/locale/es';
import 'dayjs/locale/zh-tw';
import { DatePickerInput, type DayOfWeek } from '@mantine/dates';
import { type RefObject, useEffect, useId, useRef } from 'react';
import { DATE_FIELD_WIDTH, firstDayOfWeek, longDate, monthAndYear } from './date-format.ts';
import type { DateRangeFilterProps, HandOver } from './date-range-filter.tsx';

/**
 * The focus goes back to the field when its calendar closes (a day chosen, or Escape), as from
 * any dialog; Mantine's picker leaves it on the page itself.
 */
const CALENDAR_POPOVER = { withinPortal: true, returnFocus: true };

/**
 * A field's id, and its calendar named by the field's label ("Start date"): Mantine names the
 * calendar's dialog by an id of its own that no element has (axe: aria-dialog-name). Mantine
 * gives the label the id `${field id}-label`, and the dialog takes its name from the popover's id.
 *
 * The field itself is a button, which its label alone would name: a screen reader said "Start
 * date, button" and not which date. Named by the label and then its own text, it says "Start
 * date, January 2, 2019".
 */
function namedCalendar(fieldId: string) {
  return {
    id: fieldId,
    'aria-labelledby': `${fieldId}-label ${fieldId}`,
    popoverProps: { ...CALENDAR_POPOVER, id: `${fieldId}-label` },
  };
}

/**
 * The chosen day said to be chosen, as a pressed button: Mantine marks it by its colour and a
 * data attribute alone, which no screen reader reads out.
 */
function chosenDaySaid(chosen: string) {
  return { getDayProps: (date: string) => ({ 'aria-pressed': date === chosen }) };
}

/** dayjs, whose month and weekday names the calendar shows, names Traditional Chinese 'zh-tw'. */
function dayjsLocale(locale: string): string {
  return locale.toLowerCase();
}

export interface DateRangePickersProps extends DateRangeFilterProps {
  /** What the person did to a field while this code was on its way, to be done again on mount. */
  handOverRef: RefObject<HandOver | null>;
}

export default function DateRangePickers({
  value,
  onChange,
  locale,
  labels,
  maxDate,
  handOverRef,
}: DateRangePickersProps) {
  const fromField = useRef<HTMLButtonElement>(null);
  const toField = useRef<HTMLButtonElement>(null);
  const fromId = useId();
  const toId = useId();
  useEffect(() => {
    // Taken once: StrictMode's second run of the effect finds nothing, and does not shut the calendar again.
    const wanted = handOverRef.current;
    handOverRef.current = null;
    if (!wanted) return;
    const field = (wanted.field === 'from' ? fromField : toField).current;
    if (wanted.open) field?.click();
    else field?.focus();
  }, [handOverRef]);
  const shared = {
    locale: dayjsLocale(locale),
    firstDayOfWeek: firstDayOfWeek(locale),
    // The same words as the field showed before this code arrived.
    valueFormatter: ({ date }: { date: unknown }) => (typeof date === 'string' ? longDate(date, locale) : ''),
    // The month's heading and each day's name as the language writes them (Intl), as the field
    // writes its date: Mantine's dayjs patterns put Chinese in the English order ("27 十一月 2026").
    monthLabelFormat: (date: string) => monthAndYear(date, locale),
    // ...and drawn as written: Mantine's heading capitalizes every word (text-transform), which
    // showed the Spanish "enero de 2019" as "Enero De 2019".
    styles: { calendarHeaderLevel: { textTransform: 'none' } },
    getDayAriaLabel: (date: string) => longDate(date, locale),
    // Each level's arrows by their own names: a screen reader hearing "Next month" on the
    // years' page would expect a month, not a year, to follow.
    ariaLabels: {
      nextMonth: labels.nextMonth,
      previousMonth: labels.previousMonth,
      nextYear: labels.nextYear,
      previousYear: labels.previousYear,
      nextDecade: labels.nextDecade,
      previousDecade: labels.previousDecade,
    },
    // Mantine draws weekends in red (3.3:1 on white) and the neighbouring months' days at half
    // opacity (2.0:1), under the 4.5:1 WCAG AA asks of text: every day in the text's colour, and
    // only this month's days.
    weekendDays: [] as DayOfWeek[],
    hideOutsideDates: true,
    w: DATE_FIELD_WIDTH,
  } as const;
  return (
    <>
      <DatePickerInput
        {...shared}
        {...namedCalendar(fromId)}
        {...chosenDaySaid(value.from)}
        ref={fromField}
        label={labels.start}
        value={value.from}
        maxDate={value.to}
        onChange={(from) => from && onChange({ ...value, from })}
      />
      <DatePickerInput
        {...shared}
        {...namedCalendar(toId)}
        {...chosenDaySaid(value.to)}
        ref={toField}
        label={labels.end}
        value={value.to}
        minDate={value.from}
        maxDate={maxDate}
        onChange={(to) => to && onChange({ ...value, to })}
      />
    </>
  );
}
