import { describe, expect, it } from 'vitest';
import { preferredSurveyLanguage } from './preferred-language.ts';

describe('preferredSurveyLanguage', () => {
  it('keeps the language chosen on the link over the browser’s', () => {
    expect(preferredSurveyLanguage('es', ['vi'])).toBe('es');
  });

  it("falls back on the browser's first survey language, then English", () => {
    expect(preferredSurveyLanguage(null, ['de-DE', 'vi-VN', 'en'])).toBe('vi');
    expect(preferredSurveyLanguage('xx', ['de-DE'])).toBe('en');
    expect(preferredSurveyLanguage(null, [])).toBe('en');
  });

  it('gives any Chinese the Traditional Chinese text, and matches tags whatever their case', () => {
    expect(preferredSurveyLanguage(null, ['zh-CN'])).toBe('zh-TW');
    expect(preferredSurveyLanguage(null, ['zh-Hant-HK'])).toBe('zh-TW');
    expect(preferredSurveyLanguage(null, ['IT-it'])).toBe('it');
  });
});
