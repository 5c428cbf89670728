/**
 * Reliable change between two RAND-36 surveys of one participant. Pure; no I/O.
 *
 * Method: Jacobson & Truax (1991) reliable change index with the standard error of the
 * difference as Christensen & Mendoza (1986) corrected it:
 *
 *     S_diff = √2 · SD · √(1 − r)          RCI = (x2 − x1) / S_diff
 *
 * A change is reliable when |RCI| > 1.96 (it would arise from measurement error alone in
 * fewer than 5 % of cases). `SD` and `r` per scale come from the one parameter table,
 * `SCALES` in scales.ts (RAND Medical Outcomes Study reference sample; its header names the
 * source). Every function takes an optional table, so a deployment with its own norms passes
 * its own SDs and reliabilities instead of editing the code. `x1`, `x2` are the unrounded
 * scale means (`scoreAnswers(answers).exact`), never display values, where 0 shows as 1.
 * Higher is better on every RAND-36 scale, so a positive RCI is an improvement.
 *
 * "Too coarse". A scale's *step* is the smallest non-zero difference between two scores it
 * can take, from its items' recoded values (recode.ts): the role scales are a few yes/no
 * items, so role-emotional (3 items of 0/100) moves in steps of 33.3 points. Where one step
 * is larger than S_diff, the scale's grid is coarser than its own measurement error: a
 * one-step change already has |RCI| > 1 but stays below 1.96, so it is a large move that the
 * scale can neither dismiss as noise nor confirm as real. Such a scale is *coarse*, and a
 * non-zero change on it that is not reliable is flagged 'too-coarse' rather than
 * 'unchanged' (which would hide a 33-point move). With the RAND values:
 *
 * | scale                | SD    | r   | S_diff | threshold (1.96·S_diff) | step  | step/S_diff | coarse |
 * | -------------------- | ----- | --- | ------ | ----------------------- | ----- | ----------- | ------ |
 * | physical functioning | 27.42 | .93 | 10.26  | 20.11                   | 5     | 0.49        | no     |
 * | role physical        | 40.78 | .84 | 23.07  | 45.21                   | 25    | 1.08        | yes    |
 * | role emotional       | 40.71 | .83 | 23.74  | 46.53                   | 33.33 | 1.40        | yes    |
 * | energy/fatigue       | 22.39 | .86 | 11.85  | 23.22                   | 5     | 0.42        | no     |
 * | emotional well-being | 21.97 | .90 | 9.82   | 19.26                   | 4     | 0.41        | no     |
 * | social functioning   | 25.43 | .85 | 13.93  | 27.30                   | 12.5  | 0.90        | no     |
 * | pain                 | 25.46 | .78 | 16.89  | 33.10                   | 2.5   | 0.15        | no     |
 * | general health       | 21.11 | .78 | 14.00  | 27.45                   | 5     | 0.36        | no     |
 *
 * So role physical changes reliably only from 2 of its 4 items (50 points) and role emotional
 * only from 2 of its 3 items (66.7 points); a one-item move on them is 'too-coarse'. On the
 * other scales a sub-threshold change is 'unchanged' (no reliable change). A zero change is
 * 'unchanged' on every scale.
 */
import { ITEM_VALUES } from './recode.ts';
import { SCALES, type Scale, type ScaleKey } from './scales.ts';

/**
 * Identifies this method and its parameter table, stored or exported next to RCI results so
 * they can be told apart if either changes. Bump it when the formula, the critical value,
 * the too-coarse rule or the default table changes.
 */
export const RCI_VERSION = 'jt-cm-rand-mos-v1';

/** |RCI| must exceed this for a change to count as reliable (two-sided 5 %). */
export const RCI_CRITICAL_VALUE = 1.96;

/** The four outcomes of comparing one scale between two surveys. */
export const RELIABLE_CHANGE_FLAGS = ['improved', 'unchanged', 'worse', 'too-coarse'] as const;
export type ReliableChangeFlag = (typeof RELIABLE_CHANGE_FLAGS)[number];

/**
 * What the method needs of a scale: which items it averages (for its step) and the
 * reference SD and reliability. `SCALES` satisfies it; a deployment may pass its own.
 */
export type ReliabilityParameters = Pick<Scale, 'key' | 'items' | 'sd' | 'reliability'>;

/** A scale's fixed change characteristics, derived from its parameters and items. */
export interface ScaleChangeProfile {
  readonly key: ScaleKey;
  /** Reference SD, score points. */
  readonly sd: number;
  /** Reference reliability r, 0..1 (exclusive of 1). */
  readonly reliability: number;
  /** Standard error of the difference, √2 · SD · √(1 − r), score points. */
  readonly seDiff: number;
  /** Smallest reliable |change|: 1.96 · seDiff, score points (a change must exceed it). */
  readonly threshold: number;
  /** Smallest non-zero difference between two possible scores of the scale, score points. */
  readonly step: number;
  /** True when `step > seDiff`: a one-step change cannot be judged (see the file header). */
  readonly coarse: boolean;
}

/** One scale compared between an earlier and a later survey. */
export interface ScaleChange {
  readonly key: ScaleKey;
  /** x2 − x1 on the unrounded scale means, score points (positive = better). */
  readonly difference: number;
  /** difference / seDiff. */
  readonly rci: number;
  readonly flag: ReliableChangeFlag;
}

/** Differences smaller than this are rounding noise of the means, i.e. no change. */
const ZERO_TOLERANCE = 1e-9;

/**
 * Standard error of the difference between two measurements (Christensen & Mendoza).
 *
 * @param sd Reference standard deviation, score points (> 0).
 * @param reliability Reference reliability r, 0 <= r < 1.
 * @throws RangeError for parameters that make the index meaningless.
 */
export function standardErrorOfDifference(sd: number, reliability: number): number {
  if (!(sd > 0) || !Number.isFinite(sd)) throw new RangeError(`SD must be a positive number, got ${sd}`);
  if (!(reliability >= 0 && reliability < 1)) {
    throw new RangeError(`Reliability must be at least 0 and below 1, got ${reliability}`);
  }
  return Math.SQRT2 * sd * Math.sqrt(1 - reliability);
}

/**
 * Smallest non-zero difference between two possible means of these items, from the
 * recoded values each item allows. Recoded values are integers, so the possible item sums
 * are enumerated exactly (at most a few hundred distinct sums for any RAND-36 scale).
 *
 * @param items 0-based item indexes averaged into the scale.
 * @param itemValues Allowed recoded values per item (defaults to the RAND recode table).
 */
export function scaleStep(items: readonly number[], itemValues: readonly (readonly number[])[] = ITEM_VALUES): number {
  if (items.length === 0) throw new RangeError('A scale needs at least one item');
  let sums = new Set<number>([0]);
  for (const item of items) {
    const values = itemValues[item];
    if (!values || values.length === 0) throw new RangeError(`Item index ${item} has no allowed values`);
    const next = new Set<number>();
    for (const sum of sums) for (const value of values) next.add(sum + value);
    sums = next;
  }
  const sorted = [...sums].sort((a, b) => a - b);
  let smallest = Number.POSITIVE_INFINITY;
  for (let i = 1; i < sorted.length; i++) smallest = Math.min(smallest, sorted[i]! - sorted[i - 1]!);
  if (!Number.isFinite(smallest)) throw new RangeError('A scale whose items allow one value only cannot change');
  return smallest / items.length;
}

/** The change characteristics of one scale (see `ScaleChangeProfile`). */
export function changeProfile(scale: ReliabilityParameters): ScaleChangeProfile {
  const seDiff = standardErrorOfDifference(scale.sd, scale.reliability);
  const step = scaleStep(scale.items);
  return {
    key: scale.key,
    sd: scale.sd,
    reliability: scale.reliability,
    seDiff,
    threshold: RCI_CRITICAL_VALUE * seDiff,
    step,
    coarse: step > seDiff,
  };
}

/**
 * Change characteristics of every scale, in table order (`SCALES` order by default).
 *
 * @param scales The parameter table; pass a deployment's own to replace the RAND norms.
 */
export function changeProfiles(scales: readonly ReliabilityParameters[] = SCALES): ScaleChangeProfile[] {
  return scales.map(changeProfile);
}

/**
 * Classifies one scale's change between two surveys.
 *
 * @param before Unrounded scale mean of the earlier survey, 0..100.
 * @param after Unrounded scale mean of the later survey, 0..100.
 * @param profile The scale's profile (`changeProfile`).
 * @returns 'improved' / 'worse' when |RCI| > 1.96; otherwise 'too-coarse' for a non-zero
 *   change on a coarse scale, else 'unchanged'.
 */
export function classifyChange(before: number, after: number, profile: ScaleChangeProfile): ScaleChange {
  const difference = after - before;
  const rci = difference / profile.seDiff;
  let flag: ReliableChangeFlag;
  if (rci > RCI_CRITICAL_VALUE) flag = 'improved';
  else if (rci < -RCI_CRITICAL_VALUE) flag = 'worse';
  else if (profile.coarse && Math.abs(difference) > ZERO_TOLERANCE) flag = 'too-coarse';
  else flag = 'unchanged';
  return { key: profile.key, difference, rci, flag };
}

/**
 * Compares two surveys of one participant scale by scale.
 *
 * @param before Exact scores of the earlier survey (`scoreAnswers(...).exact`), table order.
 * @param after Exact scores of the later survey, table order.
 * @param scales The parameter table (defaults to `SCALES`).
 * @returns One `ScaleChange` per scale, in table order.
 * @throws RangeError when a score vector's length differs from the table's.
 */
export function compareSurveys(
  before: readonly number[],
  after: readonly number[],
  scales: readonly ReliabilityParameters[] = SCALES,
): ScaleChange[] {
  return compareWithProfiles(before, after, changeProfiles(scales));
}

/**
 * `compareSurveys` with the profiles computed once by the caller, for comparing many
 * participants against the same table.
 *
 * @throws RangeError when a score vector's length differs from the number of profiles.
 */
export function compareWithProfiles(
  before: readonly number[],
  after: readonly number[],
  profiles: readonly ScaleChangeProfile[],
): ScaleChange[] {
  if (before.length !== profiles.length || after.length !== profiles.length) {
    throw new RangeError(`Expected ${profiles.length} scores per survey, got ${before.length} and ${after.length}`);
  }
  return profiles.map((profile, i) => classifyChange(before[i]!, after[i]!, profile));
}
