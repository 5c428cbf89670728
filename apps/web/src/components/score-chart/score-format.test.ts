import { SURVEY_LANGUAGES } from '@romtrack/sf36/questionnaire/types';
import { describe, expect, it } from 'vitest';
import { formatScore, scoreFormat } from './score-format.ts';

describe('formatScore', () => {
  it('writes an average with one decimal, with the separator of the reader’s language', () => {
    expect(formatScore(25.5, 'en')).toBe('25.5');
    expect(formatScore(25.5, 'es')).toBe('25,5');
    expect(formatScore(25.5, 'it')).toBe('25,5');
    expect(formatScore(25.5, 'vi')).toBe('25,5');
    expect(formatScore(25.5, 'zh-TW')).toBe('25.5');
    expect(formatScore(70, 'es')).toBe('70,0');
    expect(formatScore(33.333, 'es')).toBe('33,3');
  });

  it('writes whole numbers (the reference, the axis, display scores) without decimals', () => {
    expect(formatScore(71, 'es', 0)).toBe('71');
    expect(formatScore(100, 'zh-TW', 0)).toBe('100');
  });

  it('shows a dash where there is no score', () => {
    expect(formatScore(null, 'es')).toBe('–');
    expect(formatScore(undefined, 'en')).toBe('–');
    expect(formatScore(Number.NaN, 'en')).toBe('–');
  });

  it.each(SURVEY_LANGUAGES)('knows the survey language %s as a locale, made once', (language) => {
    expect(scoreFormat(language)).toBe(scoreFormat(language));
    expect(scoreFormat(language).resolvedOptions().locale.split('-')[0]).toBe(language.split('-')[0]);
  });
});
