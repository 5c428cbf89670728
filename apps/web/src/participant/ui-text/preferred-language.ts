/**
 * Which of the five survey languages to speak to a participant before they have chosen one on
 * the link, or when the page has only the browser to go by.
 */
import { isSurveyLanguage, type SurveyLanguage } from '@romtrack/sf36/questionnaire/types';

/** The browser's languages, most preferred first; none outside a browser. */
export const browserLanguages = (): readonly string[] => (typeof navigator === 'undefined' ? [] : navigator.languages);

/**
 * The one chosen on the link, if any, else the first of the browser's languages that the survey
 * has (any Chinese gets its Traditional Chinese), else English.
 */
export function preferredSurveyLanguage(chosen: string | null, preferred: readonly string[]): SurveyLanguage {
  if (chosen !== null && isSurveyLanguage(chosen)) return chosen;
  for (const tag of preferred) {
    const primary = tag.toLowerCase().split('-')[0] ?? '';
    if (primary === 'zh') return 'zh-TW';
    if (isSurveyLanguage(primary)) return primary;
  }
  return 'en';
}
