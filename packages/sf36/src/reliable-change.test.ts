import { describe, expect, test } from 'vitest';
import { ITEM_VALUES } from './recode.ts';
import {
  changeProfile,
  changeProfiles,
  classifyChange,
  compareSurveys,
  RCI_CRITICAL_VALUE,
  scaleStep,
  standardErrorOfDifference,
  type ScaleChangeProfile,
} from './reliable-change.ts';
import { SCALES, SCALE_KEYS, type ScaleKey } from './scales.ts';
import { scoreAnswers } from './score.ts';

/**
 * S_diff = √2 · SD · √(1 − r), worked by hand (5 significant digits):
 * PF  √2 · 27.42 · √.07 = 1.41421 · 27.42 · 0.264575 = 10.260
 * RP  √2 · 40.78 · √.16 = 1.41421 · 40.78 · 0.4      = 23.069
 * RE  √2 · 40.71 · √.17 = 1.41421 · 40.71 · 0.412311 = 23.738
 * EF  √2 · 22.39 · √.14 = 1.41421 · 22.39 · 0.374166 = 11.848
 * EWB √2 · 21.97 · √.10 = 1.41421 · 21.97 · 0.316228 = 9.8253
 * SF  √2 · 25.43 · √.15 = 1.41421 · 25.43 · 0.387298 = 13.929
 * BP  √2 · 25.46 · √.22 = 1.41421 · 25.46 · 0.469042 = 16.888
 * GH  √2 · 21.11 · √.22 = 1.41421 · 21.11 · 0.469042 = 14.003
 */
const HAND_SE_DIFF = [10.26, 23.069, 23.738, 11.848, 9.8253, 13.929, 16.888, 14.003];
/** Steps from the recode table: PF 10 items of 0/50/100 → 50/10; RP 4 yes/no → 100/4; ... */
const HAND_STEPS = [5, 25, 100 / 3, 5, 4, 12.5, 2.5, 5];

function profileOf(key: ScaleKey): ScaleChangeProfile {
  const scale = SCALES.find((s) => s.key === key)!;
  return changeProfile(scale);
}

describe('scale parameters', () => {
  test('S_diff and the threshold match the hand-worked values', () => {
    const profiles = changeProfiles();
    expect(profiles.map((p) => p.key)).toEqual(SCALE_KEYS);
    profiles.forEach((p, i) => {
      expect(p.seDiff).toBeCloseTo(HAND_SE_DIFF[i]!, 2);
      expect(p.threshold).toBeCloseTo(1.96 * HAND_SE_DIFF[i]!, 2);
    });
    // Role emotional: 1.96 · 23.738 = 46.53 points.
    expect(profileOf('roleEmotional').threshold).toBeCloseTo(46.526, 2);
  });

  test('steps come from the recode table', () => {
    expect(changeProfiles().map((p) => p.step)).toEqual(HAND_STEPS.map((s) => expect.closeTo(s, 9)));
    // Pain mixes a 6-option item (steps of 20) with a 5-option one (steps of 25): sums move by 5, means by 2.5.
    expect(scaleStep([20, 21])).toBe(2.5);
  });

  test('only the role scales are coarse: one step exceeds S_diff', () => {
    const coarse = changeProfiles()
      .filter((p) => p.coarse)
      .map((p) => p.key);
    expect(coarse).toEqual(['rolePhysical', 'roleEmotional']);
    // Social functioning is the nearest miss: 12.5 < 13.929.
    expect(profileOf('socialFunctioning').coarse).toBe(false);
  });

  test('meaningless parameters are refused', () => {
    expect(() => standardErrorOfDifference(0, 0.8)).toThrow(RangeError);
    expect(() => standardErrorOfDifference(20, 1)).toThrow(RangeError);
    expect(() => standardErrorOfDifference(20, -0.1)).toThrow(RangeError);
    expect(() => scaleStep([])).toThrow(RangeError);
    expect(() => scaleStep([0], [[50]])).toThrow(RangeError);
  });
});

describe('classifyChange (hand-computed RCIs)', () => {
  test.each([
    // scale, before, after, RCI = (after − before) / S_diff, flag
    ['roleEmotional', 0, 100 / 3, 33.333 / 23.738, 'too-coarse'], // 1.404: one of 3 items
    ['roleEmotional', 100, 200 / 3, -33.333 / 23.738, 'too-coarse'],
    ['roleEmotional', 0, 200 / 3, 66.667 / 23.738, 'improved'], // 2.808: two of 3 items
    ['roleEmotional', 100, 0, -100 / 23.738, 'worse'], // -4.213
    ['roleEmotional', 100 / 3, 100 / 3, 0, 'unchanged'],
    ['rolePhysical', 50, 75, 25 / 23.069, 'too-coarse'], // 1.084: one of 4 items
    ['rolePhysical', 75, 25, -50 / 23.069, 'worse'], // -2.167
    ['physicalFunctioning', 40, 60, 20 / 10.26, 'unchanged'], // 1.949: just below 1.96
    ['physicalFunctioning', 40, 65, 25 / 10.26, 'improved'], // 2.437
    ['physicalFunctioning', 40, 45, 5 / 10.26, 'unchanged'], // one step of a fine scale
    ['socialFunctioning', 50, 75, 25 / 13.929, 'unchanged'], // 1.795: two steps, not coarse
    ['socialFunctioning', 75, 37.5, -37.5 / 13.929, 'worse'], // -2.692
    ['pain', 40, 72.5, 32.5 / 16.888, 'unchanged'], // 1.924
    ['pain', 40, 75, 35 / 16.888, 'improved'], // 2.072
    ['emotionalWellBeing', 44, 64, 20 / 9.8253, 'improved'], // 2.036
    ['emotionalWellBeing', 64, 48, -16 / 9.8253, 'unchanged'], // -1.628
    ['energyFatigue', 30, 55, 25 / 11.848, 'improved'], // 2.110
    ['generalHealth', 60, 35, -25 / 14.003, 'unchanged'], // -1.785
    ['generalHealth', 60, 30, -30 / 14.003, 'worse'], // -2.142
  ] as const)('%s %d → %d: RCI %d, %s', (key, before, after, rci, flag) => {
    const change = classifyChange(before, after, profileOf(key));
    expect(change.key).toBe(key);
    expect(change.difference).toBeCloseTo(after - before, 9);
    expect(change.rci).toBeCloseTo(rci, 3);
    expect(change.flag).toBe(flag);
  });

  test('the boundary is strict: |RCI| must exceed 1.96', () => {
    const p = profileOf('pain');
    expect(classifyChange(0, p.threshold, p).flag).toBe('unchanged');
    expect(classifyChange(0, p.threshold + 1e-6, p).flag).toBe('improved');
    expect(classifyChange(p.threshold + 1e-6, 0, p).flag).toBe('worse');
    expect(RCI_CRITICAL_VALUE).toBe(1.96);
  });
});

describe('compareSurveys on scored answers', () => {
  /** Every item at its lowest value except the ones set. */
  function answers(set: Record<number, number>): number[] {
    return ITEM_VALUES.map((values, i) => set[i] ?? values[0]!);
  }

  test('one role-emotional item is too coarse, two are reliable; the rest did not move', () => {
    const first = scoreAnswers(answers({})).exact;
    const oneItem = scoreAnswers(answers({ 16: 100 })).exact;
    const twoItems = scoreAnswers(answers({ 16: 100, 18: 100 })).exact;

    const small = compareSurveys(first, oneItem);
    expect(small.map((c) => c.flag)).toEqual([
      'unchanged',
      'unchanged',
      'too-coarse',
      'unchanged',
      'unchanged',
      'unchanged',
      'unchanged',
      'unchanged',
    ]);
    expect(small[2]!.rci).toBeCloseTo(1.404, 3);

    const large = compareSurveys(first, twoItems);
    expect(large[2]!.flag).toBe('improved');
    expect(large[2]!.rci).toBeCloseTo(2.808, 3);
  });

  test('RCI uses the exact means: a scale at 0 (shown as 1) that rises to 25 moves 25, not 24', () => {
    // Social functioning: items 20 and 32 (indexes 19, 31). 0 → 25 is two of its 12.5-point steps.
    const before = scoreAnswers(answers({}));
    const after = scoreAnswers(answers({ 19: 25, 31: 25 }));
    expect(before.display[5]).toBe(1);
    const change = compareSurveys(before.exact, after.exact)[5]!;
    expect(change.difference).toBe(25);
    expect(change.rci).toBeCloseTo(25 / 13.929, 3);
  });

  test('worst to best is reliably improved on every scale, and back is reliably worse', () => {
    const worst = scoreAnswers(ITEM_VALUES.map((v) => v[0]!)).exact;
    const best = scoreAnswers(ITEM_VALUES.map((v) => v[v.length - 1]!)).exact;
    expect(compareSurveys(worst, best).every((c) => c.flag === 'improved')).toBe(true);
    expect(compareSurveys(best, worst).every((c) => c.flag === 'worse')).toBe(true);
  });

  test('a deployment can replace the parameter table', () => {
    // With r = .97 for role emotional, S_diff = √2 · 40.71 · √.03 = 9.972: one step is reliable.
    const local = SCALES.map((s) => (s.key === 'roleEmotional' ? { ...s, reliability: 0.97 } : s));
    const first = scoreAnswers(answers({})).exact;
    const oneItem = scoreAnswers(answers({ 16: 100 })).exact;
    const change = compareSurveys(first, oneItem, local)[2]!;
    expect(change.rci).toBeCloseTo(33.333 / 9.972, 2);
    expect(change.flag).toBe('improved');
  });

  test('score vectors of the wrong length are refused', () => {
    expect(() => compareSurveys([1, 2], [3, 4])).toThrow(RangeError);
  });
});
