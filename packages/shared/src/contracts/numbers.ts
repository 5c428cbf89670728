import { z } from 'zod/mini';

/**
 * A whole number from `min` to `max` written as text (a query parameter, an environment
 * variable), `fallback` when absent. One message for every way it can be wrong ("abc", "1.5",
 * out of range, an empty value), where zod's own would say "expected number, received NaN".
 */
export function wholeNumberText(min: number, max: number, fallback: number) {
  const message = `must be a whole number from ${min} to ${max}`;
  return z._default(
    z.coerce.number({ error: message }).check(z.int(message), z.minimum(min, message), z.maximum(max, message)),
    fallback,
  );
}
