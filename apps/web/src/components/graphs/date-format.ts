/**
 * What the graph date filter's fields and its pickers (loaded later) both use: the days, as
 * `YYYY-MM-DD` strings the API takes, in their long written form, and the fields' width.
 */

/** Today as `YYYY-MM-DD` in the reader's time zone. */
export function todayIso(now: Date = new Date()): string {
  const parts = new Intl.DateTimeFormat('en', { year: 'numeric', month: '2-digit', day: '2-digit' }).formatToParts(now);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/** What ICU, and so the browser, names a system time zone it cannot identify. */
const UNKNOWN_ZONE = 'Etc/Unknown';

/**
 * The reader's time zone (an IANA name, or a fixed offset), sent beside a date range so that the
 * server takes its days as the reader's: a survey taken this evening is in "today" wherever the
 * clinic is.
 */
export function readerTimeZone(): string {
  const zone = new Intl.DateTimeFormat().resolvedOptions().timeZone;
  // A browser that cannot tell its system's zone (Chromium on a machine whose zone it does not
  // recognize) names it "Etc/Unknown", which no server knows, and keeps its clock and calendar
  // in UTC, ICU's fallback: its days, and so todayIso's, are UTC days.
  return zone === UNKNOWN_ZONE ? 'UTC' : zone;
}

const longFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * A `YYYY-MM-DD` day in the language's long form: "January 2, 2019", "2 de enero de 2019",
 * "2019年1月2日". Read as a UTC day and written in UTC, so no time zone can move it.
 */
export function longDate(iso: string, locale: string): string {
  let format = longFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' });
    longFormats.set(locale, format);
  }
  return format.format(new Date(`${iso}T00:00:00Z`));
}

const monthFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * A calendar's month heading, from any `YYYY-MM-DD` of the month: "January 2019", "enero de
 * 2019", "2019年1月". Mantine writes dayjs's "MMMM YYYY", which in Chinese is "一月 2019".
 */
export function monthAndYear(iso: string, locale: string): string {
  let format = monthFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { year: 'numeric', month: 'long', timeZone: 'UTC' });
    monthFormats.set(locale, format);
  }
  return format.format(new Date(`${iso.slice(0, 10)}T00:00:00Z`));
}

/** Each date field's width: the whole line on a phone, side by side from the `xs` breakpoint. */
export const DATE_FIELD_WIDTH = { base: '100%', xs: 220 } as const;

/**
 * The day a calendar's weeks start on where `locale` is spoken, as Mantine counts (0 Sunday …
 * 6 Saturday): Sunday for English (the US) and Traditional Chinese (Taiwan), Monday for Spanish.
 * From the browser's Intl data; Monday where a browser has none (Firefox has no getWeekInfo).
 */
export function firstDayOfWeek(locale: string): 0 | 1 | 2 | 3 | 4 | 5 | 6 {
  const intl = new Intl.Locale(locale) as Intl.Locale & {
    getWeekInfo?(): { firstDay: number };
    weekInfo?: { firstDay: number };
  };
  const firstDay = (intl.getWeekInfo?.() ?? intl.weekInfo)?.firstDay ?? 1;
  return (firstDay % 7) as 0 | 1 | 2 | 3 | 4 | 5 | 6;
}
