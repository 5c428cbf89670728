/**
 * The results' words in every survey language: all there, with the `{title}` placeholder, and
 * the same names and wording as the staff graphs where both exist (Spanish, Traditional
 * Chinese), so a participant and their manager read the same category names.
 */
import { SCALE_NAMES } from '@romtrack/sf36/scale-names';
import { SURVEY_LANGUAGES } from '@romtrack/sf36/questionnaire/types';
import { SCALE_KEYS } from '@romtrack/sf36/scales';
import { describe, expect, it } from 'vitest';
import enStaff from '../../locales/en/manager.json';
import esStaff from '../../locales/es/manager.json';
import zhStaff from '../../locales/zh-TW/manager.json';
import { RESULTS_TEXT } from './results-text.ts';

describe('results text', () => {
  it.each(SURVEY_LANGUAGES)('%s has every text, and the chart summary names its title', (language) => {
    const text = RESULTS_TEXT[language];
    for (const [key, value] of Object.entries(text)) expect(value.trim(), `${language}.${key}`).not.toBe('');
    expect(text.chartSummary).toMatch(/^\{title\}/);
    expect(text.referenceNote.startsWith(text.reference)).toBe(true);
    if (language !== 'en') {
      for (const [key, value] of Object.entries(text))
        expect(value, `${language}.${key}`).not.toBe(RESULTS_TEXT.en[key as keyof typeof text]);
    }
  });

  it.each([
    ['en', enStaff],
    ['es', esStaff],
    ['zh-TW', zhStaff],
  ] as const)('%s uses the staff graphs’ category names, column header and reference label', (language, staff) => {
    for (const key of SCALE_KEYS) expect(SCALE_NAMES[language][key], key).toBe(staff.scales[key]);
    expect(RESULTS_TEXT[language].scale).toBe(staff.graphs.category);
    expect(RESULTS_TEXT[language].reference).toBe(staff.graphs.reference);
  });
});
