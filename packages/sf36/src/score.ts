/**
 * RAND 36-Item Health Survey 1.0 scoring: validate recoded answers, then average
 * each scale's items (RAND scoring instructions, Step 2). Pure; no I/O.
 */
import { ITEM_COUNT, ITEM_VALUES } from './recode.ts';
import { SCALES } from './scales.ts';

/**
 * Identifies the scoring algorithm stored next to every score vector, so stored
 * scores can be told apart if the algorithm ever changes (e.g. missing-item rules).
 */
export const SCORING_VERSION = 'rand36-v1';

/** Outcome of `validateAnswers`. `item` is the 1-based item at fault, or null if the whole input is. */
export type ValidationResult = { ok: true; answers: number[] } | { ok: false; item: number | null; message: string };

/** Scores for one completed survey, one entry per scale in `SCALES` order. */
export interface ScoreResult {
  /** Unrounded scale means, 0..100 (for statistics and change indices). */
  exact: number[];
  /** Scores as shown to people: integers 1..100 (mean rounded half up; 0 shown as 1). */
  display: number[];
}

/**
 * Checks that `answers` is a complete RAND-36 answer vector: an array of exactly 36
 * numbers, the i-th being one of `ITEM_VALUES[i]` (recoded values, 0..100).
 * Missing answers are not allowed — the product requires every item, so RAND's
 * "average the answered items" rule for missing data is deliberately not supported.
 *
 * @param answers Untrusted input (e.g. a parsed request body).
 * @returns `{ ok: true, answers }` with a fresh copy, or `{ ok: false, item, message }`
 *   describing the first problem (`item` is 1-based, null for shape errors).
 */
export function validateAnswers(answers: unknown): ValidationResult {
  if (!Array.isArray(answers)) {
    return { ok: false, item: null, message: `Expected an array of ${ITEM_COUNT} answers` };
  }
  if (answers.length !== ITEM_COUNT) {
    return { ok: false, item: null, message: `Expected ${ITEM_COUNT} answers, got ${answers.length}` };
  }
  const out: number[] = [];
  for (let i = 0; i < ITEM_COUNT; i++) {
    const allowed = ITEM_VALUES[i] ?? [];
    // Index access (not iteration) so sparse-array holes are read as undefined and rejected.
    const value: unknown = answers[i];
    if (typeof value !== 'number' || !allowed.includes(value)) {
      return { ok: false, item: i + 1, message: `Answer to item ${i + 1} must be one of ${allowed.join(', ')}` };
    }
    out.push(value);
  }
  return { ok: true, answers: out };
}

/**
 * Turns an unrounded scale mean into the number people see.
 * A 0 is shown as 1 (product spec: "Each is the mean, rounded, and a zero becomes 1"),
 * so every displayed score is 1..100. `Math.round` rounds .5 up (e.g. 12.5 → 13),
 * which happens for Social functioning and Pain.
 *
 * @param mean Scale mean, 0..100.
 * @returns Integer 1..100.
 */
export function displayScore(mean: number): number {
  const rounded = Math.round(mean);
  return rounded === 0 ? 1 : rounded;
}

/**
 * Scores a complete answer vector.
 *
 * @param answers 36 recoded answers (0..100), item order; see `validateAnswers`.
 * @returns 8 exact means and 8 display scores, in `SCALES` order.
 * @throws RangeError if `answers` is not a valid answer vector (message from `validateAnswers`).
 */
export function scoreAnswers(answers: readonly number[]): ScoreResult {
  const checked = validateAnswers(answers);
  if (!checked.ok) throw new RangeError(checked.message);
  const exact = SCALES.map((scale) => mean(scale.items.map((i) => checked.answers[i] ?? Number.NaN)));
  return { exact, display: exact.map(displayScore) };
}

/**
 * Per-scale mean over several score vectors (e.g. a group's average at one
 * measurement moment). Works on display or exact vectors alike; the result is unrounded.
 *
 * @param rows Score vectors of equal length (normally 8, `SCALES` order).
 * @returns One mean per position; `[]` when `rows` is empty (no group average exists).
 * @throws RangeError if the rows differ in length.
 */
export function averageScores(rows: readonly (readonly number[])[]): number[] {
  const first = rows[0];
  if (first === undefined) return [];
  if (rows.some((r) => r.length !== first.length)) {
    throw new RangeError('All score vectors must have the same length');
  }
  return first.map((_, col) => mean(rows.map((r) => r[col] ?? Number.NaN)));
}

function mean(values: readonly number[]): number {
  let sum = 0;
  for (const v of values) sum += v;
  return sum / values.length;
}
