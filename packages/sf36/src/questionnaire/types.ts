/**
 * The shape every language of the RAND 36-Item Health Survey 1.0 must have.
 *
 * Items are numbered 1..36 as on the RAND form; code elsewhere indexes them 0..35
 * (spec section 9 uses 0-based positions). Each option carries its *recoded* score
 * (0..100) from the RAND scoring table, so the stored answer is already the recoded value.
 */

/** Survey languages offered to participants (spec section 2). BCP 47 tags. */
export const SURVEY_LANGUAGES = ['en', 'vi', 'it', 'es', 'zh-TW'] as const;
export type SurveyLanguage = (typeof SURVEY_LANGUAGES)[number];

/** Whether a value read from outside (storage, a browser setting) is one of the survey languages. */
export function isSurveyLanguage(value: unknown): value is SurveyLanguage {
  return typeof value === 'string' && (SURVEY_LANGUAGES as readonly string[]).includes(value);
}

export interface AnswerOption {
  /** The answer as the participant reads it. */
  readonly text: string;
  /** Recoded score, 0..100 (RAND-36 recode table). */
  readonly value: number;
}

export interface Item {
  /** 1-based item number on the RAND form. */
  readonly number: number;
  /** The question as shown, without its section header. */
  readonly text: string;
  /** Options in the order printed on the form. */
  readonly options: readonly AnswerOption[];
}

export interface Questionnaire {
  readonly language: SurveyLanguage;
  /** The language's own name for itself, for the language picker ("Tiếng Việt"). */
  readonly nativeName: string;
  /** Instructions shown before the first item. */
  readonly instructions: string;
  /** The 5 section headers; which items they head is `sectionHeaderIndex` in sections.ts. */
  readonly headers: readonly [string, string, string, string, string];
  /** Exactly 36 items, in form order. */
  readonly items: readonly Item[];
}
