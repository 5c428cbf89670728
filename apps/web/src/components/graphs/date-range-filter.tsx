/**
 * The graph date filter (spec section 5: on createdAt, both ends inclusive). Two labelled
 * pickers rather than one range picker: each end is its own field for keyboards and
 * screen readers, and the start can never pass the end.
 */
import '@mantine/dates/styles.css';
import 'dayjs/locale/es';
import 'dayjs/locale/zh-tw';
import { Group } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import dayjs from 'dayjs';
import localizedFormat from 'dayjs/plugin/localizedFormat';

dayjs.extend(localizedFormat);

/** Today as `YYYY-MM-DD` in the reader's time zone. */
export function todayIso(now: Date = new Date()): string {
  return dayjs(now).format('YYYY-MM-DD');
}

/** dayjs names Traditional Chinese 'zh-tw'. */
function dayjsLocale(locale: string): string {
  return locale.toLowerCase();
}

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

export function DateRangeFilter({ value, onChange, locale, labels, maxDate }: DateRangeFilterProps) {
  const shared = {
    locale: dayjsLocale(locale),
    // "LL": the language's long date ("January 2, 2019", "2 de enero de 2019", "2019年1月2日").
    valueFormat: 'LL',
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
    popoverProps: { withinPortal: true },
    w: { base: '100%', xs: 220 },
  } as const;
  return (
    <Group gap="md" align="flex-end">
      <DatePickerInput
        {...shared}
        label={labels.start}
        value={value.from}
        maxDate={value.to}
        onChange={(from) => from && onChange({ ...value, from })}
      />
      <DatePickerInput
        {...shared}
        label={labels.end}
        value={value.to}
        minDate={value.from}
        maxDate={maxDate}
        onChange={(to) => to && onChange({ ...value, to })}
      />
    </Group>
  );
}
