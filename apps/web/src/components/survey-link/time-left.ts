/**
 * How long an open survey link stays valid, said in the reader's language ("in 47 hours",
 * "dentro de 47 horas", "47 小時後"). Links live 48 hours (spec section 9), so hours and
 * minutes are the only units needed.
 */
const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

export interface TimeLeft {
  value: number;
  unit: 'hour' | 'minute';
}

/** Null once the link has expired. Whole hours from 2 hours on; minutes (rounded up) below. */
export function timeLeft(expiresAt: string | Date, nowMs: number): TimeLeft | null {
  const left = new Date(expiresAt).getTime() - nowMs;
  if (!Number.isFinite(left) || left <= 0) return null;
  // Hours are rounded down so the text never promises more time than is left.
  if (left >= 2 * HOUR_MS) return { value: Math.floor(left / HOUR_MS), unit: 'hour' };
  return { value: Math.ceil(left / MINUTE_MS), unit: 'minute' };
}

// Building an Intl formatter costs far more than using one, and a page of PIDs formats a time
// per row on every render: one formatter per language, made on first use.
const relativeFormats = new Map<string, Intl.RelativeTimeFormat>();
const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();

function cached<F>(formats: Map<string, F>, locale: string, make: () => F): F {
  let format = formats.get(locale);
  if (!format) {
    format = make();
    formats.set(locale, format);
  }
  return format;
}

/** "in 47 hours" in `locale`, or null once expired. */
export function formatTimeLeft(expiresAt: string | Date, nowMs: number, locale: string): string | null {
  const left = timeLeft(expiresAt, nowMs);
  if (!left) return null;
  const format = cached(relativeFormats, locale, () => new Intl.RelativeTimeFormat(locale, { numeric: 'always' }));
  return format.format(left.value, left.unit);
}

/** A date and time for the reader's language, e.g. "Mar 4, 2026, 2:05 PM". */
export function formatDateTime(value: string | Date, locale: string): string {
  const format = cached(
    dateTimeFormats,
    locale,
    () => new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }),
  );
  return format.format(new Date(value));
}
