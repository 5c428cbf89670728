/**
 * All survey languages, keyed by BCP 47 tag. `en` is the reference wording;
 * every translation must keep its item count, option order and recoded values
 * (enforced by questionnaire.test.ts).
 */
import { en } from './en.ts';
import { es } from './es.ts';
import { it } from './it.ts';
import type { Questionnaire, SurveyLanguage } from './types.ts';
import { vi } from './vi.ts';
import { zhTW } from './zh-TW.ts';

/** The questionnaire for each entry of `SURVEY_LANGUAGES`. */
export const questionnaires: Record<SurveyLanguage, Questionnaire> = {
  en,
  vi,
  it,
  es,
  'zh-TW': zhTW,
};
