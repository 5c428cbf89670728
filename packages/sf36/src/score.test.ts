import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { ITEM_VALUES } from './recode.ts';
import { SCALES } from './scales.ts';
import { averageScores, displayScore, scoreAnswers, validateAnswers } from './score.ts';

const best = (): number[] => ITEM_VALUES.map((v) => Math.max(...v));
const worst = (): number[] => ITEM_VALUES.map((v) => Math.min(...v));

/** Arbitrary complete, valid answer vector: one allowed value per item. */
const validAnswers = fc.tuple(...ITEM_VALUES.map((v) => fc.constantFrom(...v)));

describe('scoreAnswers — hand-computed vectors', () => {
  test('all best answers → every scale 100', () => {
    const r = scoreAnswers(best());
    expect(r.exact).toEqual([100, 100, 100, 100, 100, 100, 100, 100]);
    expect(r.display).toEqual([100, 100, 100, 100, 100, 100, 100, 100]);
  });

  test('all worst answers → exact 0, displayed as 1', () => {
    const r = scoreAnswers(worst());
    expect(r.exact).toEqual([0, 0, 0, 0, 0, 0, 0, 0]);
    expect(r.display).toEqual([1, 1, 1, 1, 1, 1, 1, 1]);
  });

  test('mixed vector', () => {
    // prettier-ignore
    const a = [
      75, 50,                                   // 0 GH, 1 (change item, unscored)
      0, 50, 100, 100, 100, 50, 50, 100, 100, 100, // 2..11 PF
      0, 100, 100, 100,                         // 12..15 RP
      0, 100, 100,                              // 16..18 RE
      75,                                       // 19 SF (item 20)
      80, 75,                                   // 20, 21 pain (items 21, 22)
      60, 80, 100, 60, 40, 80, 20, 60, 80,      // 22..30 (items 23..31)
      50,                                       // 31 SF (item 32)
      25, 75, 50, 50,                           // 32..35 GH (items 33..36)
    ];
    // By hand (0-based indexes):
    // PF  [2..11]            = (0+50+100+100+100+50+50+100+100+100)/10 = 750/10 = 75   → 75
    // RP  [12..15]           = (0+100+100+100)/4 = 75                                → 75
    // RE  [16..18]           = (0+100+100)/3 = 66.67                                 → 67
    // EF  [22,26,28,30]      = (60+40+20+80)/4 = 200/4 = 50                          → 50
    // EWB [23,24,25,27,29]   = (80+100+60+80+60)/5 = 380/5 = 76                      → 76
    // SF  [19,31]            = (75+50)/2 = 62.5 (half rounds up)                     → 63
    // Pain[20,21]            = (80+75)/2 = 77.5                                      → 78
    // GH  [0,32,33,34,35]    = (75+25+75+50+50)/5 = 275/5 = 55                       → 55
    expect(a).toHaveLength(36);
    const r = scoreAnswers(a);
    expect(r.exact[0]).toBe(75);
    expect(r.exact[1]).toBe(75);
    expect(r.exact[2]).toBeCloseTo(200 / 3, 10);
    expect(r.exact.slice(3)).toEqual([50, 76, 62.5, 77.5, 55]);
    expect(r.display).toEqual([75, 75, 67, 50, 76, 63, 78, 55]);
  });

  test('item 2 (health compared to a year ago) changes no score', () => {
    const a = best();
    const b = best();
    b[1] = 0;
    expect(scoreAnswers(b)).toEqual(scoreAnswers(a));
  });

  test('a small non-zero mean is not turned into 1 by accident', () => {
    const a = worst();
    a[18] = 100; // RE = 100/3 = 33.33
    expect(scoreAnswers(a).display[2]).toBe(33);
  });

  test('throws RangeError with the validation message', () => {
    expect(() => scoreAnswers(best().slice(1))).toThrow(new RangeError('Expected 36 answers, got 35'));
  });
});

describe('validateAnswers', () => {
  test('accepts a valid vector and returns a copy', () => {
    const a = best();
    const r = validateAnswers(a);
    expect(r).toEqual({ ok: true, answers: a });
    if (r.ok) expect(r.answers).not.toBe(a);
  });

  test('35 answers', () => {
    expect(validateAnswers(best().slice(0, 35))).toEqual({
      ok: false,
      item: null,
      message: 'Expected 36 answers, got 35',
    });
  });

  test('value 30 on item 3', () => {
    const a = best();
    a[2] = 30;
    expect(validateAnswers(a)).toEqual({ ok: false, item: 3, message: 'Answer to item 3 must be one of 0, 50, 100' });
  });

  test('value 50 on item 14', () => {
    const a = best();
    a[13] = 50;
    expect(validateAnswers(a)).toEqual({ ok: false, item: 14, message: 'Answer to item 14 must be one of 0, 100' });
  });

  test('a string answer', () => {
    const a: unknown[] = best();
    a[0] = '100';
    expect(validateAnswers(a)).toMatchObject({
      ok: false,
      item: 1,
      message: 'Answer to item 1 must be one of 0, 25, 50, 75, 100',
    });
  });

  test('NaN answer', () => {
    const a = best();
    a[35] = Number.NaN;
    expect(validateAnswers(a)).toMatchObject({ ok: false, item: 36 });
  });

  test('null answer', () => {
    const a: unknown[] = best();
    a[20] = null;
    expect(validateAnswers(a)).toMatchObject({
      ok: false,
      item: 21,
      message: 'Answer to item 21 must be one of 0, 20, 40, 60, 80, 100',
    });
  });

  test('sparse array hole', () => {
    const a: unknown[] = best();
    delete a[5];
    expect(validateAnswers(a)).toMatchObject({ ok: false, item: 6 });
  });

  test.each([null, undefined, 'abc', 42, {}, { length: 36 }])('non-array input %j', (input) => {
    expect(validateAnswers(input)).toEqual({ ok: false, item: null, message: 'Expected an array of 36 answers' });
  });
});

describe('scoreAnswers — properties', () => {
  test('every valid vector gives 8 integer display scores in 1..100', () => {
    fc.assert(
      fc.property(validAnswers, (a) => {
        const { exact, display } = scoreAnswers(a);
        expect(exact).toHaveLength(8);
        expect(display).toHaveLength(8);
        for (const [i, d] of display.entries()) {
          expect(Number.isInteger(d)).toBe(true);
          expect(d).toBeGreaterThanOrEqual(1);
          expect(d).toBeLessThanOrEqual(100);
          expect(exact[i]).toBeGreaterThanOrEqual(0);
          expect(exact[i]).toBeLessThanOrEqual(100);
        }
      }),
    );
  });

  test('raising one item never lowers its scale’s exact score', () => {
    fc.assert(
      fc.property(validAnswers, fc.nat(35), fc.nat(), (a, item, pick) => {
        const allowed = ITEM_VALUES[item] ?? [];
        const current = a[item] ?? 0;
        const higher = allowed.filter((v) => v > current);
        fc.pre(higher.length > 0);
        const raised = [...a];
        raised[item] = higher[pick % higher.length] ?? current;
        const before = scoreAnswers(a).exact;
        const after = scoreAnswers(raised).exact;
        for (const [s, scale] of SCALES.entries()) {
          if (scale.items.includes(item)) {
            expect(after[s]).toBeGreaterThan(before[s] ?? Infinity);
          } else {
            expect(after[s]).toBe(before[s]);
          }
        }
      }),
    );
  });
});

describe('displayScore', () => {
  test.each([
    [0, 1],
    [0.4, 1],
    [12.5, 13],
    [33.333, 33],
    [99.6, 100],
    [100, 100],
  ])('%s → %s', (mean, shown) => {
    expect(displayScore(mean)).toBe(shown);
  });
});

describe('averageScores', () => {
  test('per-position mean', () => {
    expect(
      averageScores([
        [10, 20, 30],
        [20, 40, 60],
      ]),
    ).toEqual([15, 30, 45]);
  });
  test('empty input → []', () => {
    expect(averageScores([])).toEqual([]);
  });
  test('unequal lengths throw', () => {
    expect(() => averageScores([[1, 2], [1]])).toThrow(RangeError);
  });
});
