/**
 * The survey's screens as entries of the tab's history, so the browser's Back (a phone's Back key
 * or gesture) steps back a screen, as the page's own Back does, instead of leaving the survey
 * half-way; Forward steps on again. The language choice is the entry the page opened in; every
 * later screen, up to the one shown, has an entry of its own on top of it, marked with how deep it
 * is. Once the survey is over, its entries are given back, so Back then leaves the page.
 *
 * Entries are added only as the participant moves on, by a tap or a key: Chromium's Back button
 * skips entries that a page adds without the user's activation.
 */
import { isSurveyLanguage, type SurveyLanguage } from '@romtrack/sf36/questionnaire/types';
import { useEffect, useRef, type Dispatch } from 'react';
import { INSTRUCTIONS, type SurveyAction, type SurveyState } from './survey-state.ts';

/** A screen as its history entry records it. */
export interface ScreenEntry {
  /** 0 for the language choice, 1 the instructions, 2 + i item i, 2 + 36 the finish. */
  depth: number;
  language: SurveyLanguage | null;
}

/** The key of the survey's mark in `history.state`; a reload keeps it. */
const MARK = 'romtrackSurveyScreen';

export function screenEntry(state: Pick<SurveyState, 'language' | 'position'>): ScreenEntry {
  if (state.language === null) return { depth: 0, language: null };
  return { depth: state.position - INSTRUCTIONS + 1, language: state.language };
}

/** What a history entry's state says of the survey's screen: the language choice if nothing. */
export function entryOf(historyState: unknown): ScreenEntry {
  const mark = (historyState as Record<string, unknown> | null)?.[MARK] as Partial<ScreenEntry> | undefined;
  const { depth, language } = mark ?? {};
  if (!Number.isInteger(depth) || depth! < 1 || !isSurveyLanguage(language)) return { depth: 0, language: null };
  return { depth: depth!, language };
}

/** The reducer's action that shows the screen of `entry`. */
export function revisit(entry: ScreenEntry): SurveyAction {
  return { type: 'revisit', language: entry.language, position: entry.depth + INSTRUCTIONS - 1 };
}

/** The current history state with the mark of `entry`. */
const marked = (entry: ScreenEntry) => ({ ...(window.history.state as object | null), [MARK]: entry });

const sameScreen = (a: ScreenEntry, b: ScreenEntry) => a.depth === b.depth && a.language === b.language;

/** Survey screens showing now; more than one only for a moment (React's development re-run). */
let surveysShown = 0;

/**
 * Keeps the tab's history in step with the survey, and shows the screen the browser's Back or
 * Forward arrives at.
 *
 * @returns The page's own Back: through the history when the entry below is the screen before,
 *   so that both Backs are one and the same step.
 */
export function useSurveyHistory(state: SurveyState, dispatch: Dispatch<SurveyAction>): () => void {
  const { depth, language } = screenEntry(state);
  const shown = useRef<ScreenEntry>({ depth, language });

  // The history follows the survey: an entry for each screen moved on to, and back to the shown
  // screen's entry when the survey moved back without the history (a wrap-around to an item
  // skipped earlier, or the page's own Back while the history had not caught up).
  useEffect(() => {
    shown.current = { depth, language };
    const at = entryOf(window.history.state);
    if (at.depth > 0 && depth > 0 && at.language !== language) {
      // The language was switched on this screen (LanguageSwitch), or the history is left by an
      // earlier run of this link: the entry is relabelled, not added, so Back leads to the screen
      // before and not to the same one in the language left. The entries below keep the earlier
      // language until they are shown again, and `revisit` keeps the survey's (survey-state.ts).
      window.history.replaceState(marked(shown.current), '');
    } else if (depth < at.depth) {
      // Its popstate finds the shown screen's entry, so it changes nothing.
      window.history.go(depth - at.depth);
    } else {
      for (let next = at.depth + 1; next <= depth; next++) {
        window.history.pushState(marked({ depth: next, language }), '');
      }
    }
  }, [depth, language]);

  useEffect(() => {
    const onPopState = (event: PopStateEvent) => {
      const entry = entryOf(event.state);
      if (!sameScreen(entry, shown.current)) dispatch(revisit(entry));
    };
    window.addEventListener('popstate', onPopState);
    surveysShown++;
    return () => {
      window.removeEventListener('popstate', onPopState);
      surveysShown--;
      // A moment later, unless another survey shows by then: its entries are given back, so the
      // next Back after the thank-you (or the demo's results) leaves the page.
      window.setTimeout(() => {
        const at = entryOf(window.history.state).depth;
        if (surveysShown === 0 && at > 0) window.history.go(-at);
      });
    };
  }, [dispatch]);

  return () => {
    const at = entryOf(window.history.state);
    if (at.depth > 0 && sameScreen(at, screenEntry(state))) window.history.back();
    else dispatch({ type: 'back' });
  };
}
