/**
 * Every translation keeps the English structure (same sections, same paragraphs, the same
 * {foundation} placeholders), so no language silently drops a promise made in another.
 */
import { describe, expect, it } from 'vitest';
import { CONSENT_LANGUAGES, consentLanguage, consentTexts, renderConsent, type ConsentSection } from './index.ts';

const shape = (sections: readonly ConsentSection[]) =>
  sections.map((s) => s.paragraphs.map((p) => (p.match(/\{foundation\}/g) ?? []).length));

describe('consent texts', () => {
  const english = consentTexts.en;

  it.each(CONSENT_LANGUAGES)('%s has the English structure, with no empty text', (language) => {
    const text = consentTexts[language];
    expect(text.language).toBe(language);
    expect(shape(text.sections)).toEqual(shape(english.sections));
    expect(shape(text.eu.sections)).toEqual(shape(english.eu.sections));
    const strings = [
      text.title,
      text.eu.heading,
      ...Object.values(text.form),
      ...[...text.sections, ...text.eu.sections].flatMap((s) => [s.heading, ...s.paragraphs]),
    ];
    for (const s of strings) expect(s.trim()).not.toBe('');
  });

  it('fills the foundation name and adds the GDPR part only for region eu', () => {
    const general = renderConsent('en', 'Test Foundation');
    const all = (r: typeof general) => JSON.stringify(r);
    expect(all(general)).toContain('shared with Test Foundation and its research partners');
    expect(all(general)).not.toContain('{foundation}');
    expect(general.euHeading).toBeNull();
    expect(general.euSections).toEqual([]);

    const eu = renderConsent('en', 'Test Foundation', 'eu');
    expect(eu.euHeading).toBe('Additional information for the European Union (GDPR)');
    expect(all(eu)).toContain('explicit consent');
    expect(all(eu)).toContain('Test Foundation is the data controller');
    for (const right of ['access', 'rectification', 'erasure', 'restriction', 'objection', 'supervisory authority']) {
      expect(all(eu)).toContain(right);
    }
  });

  it('falls back to English for unknown languages', () => {
    expect(consentLanguage('es')).toBe('es');
    expect(consentLanguage('zh-TW')).toBe('zh-TW');
    expect(consentLanguage('fr')).toBe('en');
    expect(consentLanguage('toString')).toBe('en');
    expect(consentLanguage(undefined)).toBe('en');
  });

  it('takes the language and the region whatever their case, as a link typed by hand has them', () => {
    expect(consentLanguage('zh-tw')).toBe('zh-TW');
    expect(consentLanguage('VI')).toBe('vi');
    expect(renderConsent('en', 'F', 'EU').euSections).toEqual(renderConsent('en', 'F', 'eu').euSections);
    expect(renderConsent('en', 'F', 'EU').euSections.length).toBeGreaterThan(0);
  });
});
