/**
 * A survey link that was used or has expired sends the participant to `/` (decisions.md
 * "Participants and surveys"), which is the staff login: on its own, it leaves a participant on a
 * phone in front of a center list and a password field. Before leaving, the survey page notes
 * why, for the next page of the same tab only (sessionStorage), and `/` says it, in the language
 * the participant chose on that link or else the browser's. The staff app imports this one
 * module of the participant page, for the five sentences of link-invalid.ts.
 */
import { isSurveyLanguage, type SurveyLanguage } from '@romtrack/sf36/questionnaire/types';
import { tabStorage } from './tab-storage.ts';
import { LINK_INVALID } from './ui-text/link-invalid.ts';

const KEY = 'romtrack.closedSurveyLink';

type Storage = Pick<globalThis.Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** Left by the survey page: the link is closed; `language` is the one chosen on it, if any. */
export function noteClosedLink(language: SurveyLanguage | null, storage: Storage | null = tabStorage()): void {
  try {
    storage?.setItem(KEY, language ?? '');
  } catch {
    // Storage refused (private browsing, full): `/` then shows the login alone, as before.
  }
}

/**
 * The survey language whose sentence `/` shows: the one chosen on the link, else the first of the
 * browser's languages that the survey has (any Chinese gets its Traditional Chinese), else English.
 */
export function noticeLanguage(chosen: string, preferred: readonly string[]): SurveyLanguage {
  if (isSurveyLanguage(chosen)) return chosen;
  for (const tag of preferred) {
    const primary = tag.toLowerCase().split('-')[0] ?? '';
    if (primary === 'zh') return 'zh-TW';
    if (isSurveyLanguage(primary)) return primary;
  }
  return 'en';
}

/** What `/` shows, if a closed link sent the browser here: the sentence and its language. */
export function closedLinkNotice(
  storage: Storage | null = tabStorage(),
  preferred: readonly string[] = typeof navigator === 'undefined' ? [] : navigator.languages,
): { language: SurveyLanguage; text: string } | null {
  let chosen: string | null;
  try {
    chosen = storage?.getItem(KEY) ?? null;
  } catch {
    return null;
  }
  if (chosen === null) return null;
  const language = noticeLanguage(chosen, preferred);
  return { language, text: LINK_INVALID[language] };
}

/** Called once `/` has shown the notice, so a reload or a later visit shows the login alone. */
export function forgetClosedLink(storage: Storage | null = tabStorage()): void {
  try {
    storage?.removeItem(KEY);
  } catch {
    // Nothing stored can be reached either.
  }
}
