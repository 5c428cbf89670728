/**
 * Survey answers in progress, kept in the browser per survey link so a reload, a dropped
 * connection or a closed tab does not lose them. They are removed after a successful submit, when
 * the link turns out closed (survey-page.tsx), and once they are older than any open link can be
 * (`mayBelongToOpenLink`), so a survey abandoned half-way does not stay on a shared device.
 * Whatever is read back is checked item by item: storage is shared with other code and
 * other versions of this page, so anything unexpected starts the survey afresh, and is removed.
 */
import { ITEM_COUNT, ITEM_VALUES } from '@romtrack/sf36/recode';
import { isSurveyLanguage } from '@romtrack/sf36/questionnaire/types';
import { SURVEY_LINK_TTL_MS } from '@romtrack/shared/survey-link';
import { normalizePosition, type SurveyState } from './survey-state.ts';

/** Bump when the stored shape changes; older entries are then ignored and removed. 2 added `savedAt`. */
const VERSION = 2;

/** Every entry's key starts so; the sweep touches nothing else in the origin's storage. */
const KEY_PREFIX = 'romtrack.survey.';

type KeyValueStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
/** What the sweep needs: the stored keys too. */
type ListableStore = Pick<Storage, 'getItem' | 'removeItem' | 'key' | 'length'>;

export function progressKey(token: string): string {
  return `${KEY_PREFIX}${token}`;
}

/**
 * Whether an entry last saved at `savedAt` can still belong to an open link at `now`. A link is
 * open for SURVEY_LINK_TTL_MS from when it was issued, and every save on it came after that, so
 * the link of an entry saved longer ago has expired (if it was not submitted or replaced before):
 * its answers can never be sent. Both times are this device's clock, so the server's does not
 * matter. An entry dated that far ahead is refused too: saved under a clock set wrong and put
 * right since, it would otherwise stay until its date came.
 */
function mayBelongToOpenLink(savedAt: number, now: number): boolean {
  return Math.abs(now - savedAt) <= SURVEY_LINK_TTL_MS;
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

/** The state a stored entry holds, or null when this version did not write it or it is stale. */
function parseEntry(raw: string, now: number): SurveyState | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return null;
  }
  if (typeof parsed !== 'object' || parsed === null) return null;
  const saved = parsed as Record<string, unknown>;
  if (saved.v !== VERSION) return null;
  if (typeof saved.savedAt !== 'number' || !mayBelongToOpenLink(saved.savedAt, now)) return null;
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

function removeQuietly(store: Pick<Storage, 'removeItem'>, key: string): void {
  try {
    store.removeItem(key);
  } catch {
    // Storage unavailable: there is nothing stored to remove either.
  }
}

/**
 * The state stored under `key` if it can be restored. Anything else found there is removed:
 * nothing will ever restore it, and answers to a health survey have no business staying on a
 * device that may be shared.
 */
function restoreOrRemove(store: Pick<Storage, 'getItem' | 'removeItem'>, key: string, now: number): SurveyState | null {
  let raw: string | null;
  try {
    raw = store.getItem(key);
  } catch {
    return null;
  }
  if (raw === null) return null;
  const state = parseEntry(raw, now);
  if (state === null) removeQuietly(store, key);
  return state;
}

/** The saved state for this link, or null when there is none or it is not usable (then removed). */
export function loadProgress(
  store: Pick<Storage, 'getItem' | 'removeItem'>,
  token: string,
  now = Date.now(),
): SurveyState | null {
  return restoreOrRemove(store, progressKey(token), now);
}

/** The stored form of `state`, saved at `savedAt` (exported for the journeys, which put progress on a device). */
export function serializeProgress(state: SurveyState, savedAt: number): string {
  return JSON.stringify({
    v: VERSION,
    savedAt,
    language: state.language,
    answers: state.answers,
    position: state.position,
    consented: state.consented,
  });
}

/** Saves quietly: a full or disabled storage (private browsing) must not stop the survey. */
export function saveProgress(store: KeyValueStore, token: string, state: SurveyState, now = Date.now()): void {
  try {
    store.setItem(progressKey(token), serializeProgress(state, now));
  } catch {
    // Nothing to do: the survey still works, it just cannot survive a reload.
  }
}

export function clearProgress(store: KeyValueStore, token: string): void {
  removeQuietly(store, progressKey(token));
}

/** The keys of every entry this module wrote; as many as could be listed when storage throws. */
function progressKeys(store: Pick<Storage, 'key' | 'length'>): string[] {
  const keys: string[] = [];
  try {
    for (let i = 0; i < store.length; i++) {
      const key = store.key(i);
      if (key?.startsWith(KEY_PREFIX)) keys.push(key);
    }
  } catch {
    // Storage unavailable part-way: what was listed is still worth sweeping.
  }
  return keys;
}

/**
 * Removes every entry that can no longer be restored: last saved longer ago than a link stays
 * open, or unusable. Run as the participant page starts (main.tsx), so answers to a survey left
 * half-way and never reopened do not stay on the device for good. The keys are listed before any
 * is removed: removing while walking the indices would skip the entry after each one removed.
 */
export function forgetStaleProgress(store: ListableStore | null = browserStore(), now = Date.now()): void {
  if (!store) return;
  for (const key of progressKeys(store)) restoreOrRemove(store, key, now);
}

/** The browser's localStorage, or null where reading it throws (some privacy settings). */
export function browserStore(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}
