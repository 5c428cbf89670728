/**
 * Loading one language at a time. The participant's page needs only the language chosen, so
 * each translation is its own chunk; the names for the language picker stay small and static.
 */
import type { Questionnaire, SurveyLanguage } from './types.ts';

/** Each language's name for itself (equal to `questionnaires[l].nativeName`, checked by a test). */
export const NATIVE_NAMES: Readonly<Record<SurveyLanguage, string>> = {
  en: 'English',
  vi: 'Tiếng Việt',
  it: 'Italiano',
  es: 'Español',
  'zh-TW': '中文（繁體）',
};

/** The questionnaire of `language`, imported on demand. */
export function loadQuestionnaire(language: SurveyLanguage): Promise<Questionnaire> {
  switch (language) {
    case 'en':
      return import('./en.ts').then((m) => m.en);
    case 'vi':
      return import('./vi.ts').then((m) => m.vi);
    case 'it':
      return import('./it.ts').then((m) => m.it);
    case 'es':
      return import('./es.ts').then((m) => m.es);
    case 'zh-TW':
      return import('./zh-TW.ts').then((m) => m.zhTW);
  }
}
