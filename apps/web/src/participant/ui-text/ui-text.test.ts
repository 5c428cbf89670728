/**
 * Every survey language has every interface string, none empty, with the same {placeholders}
 * as English (a missing one would print raw braces to a participant).
 */
import { SURVEY_LANGUAGES } from '@romtrack/sf36/questionnaire/types';
import { describe, expect, it } from 'vitest';
import { en } from './en.ts';
import { uiTexts } from './index.ts';
import { fill } from './types.ts';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('participant interface strings', () => {
  const keys = Object.keys(en).sort();

  it.each(SURVEY_LANGUAGES)('%s has every key, non-empty, with the English placeholders', (language) => {
    const text = uiTexts[language];
    expect(Object.keys(text).sort()).toEqual(keys);
    for (const [key, value] of Object.entries(text)) {
      expect(typeof value, `${language}.${key}`).toBe('string');
      expect(String(value).trim(), `${language}.${key} is empty`).not.toBe('');
      expect(placeholders(String(value)), `${language}.${key} placeholders`).toEqual(
        placeholders(en[key as keyof typeof en]),
      );
    }
  });

  it('fills placeholders and leaves unknown ones visible', () => {
    expect(fill(en.progress, { current: 5, total: 36 })).toBe('Question 5 of 36');
    expect(fill('{a} {b}', { a: 1 })).toBe('1 {b}');
  });
});
