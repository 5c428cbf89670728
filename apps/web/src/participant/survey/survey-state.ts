/**
 * The survey's navigation rules as a pure reducer (spec section 2 "Survey screen behaviour"):
 * the language first, then the instructions, then one item at a time; choosing an answer
 * stores it and moves to the next UNANSWERED item; Back and Next step through; once all 36
 * are answered the finish step (consent and submit) follows.
 */
import { ITEM_COUNT } from '@romtrack/sf36/recode';
import type { SurveyLanguage } from '@romtrack/sf36/questionnaire/types';

/** `position` of the instructions screen. */
export const INSTRUCTIONS = -1;
/** `position` of the finish screen (consent and submit, or the demo's results button). */
export const FINISH = ITEM_COUNT;

/** One recoded score (0..100) per item, or null while unanswered. */
export type Answers = readonly (number | null)[];

export interface SurveyState {
  /** Null until the participant has chosen a language (the first screen). */
  readonly language: SurveyLanguage | null;
  readonly answers: Answers;
  /** INSTRUCTIONS, an item index 0..35, or FINISH. Ignored while `language` is null. */
  readonly position: number;
  readonly consented: boolean;
}

export type SurveyAction =
  | { type: 'language'; language: SurveyLanguage }
  /** Another language chosen on a later screen: the answers, the consent and the place stay. */
  | { type: 'switchLanguage'; language: SurveyLanguage }
  | { type: 'start' }
  /** Stores an answer; moving on is a separate `advance`, so arrow keys can browse options. */
  | { type: 'answer'; index: number; value: number }
  /** After an answer to item `from`: on to the next unanswered item (or the finish screen). */
  | { type: 'advance'; from: number }
  | { type: 'back' }
  | { type: 'next' }
  /** The browser's Back or Forward arrived at this screen's history entry (survey-history.ts). */
  | { type: 'revisit'; language: SurveyLanguage | null; position: number }
  | { type: 'consent'; consented: boolean }
  | { type: 'reset' };

export const initialSurveyState: SurveyState = {
  language: null,
  answers: Array.from({ length: ITEM_COUNT }, () => null),
  position: INSTRUCTIONS,
  consented: false,
};

export function answeredCount(answers: Answers): number {
  return answers.filter((a) => a !== null).length;
}

/** All 36 answered (the spec's "more than 35 answers"): only then may the survey be submitted. */
export function isComplete(answers: Answers): boolean {
  return answers.length === ITEM_COUNT && answeredCount(answers) === ITEM_COUNT;
}

/**
 * The first unanswered item after `from`, wrapping around to the start, so items skipped
 * with Next are offered again before the finish screen.
 *
 * @param from An item index (or INSTRUCTIONS to search from the first item).
 * @returns An item index 0..35, or null when every item is answered.
 */
export function nextUnanswered(answers: Answers, from: number): number | null {
  for (let step = 1; step <= ITEM_COUNT; step++) {
    const index = (((from + step) % ITEM_COUNT) + ITEM_COUNT) % ITEM_COUNT;
    if (answers[index] === null || answers[index] === undefined) return index;
  }
  return null;
}

/**
 * An unanswered item the participant has gone past: a later one is answered. From the last
 * item the survey comes back round to it ("Question 1 of 36" again), so its screen says why.
 */
export function isSkipped(answers: Answers, index: number): boolean {
  return answers[index] === null && answers.slice(index + 1).some((a) => a !== null);
}

/**
 * Where Next leads from `position`, or null when it leads nowhere new (the last item is the
 * only unanswered one, so there is nothing to skip to).
 */
export function nextTarget(state: SurveyState): number | null {
  const { position, answers } = state;
  if (position === INSTRUCTIONS) return 0;
  if (position >= FINISH) return null;
  if (position < ITEM_COUNT - 1) return position + 1;
  if (isComplete(answers)) return FINISH;
  const skipTo = nextUnanswered(answers, position);
  return skipTo === null || skipTo === position ? null : skipTo;
}

/** Keeps a restored or edited position consistent with the answers. */
export function normalizePosition(answers: Answers, position: number): number {
  if (!Number.isInteger(position) || position < INSTRUCTIONS) return INSTRUCTIONS;
  if (position >= FINISH) return isComplete(answers) ? FINISH : (nextUnanswered(answers, INSTRUCTIONS) ?? FINISH);
  return position;
}

export function surveyReducer(state: SurveyState, action: SurveyAction): SurveyState {
  switch (action.type) {
    case 'language':
      return { ...state, language: action.language, position: INSTRUCTIONS };
    case 'switchLanguage':
      // Only once in the survey: the first screen's choice is `language`, which also moves on.
      if (state.language === null || state.language === action.language) return state;
      return { ...state, language: action.language };
    case 'start':
      return { ...state, position: 0 };
    case 'answer': {
      if (!Number.isInteger(action.index) || action.index < 0 || action.index >= ITEM_COUNT) return state;
      return { ...state, answers: state.answers.map((a, i) => (i === action.index ? action.value : a)) };
    }
    case 'advance':
      // Ignored when the participant has already moved on (Back or Next during the short pause).
      if (state.position !== action.from || state.answers[action.from] === null) return state;
      return { ...state, position: nextUnanswered(state.answers, action.from) ?? FINISH };
    case 'back':
      if (state.language === null) return state;
      // Back from the instructions returns to the language choice.
      if (state.position <= INSTRUCTIONS) return { ...state, language: null };
      return { ...state, position: state.position - 1 };
    case 'next': {
      const target = nextTarget(state);
      return target === null ? state : { ...state, position: target };
    }
    case 'revisit': {
      if (action.language === null) return { ...state, language: null, position: INSTRUCTIONS };
      // The entries behind a language switched to mid-survey still carry the earlier language: the
      // browser's Back and Forward step through the screens, never back to a language left. Only
      // from the language choice (none chosen yet) does an entry's language come back.
      const language = state.language ?? action.language;
      return { ...state, language, position: normalizePosition(state.answers, action.position) };
    }
    case 'consent':
      return { ...state, consented: action.consented };
    case 'reset':
      return initialSurveyState;
  }
}
