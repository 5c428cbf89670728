/**
 * The chosen language's questionnaire, downloaded when chosen: the page carries English and
 * the language names, and each other language is its own small chunk.
 */
import { en } from '@romtrack/sf36/questionnaire/en';
import { loadQuestionnaire } from '@romtrack/sf36/questionnaire/load';
import type { Questionnaire, SurveyLanguage } from '@romtrack/sf36/questionnaire/types';
import { useEffect, useState } from 'react';

const loaded = new Map<SurveyLanguage, Questionnaire>([['en', en]]);

export type QuestionnaireState =
  | { status: 'ready'; questionnaire: Questionnaire }
  | { status: 'loading' }
  /** The download failed (a phone's connection dropped); `retry` asks for it again. */
  | { status: 'failed'; retry(): void };

export function useQuestionnaire(language: SurveyLanguage | null): QuestionnaireState {
  const [, setVersion] = useState(0);
  const [failed, setFailed] = useState<SurveyLanguage | null>(null);
  // Raised by a retry: the browser fetches a module anew when its earlier fetch failed.
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (language === null || loaded.has(language)) return;
    let live = true;
    loadQuestionnaire(language).then(
      (questionnaire) => {
        loaded.set(language, questionnaire);
        if (live) setVersion((v) => v + 1);
      },
      () => {
        if (live) setFailed(language);
      },
    );
    return () => {
      live = false;
    };
  }, [language, attempt]);
  const questionnaire = language === null ? undefined : loaded.get(language);
  if (questionnaire) return { status: 'ready', questionnaire };
  if (failed !== language) return { status: 'loading' };
  return {
    status: 'failed',
    retry: () => {
      setFailed(null);
      setAttempt((n) => n + 1);
    },
  };
}
