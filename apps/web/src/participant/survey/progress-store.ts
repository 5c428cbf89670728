/**
 * Survey answers in progress, kept in the browser per survey link so a reload, a dropped
 * connection or a closed tab does not lose them (cleared after a successful submit).
 * Whatever is read back is checked item by item: storage is shared with other code and
 * other versions of this page, so anything unexpected starts the survey afresh.
 */
import { ITEM_COUNT, ITEM_VALUES } from '@romtrack/sf36/recode';
import { isSurveyLanguage } from '@romtrack/sf36/questionnaire/types';
import { normalizePosition, type SurveyState } from './survey-state.ts';

/** Bump when the stored shape changes; older entries are then ignored. */
const VERSION = 1;

type KeyValueStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export function progressKey(token: string): string {
  return `romtrack.survey.${token}`;
}

function readAnswers(value: unknown): (number | null)[] | null {
  if (!Array.isArray(value) || value.length !== ITEM_COUNT) return null;
  const out: (number | null)[] = [];
  for (let i = 0; i < ITEM_COUNT; i++) {
    const answer: unknown = value[i];
    if (answer === null) out.push(null);
    else if (typeof answer === 'number' && (ITEM_VALUES[i] ?? []).includes(answer)) out.push(answer);
    else return null;
  }
  return out;
}

/** The saved state for this link, or null when there is none or it is not usable. */
export function loadProgress(store: KeyValueStore, token: string): SurveyState | null {
  let raw: string | null;
  try {
    raw = store.getItem(progressKey(token));
  } catch {
    return null;
  }
  if (raw === null) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return null;
  }
  if (typeof parsed !== 'object' || parsed === null) return null;
  const saved = parsed as Record<string, unknown>;
  if (saved.v !== VERSION) return null;
  const answers = readAnswers(saved.answers);
  if (answers === null) return null;
  const language = saved.language === null ? null : isSurveyLanguage(saved.language) ? saved.language : undefined;
  if (language === undefined) return null;
  const position = typeof saved.position === 'number' ? saved.position : Number.NaN;
  return {
    language,
    answers,
    position: normalizePosition(answers, position),
    consented: saved.consented === true,
  };
}

/** Saves quietly: a full or disabled storage (private browsing) must not stop the survey. */
export function saveProgress(store: KeyValueStore, token: string, state: SurveyState): void {
  const value = {
    v: VERSION,
    language: state.language,
    answers: state.answers,
    position: state.position,
    consented: state.consented,
  };
  try {
    store.setItem(progressKey(token), JSON.stringify(value));
  } catch {
    // Nothing to do: the survey still works, it just cannot survive a reload.
  }
}

export function clearProgress(store: KeyValueStore, token: string): void {
  try {
    store.removeItem(progressKey(token));
  } catch {
    // Storage unavailable: there is nothing stored to clear either.
  }
}

/** The browser's localStorage, or null where reading it throws (some privacy settings). */
export function browserStore(): KeyValueStore | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}
