import { describe, expect, it } from 'vitest';
import {
  FINISH,
  INSTRUCTIONS,
  initialSurveyState,
  isComplete,
  isSkipped,
  nextTarget,
  nextUnanswered,
  normalizePosition,
  surveyReducer,
  type SurveyAction,
  type SurveyState,
} from './survey-state.ts';

/** Answers with the listed item indexes answered (value 100 fits every item). */
function answered(indexes: number[]): (number | null)[] {
  return Array.from({ length: 36 }, (_, i) => (indexes.includes(i) ? 100 : null));
}
const all = () => Array.from({ length: 36 }, () => 100);
const run = (state: SurveyState, ...actions: SurveyAction[]) => actions.reduce(surveyReducer, state);

describe('nextUnanswered', () => {
  it('finds the next gap after the given item', () => {
    expect(nextUnanswered(answered([0, 1, 2]), 0)).toBe(3);
    expect(nextUnanswered(answered([]), INSTRUCTIONS)).toBe(0);
  });

  it('skips answered items and wraps around to gaps left earlier', () => {
    const answers = answered([...Array.from({ length: 36 }, (_, i) => i)].filter((i) => i !== 4 && i !== 20));
    expect(nextUnanswered(answers, 10)).toBe(20);
    expect(nextUnanswered(answers, 20)).toBe(4);
    expect(nextUnanswered(answers, 35)).toBe(4);
  });

  it('is null when everything is answered', () => {
    expect(nextUnanswered(all(), 12)).toBeNull();
    expect(isComplete(all())).toBe(true);
    expect(isComplete(answered([0]))).toBe(false);
  });
});

describe('isSkipped', () => {
  it('marks an unanswered item only once a later one is answered', () => {
    const answers = answered([1, 2]);
    expect(isSkipped(answers, 0)).toBe(true);
    expect(isSkipped(answers, 1)).toBe(false);
    // Not yet gone past: nothing after it is answered.
    expect(isSkipped(answers, 3)).toBe(false);
    expect(isSkipped(answered([]), 0)).toBe(false);
    expect(isSkipped(answered([35]), 34)).toBe(true);
    expect(isSkipped(answered([0]), 35)).toBe(false);
  });
});

describe('surveyReducer', () => {
  const english = run(initialSurveyState, { type: 'language', language: 'en' });

  it('goes language, instructions, first item', () => {
    expect(english.position).toBe(INSTRUCTIONS);
    expect(run(english, { type: 'start' }).position).toBe(0);
    expect(run(english, { type: 'next' }).position).toBe(0);
    // Back from the instructions returns to the language choice.
    expect(run(english, { type: 'back' }).language).toBeNull();
  });

  it('stores an answer and moves to the next unanswered item', () => {
    const state = { ...english, position: 3, answers: answered([4, 5]) };
    const after = run(state, { type: 'answer', index: 3, value: 50 }, { type: 'advance', from: 3 });
    expect(after.answers[3]).toBe(50);
    expect(after.position).toBe(6);
  });

  it('stores an answer without moving when the choice came from arrow keys', () => {
    const state = { ...english, position: 3 };
    const after = run(state, { type: 'answer', index: 3, value: 50 });
    expect(after.answers[3]).toBe(50);
    expect(after.position).toBe(3);
  });

  it('does not advance once the participant has moved elsewhere, or from an unanswered item', () => {
    const answered3 = run({ ...english, position: 3 }, { type: 'answer', index: 3, value: 50 });
    const movedBack = run(answered3, { type: 'back' });
    expect(run(movedBack, { type: 'advance', from: 3 })).toBe(movedBack);
    const unanswered = { ...english, position: 4 };
    expect(run(unanswered, { type: 'advance', from: 4 })).toBe(unanswered);
  });

  it('reaches the finish screen with the last missing answer, wherever it was', () => {
    const answers = all().map((a, i) => (i === 7 ? null : a));
    const after = run(
      { ...english, position: 7, answers },
      { type: 'answer', index: 7, value: 0 },
      { type: 'advance', from: 7 },
    );
    expect(after.position).toBe(FINISH);
    // Changing an earlier answer when all are given goes straight back to the finish screen.
    const changed = run(
      { ...after, position: 2 },
      { type: 'answer', index: 2, value: 0 },
      { type: 'advance', from: 2 },
    );
    expect(changed.position).toBe(FINISH);
  });

  it('steps with Back and Next, and Next from the last item skips to a gap or the finish', () => {
    const state = { ...english, position: 10, answers: answered([]) };
    expect(run(state, { type: 'next' }).position).toBe(11);
    expect(run(state, { type: 'back' }).position).toBe(9);
    expect(run({ ...state, position: 0 }, { type: 'back' }).position).toBe(INSTRUCTIONS);
    const lastOpen = { ...state, position: 35, answers: answered([0, 1]) };
    expect(run(lastOpen, { type: 'next' }).position).toBe(2);
    expect(run({ ...state, position: 35, answers: all() }, { type: 'next' }).position).toBe(FINISH);
    expect(run({ ...state, position: FINISH, answers: all() }, { type: 'back' }).position).toBe(35);
  });

  it('offers no Next when the only unanswered item is the current last one', () => {
    const answers = all().map((a, i) => (i === 35 ? null : a));
    const state = { ...english, position: 35, answers };
    expect(nextTarget(state)).toBeNull();
    expect(run(state, { type: 'next' })).toBe(state);
  });

  it('ignores answers to items that do not exist', () => {
    expect(run(english, { type: 'answer', index: 36, value: 0 })).toBe(english);
  });

  it('switches the language mid-survey keeping the answers, the consent and the place', () => {
    const midway = { ...english, position: 4, answers: answered([0, 1, 2, 3]), consented: true };
    const switched = run(midway, { type: 'switchLanguage', language: 'vi' });
    expect(switched).toEqual({ ...midway, language: 'vi' });
    // On the instructions and the finish screen too: the place is kept there as well.
    expect(run({ ...english, position: INSTRUCTIONS }, { type: 'switchLanguage', language: 'es' })).toMatchObject({
      language: 'es',
      position: INSTRUCTIONS,
    });
    const finished = { ...english, position: FINISH, answers: all(), consented: true };
    expect(run(finished, { type: 'switchLanguage', language: 'zh-TW' })).toEqual({ ...finished, language: 'zh-TW' });
    // Nothing to switch on the first screen (its choice moves on), nor to the language shown.
    expect(run(initialSurveyState, { type: 'switchLanguage', language: 'it' })).toBe(initialSurveyState);
    expect(run(midway, { type: 'switchLanguage', language: 'en' })).toBe(midway);
  });

  it("keeps a switched language when the browser's Back or Forward reaches an entry made before the switch", () => {
    const toVietnamese: SurveyAction = { type: 'switchLanguage', language: 'vi' };
    const switched = run({ ...english, position: 4, answers: answered([0, 1, 2, 3]) }, toVietnamese);
    // Back to the entry of question 4, pushed while the survey was in English.
    const back = run(switched, { type: 'revisit', language: 'en', position: 3 });
    expect(back).toMatchObject({ language: 'vi', position: 3, answers: switched.answers });
    const forward = run(back, { type: 'revisit', language: 'en', position: 5 });
    expect(forward).toMatchObject({ language: 'vi', position: 5 });
    // From the language choice, Forward still comes back in the entry's language.
    const choice = run(switched, { type: 'revisit', language: null, position: INSTRUCTIONS });
    expect(run(choice, { type: 'revisit', language: 'en', position: INSTRUCTIONS }).language).toBe('en');
  });

  it('records consent and starts over on reset', () => {
    const consented = run(english, { type: 'consent', consented: true });
    expect(consented.consented).toBe(true);
    expect(run(consented, { type: 'reset' })).toEqual(initialSurveyState);
  });
});

describe('normalizePosition', () => {
  it('never leaves a participant on the finish screen with answers missing', () => {
    expect(normalizePosition(answered([0, 1]), FINISH)).toBe(2);
    expect(normalizePosition(all(), FINISH)).toBe(FINISH);
    expect(normalizePosition(all(), 99)).toBe(FINISH);
  });

  it('turns nonsense into the instructions screen', () => {
    expect(normalizePosition(all(), Number.NaN)).toBe(INSTRUCTIONS);
    expect(normalizePosition(all(), -5)).toBe(INSTRUCTIONS);
    expect(normalizePosition(all(), 2.5)).toBe(INSTRUCTIONS);
    expect(normalizePosition(all(), 17)).toBe(17);
  });
});
