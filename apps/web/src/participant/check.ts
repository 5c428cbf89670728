/**
 * A few lines of answer checking for the participant page. zod is not used here: the page's
 * budget (at most 1.25 times a bare React page) leaves it about 5 KB, and zod, even with its mini
 * API, takes 8 KB gzipped in the staff page's build (`npm run size`, ADR 007).
 * Checks return the value typed, or null when anything does not fit.
 */
export type Check<T> = (value: unknown) => T | null;

export const string: Check<string> = (value) => (typeof value === 'string' ? value : null);

export const integer: Check<number> = (value) => (typeof value === 'number' && Number.isInteger(value) ? value : null);

export function literal<const T extends string | number | boolean>(expected: T): Check<T> {
  return (value) => (value === expected ? expected : null);
}

export function oneOf<const T extends string>(options: readonly T[]): Check<T> {
  return (value) => options.find((o) => o === value) ?? null;
}

/** An object with these fields (others are dropped, as zod's object does). */
export function object<T extends Record<string, unknown>>(fields: { [K in keyof T]: Check<T[K]> }): Check<T> {
  return (value) => {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
    const source = value as Record<string, unknown>;
    const out: Partial<T> = {};
    for (const key of Object.keys(fields) as (keyof T & string)[]) {
      const checked = fields[key](source[key]);
      if (checked === null) return null;
      out[key] = checked;
    }
    return out as T;
  };
}
