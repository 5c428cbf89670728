import { describe, expect, it } from 'vitest';
import { questionnaires } from './index.ts';
import { loadQuestionnaire, NATIVE_NAMES } from './load.ts';
import { SURVEY_LANGUAGES } from './types.ts';

describe('loading one language at a time', () => {
  it('loads the same questionnaire as the full index, and names it the same', async () => {
    for (const language of SURVEY_LANGUAGES) {
      expect(await loadQuestionnaire(language)).toBe(questionnaires[language]);
      expect(NATIVE_NAMES[language]).toBe(questionnaires[language].nativeName);
    }
  });
});
