import { describe, expect, test } from 'vitest';
import { RECODED_BY_PRECODE } from '../recode.ts';
import { en } from './en.ts';

// Checks on the reference wording that do not depend on the translations existing.
describe('en questionnaire', () => {
  // Order, not just the set of values: a reversed item (e.g. "calm and peaceful" keyed like
  // "nervous") has the same values and would score "all of the time" as the worst answer.
  test('36 items numbered 1..36, option values in the order of the RAND recode table', () => {
    expect(en.language).toBe('en');
    expect(en.nativeName).toBe('English');
    expect(en.items.map((i) => i.number)).toEqual(Array.from({ length: 36 }, (_, i) => i + 1));
    for (const [i, item] of en.items.entries()) {
      expect(
        item.options.map((o) => o.value),
        `item ${i + 1}`,
      ).toEqual(RECODED_BY_PRECODE[i]);
    }
  });

  test('option order as printed on the form', () => {
    const texts = (n: number) => en.items[n - 1]?.options.map((o) => o.text);
    const values = (n: number) => en.items[n - 1]?.options.map((o) => o.value);
    expect(texts(3)).toEqual(['Yes, limited a lot', 'Yes, limited a little', 'No, not limited at all']);
    expect(values(3)).toEqual([0, 50, 100]);
    expect(texts(13)).toEqual(['Yes', 'No']);
    expect(texts(21)).toEqual(['None', 'Very mild', 'Mild', 'Moderate', 'Severe', 'Very severe']);
    expect(values(21)).toEqual([100, 80, 60, 40, 20, 0]);
    expect(values(23)).toEqual([100, 80, 60, 40, 20, 0]);
    expect(values(24)).toEqual([0, 20, 40, 60, 80, 100]);
    expect(texts(32)).toEqual([
      'All of the time',
      'Most of the time',
      'Some of the time',
      'A little of the time',
      'None of the time',
    ]);
    expect(values(32)).toEqual([0, 25, 50, 75, 100]);
    expect(texts(33)).toEqual(['Definitely true', 'Mostly true', "Don't know", 'Mostly false', 'Definitely false']);
    expect(values(33)).toEqual([0, 25, 50, 75, 100]);
    expect(values(34)).toEqual([100, 75, 50, 25, 0]);
    expect(values(1)).toEqual([100, 75, 50, 25, 0]);
  });

  test('key wording', () => {
    expect(en.items[0]?.text).toBe('In general, would you say your health is:');
    expect(en.items[35]?.text).toBe('My health is excellent');
    expect(en.headers[4]).toBe('How TRUE or FALSE is each of the following statements for you?');
  });
});
