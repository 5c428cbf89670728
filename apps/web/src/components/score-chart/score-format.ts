/**
 * The one way a score is written, in the reader's language: the chart's data labels, axis
 * ticks and tooltips and the tables under the charts all use it, so "25,5" in a Spanish table
 * is "25,5" above its bar too. No Mantine: the participant page loads it with the chart.
 */

/** Digits after the decimal separator: 1 for averages, 0 for whole numbers (the reference). */
export type ScoreDigits = 0 | 1;

const formats = new Map<string, Intl.NumberFormat>();

/** An `Intl.NumberFormat` for scores in `locale` (a BCP 47 tag), made once per locale. */
export function scoreFormat(locale: string, digits: ScoreDigits = 1): Intl.NumberFormat {
  const key = `${locale}|${digits}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, { minimumFractionDigits: digits, maximumFractionDigits: digits });
    formats.set(key, format);
  }
  return format;
}

/** `value` written in `locale`, or "–" when there is none. */
export function formatScore(value: number | null | undefined, locale: string, digits: ScoreDigits = 1): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '–';
  return scoreFormat(locale, digits).format(value);
}
