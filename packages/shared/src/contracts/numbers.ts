import { z } from 'zod/mini';

/** Decimal digits only: what a person writes as a whole number. */
const DECIMAL_DIGITS = /^[0-9]+$/;

/**
 * A whole number from `min` to `max` written as text (a query parameter, an environment
 * variable), `fallback` when absent. Only decimal digits count: JavaScript's own reading would
 * also take "1e2", "0x10", "+5" and " 7 ", none of which anyone means as a page number or a
 * port. One message for every way it can be wrong ("abc", "1.5", out of range, an empty value,
 * a parameter given twice), where zod's own would say "expected number, received NaN".
 */
export function wholeNumberText(min: number, max: number, fallback: number) {
  return z._default(requiredWholeNumberText(min, max), fallback);
}

/** As wholeNumberText, without a value for its absence (wrap it in z.optional for a parameter that may be left out). */
export function requiredWholeNumberText(min: number, max: number) {
  const message = `must be a whole number from ${min} to ${max}`;
  return z.pipe(
    z.string({ error: message }).check(z.regex(DECIMAL_DIGITS, message)),
    z.coerce.number<string>({ error: message }).check(z.int(message), z.minimum(min, message), z.maximum(max, message)),
  );
}
