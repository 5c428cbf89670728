/**
 * The consent texts in every survey language (decisions.md "Consent"), and the one function
 * that turns one into what a participant reads: placeholders filled, the EU wording added
 * for `?region=eu`. Used by the participant page and by the server's PDF forms.
 */
import { en } from './en.ts';
import { es } from './es.ts';
import { it } from './it.ts';
import { CONSENT_LANGUAGES, type ConsentLanguage, type ConsentSection, type ConsentText } from './types.ts';
import { vi } from './vi.ts';
import { zhTW } from './zh-TW.ts';

export { CONSENT_LANGUAGES, type ConsentLanguage, type ConsentSection, type ConsentText };

export const consentTexts: Record<ConsentLanguage, ConsentText> = { en, vi, it, es, 'zh-TW': zhTW };

/** `/consent/{language}`: a known language tag, otherwise English (spec: unknown falls back). */
export function consentLanguage(tag: string | null | undefined): ConsentLanguage {
  // Whatever its case: a link typed by hand, or lower-cased by a messenger (/consent/zh-tw).
  const wanted = (tag ?? '').toLowerCase();
  return CONSENT_LANGUAGES.find((language) => language.toLowerCase() === wanted) ?? 'en';
}

export interface RenderedConsent {
  readonly language: ConsentLanguage;
  readonly title: string;
  /** The sections every participant reads. */
  readonly sections: readonly ConsentSection[];
  /** The heading of the GDPR part, or null outside the EU. */
  readonly euHeading: string | null;
  /** The GDPR sections (empty outside the EU). */
  readonly euSections: readonly ConsentSection[];
}

/**
 * The consent text ready to show or print.
 *
 * @param foundation The configured foundation name (FOUNDATION_NAME).
 * @param region 'eu' adds the GDPR wording; anything else is the general text.
 */
export function renderConsent(
  language: ConsentLanguage,
  foundation: string,
  region: string = 'general',
): RenderedConsent {
  const text = consentTexts[language];
  const fillSection = (section: ConsentSection): ConsentSection => ({
    heading: section.heading.replaceAll('{foundation}', foundation),
    paragraphs: section.paragraphs.map((p) => p.replaceAll('{foundation}', foundation)),
  });
  const isEu = region.toLowerCase() === 'eu';
  return {
    language,
    title: text.title,
    sections: text.sections.map(fillSection),
    euHeading: isEu ? text.eu.heading : null,
    euSections: isEu ? text.eu.sections.map(fillSection) : [],
  };
}
