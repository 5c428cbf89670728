import { describe, expect, test } from 'vitest';
import { ITEM_VALUES } from '../recode.ts';
import { questionnaires } from './index.ts';
import { SURVEY_LANGUAGES } from './types.ts';

const en = questionnaires.en;
const sortedValues = (values: readonly number[]) => [...values].sort((a, b) => a - b);

describe.each(SURVEY_LANGUAGES)('questionnaire %s', (lang) => {
  const q = questionnaires[lang];

  test('is registered under its own language tag', () => {
    expect(q.language).toBe(lang);
    expect(q.nativeName.trim()).not.toBe('');
    expect(q.instructions.trim()).not.toBe('');
  });

  test('5 non-empty headers', () => {
    expect(q.headers).toHaveLength(5);
    for (const h of q.headers) expect(h.trim()).not.toBe('');
  });

  test('36 items numbered 1..36 with non-empty texts', () => {
    expect(q.items.map((i) => i.number)).toEqual(Array.from({ length: 36 }, (_, i) => i + 1));
    for (const item of q.items) {
      expect(item.text.trim(), `item ${item.number}`).not.toBe('');
      for (const o of item.options) expect(o.text.trim(), `item ${item.number} option`).not.toBe('');
    }
  });

  test('option values equal en (same order) and ITEM_VALUES (as a set)', () => {
    for (const [i, item] of q.items.entries()) {
      const values = item.options.map((o) => o.value);
      expect(values, `item ${i + 1}`).toEqual(en.items[i]?.options.map((o) => o.value));
      expect(sortedValues(values), `item ${i + 1}`).toEqual(ITEM_VALUES[i]);
    }
  });
});
