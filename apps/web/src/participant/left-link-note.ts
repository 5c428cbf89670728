/**
 * A survey link that does not load sends the participant to `/` (spec sections 2 and 8), which is
 * the staff login: on its own, it leaves a participant on a phone in front of a center list and a
 * password field. Before leaving, the survey page notes why, for the next page of the same tab
 * only (sessionStorage), and `/` says it, in the language the participant chose on that link or
 * else the browser's. A link opened again after its answers arrived says that they did, and asks
 * for nothing (a new link's survey would pass for the follow-up). A link that may still be good
 * (the connection dropped, the server failed, or refused it for a while after too many bad links
 * from the same network) is noted with its token, so that `/` can offer it again instead of the
 * participant having to find the message it came in. The staff app imports this one module of
 * the participant page, for the sentences of link-notices.ts.
 */
import type { SurveyLanguage } from '@romtrack/sf36/questionnaire/types';
import { isTokenShaped } from '../lib/link-token.ts';
import type { LinkLoadFailure } from './survey-link.ts';
import { tabStorage } from './tab-storage.ts';
import { browserLanguages, preferredSurveyLanguage } from './ui-text/preferred-language.ts';
import { fill } from './ui-text/types.ts';
import {
  LINK_INCOMPLETE,
  LINK_INVALID,
  LINK_UNREACHABLE,
  SURVEY_RECEIVED,
  TOO_MANY_ATTEMPTS,
  TRY_AGAIN,
  waitFor,
} from './ui-text/link-notices.ts';

const KEY = 'romtrack.leftSurveyLink';

type Storage = Pick<globalThis.Storage, 'getItem' | 'setItem' | 'removeItem'>;

/**
 * Why the survey page sent the participant to `/` (survey-link.ts); a link that may load on a retry
 * comes with its token, and one refused for a while with the server's Retry-After, if it gave one.
 */
export type LeftLink =
  | { reason: Exclude<LinkLoadFailure, 'unreachable' | 'throttled'> }
  | { reason: 'unreachable'; token: string }
  | { reason: 'throttled'; token: string; retryAfterSeconds: number | null };

type Stored = LeftLink & { language: string };

/** Left by the survey page; `language` is the one chosen on the link, if any. */
export function noteLeftLink(
  link: LeftLink,
  language: SurveyLanguage | null,
  storage: Storage | null = tabStorage(),
): void {
  const stored: Stored = { ...link, language: language ?? '' };
  try {
    storage?.setItem(KEY, JSON.stringify(stored));
  } catch {
    // Storage refused (private browsing, full): `/` then shows the login alone.
  }
}

export interface LeftLinkNotice {
  language: SurveyLanguage;
  text: string;
  /** Nothing went wrong: the answers arrived. Said as news, not as a warning. */
  done: boolean;
  /** For a link that may still be good: where to open it again, and the words to offer it with. */
  retry: { href: string; label: string } | null;
}

/** Reads the note back, or null for anything this module did not write. */
function readStored(storage: Storage | null): Stored | null {
  let raw: string | null;
  try {
    raw = storage?.getItem(KEY) ?? null;
  } catch {
    return null;
  }
  if (raw === null) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null) return null;
    const { reason, token, language, retryAfterSeconds } = value as Record<string, unknown>;
    if (typeof language !== 'string') return null;
    if (reason === 'received' || reason === 'closed' || reason === 'incomplete') return { reason, language };
    if (typeof token !== 'string' || !isTokenShaped(token)) return null;
    if (reason === 'unreachable') return { reason, token, language };
    if (reason === 'throttled' && (retryAfterSeconds === null || typeof retryAfterSeconds === 'number'))
      return { reason, token, language, retryAfterSeconds };
    return null;
  } catch {
    return null;
  }
}

/** What `/` says of a link that will never open again, by why. */
const CLOSED_LINK_TEXTS = { received: SURVEY_RECEIVED, closed: LINK_INVALID, incomplete: LINK_INCOMPLETE };

/** What `/` shows, if a survey link sent the browser here. */
export function leftLinkNotice(
  storage: Storage | null = tabStorage(),
  preferred: readonly string[] = browserLanguages(),
): LeftLinkNotice | null {
  const stored = readStored(storage);
  if (!stored) return null;
  const language = preferredSurveyLanguage(stored.language, preferred);
  if (stored.reason !== 'unreachable' && stored.reason !== 'throttled') {
    const done = stored.reason === 'received';
    return { language, text: CLOSED_LINK_TEXTS[stored.reason][language], done, retry: null };
  }
  return {
    language,
    done: false,
    text:
      stored.reason === 'throttled'
        ? fill(TOO_MANY_ATTEMPTS[language], { wait: waitFor(language, stored.retryAfterSeconds) })
        : LINK_UNREACHABLE[language],
    retry: { href: `/survey/${stored.token}`, label: TRY_AGAIN[language] },
  };
}

/** Called once `/` has shown the notice, so a reload or a later visit shows the login alone. */
export function forgetLeftLink(storage: Storage | null = tabStorage()): void {
  try {
    storage?.removeItem(KEY);
  } catch {
    // Nothing stored can be reached either.
  }
}
