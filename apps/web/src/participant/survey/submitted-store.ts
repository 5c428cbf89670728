/**
 * The survey link this tab has submitted, and in which language, so that a reload after the
 * thank-you (or the same link opened again) shows the thank-you again instead of sending the
 * participant to '/' with "no longer valid", as if the answers were lost. Kept for this tab only
 * (sessionStorage), so a shared clinic tablet forgets it with the tab; nothing about the answers.
 */
import { isSurveyLanguage, type SurveyLanguage } from '@romtrack/sf36/questionnaire/types';
import { tabStorage } from '../tab-storage.ts';

const KEY = 'romtrack.submittedSurvey';

type TabStore = Pick<Storage, 'getItem' | 'setItem'>;

/** Remembers the last link submitted here; quietly not, where storage refuses. */
export function noteSubmitted(token: string, language: SurveyLanguage, store: TabStore | null = tabStorage()): void {
  try {
    store?.setItem(KEY, JSON.stringify({ token, language }));
  } catch {
    // A reload then goes to '/' with "no longer valid", as before.
  }
}

/** The language `token` was submitted in from this tab, or null when it was not. */
export function submittedLanguage(token: string, store: TabStore | null = tabStorage()): SurveyLanguage | null {
  let saved: unknown;
  try {
    saved = JSON.parse(store?.getItem(KEY) ?? 'null');
  } catch {
    return null;
  }
  if (typeof saved !== 'object' || saved === null) return null;
  const { token: savedToken, language } = saved as Record<string, unknown>;
  return savedToken === token && isSurveyLanguage(language) ? language : null;
}
