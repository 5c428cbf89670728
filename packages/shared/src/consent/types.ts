/**
 * The consent text's shape (decisions.md "Consent"). Plain data, no zod: the participant page
 * shows it and the server prints it as PDFs, both from these files. `{foundation}` in any
 * string is replaced by the configured foundation name (`renderConsent` in index.ts).
 */

/** The survey languages (mirrors SURVEY_LANGUAGE_TAGS in contracts/surveys.ts, kept zod-free). */
export const CONSENT_LANGUAGES = ['en', 'vi', 'it', 'es', 'zh-TW'] as const;
export type ConsentLanguage = (typeof CONSENT_LANGUAGES)[number];

export interface ConsentSection {
  readonly heading: string;
  readonly paragraphs: readonly string[];
}

export interface ConsentText {
  readonly language: ConsentLanguage;
  readonly title: string;
  /** For everyone: what is stored, what is shared, that it is voluntary, how to withdraw. */
  readonly sections: readonly ConsentSection[];
  /** Added for centers whose consent region is 'eu' (`?region=eu`): the GDPR wording. */
  readonly eu: { readonly heading: string; readonly sections: readonly ConsentSection[] };
  /** Labels of the printed form's fill-in lines. */
  readonly form: {
    readonly pid: string;
    readonly date: string;
    readonly consent: string;
    readonly noConsent: string;
  };
}
