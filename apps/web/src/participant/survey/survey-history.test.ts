import { describe, expect, it } from 'vitest';
import { entryOf, revisit, screenEntry } from './survey-history.ts';
import { FINISH, INSTRUCTIONS, initialSurveyState, surveyReducer, type SurveyState } from './survey-state.ts';

const all = () => Array.from({ length: 36 }, () => 100);
const at = (position: number, answers: (number | null)[] = all()): SurveyState => ({
  ...initialSurveyState,
  language: 'es',
  answers,
  position,
});

describe('screenEntry', () => {
  it('puts each screen one entry deeper than the screen its Back leads to', () => {
    expect(screenEntry(initialSurveyState)).toEqual({ depth: 0, language: null });
    expect(screenEntry(at(INSTRUCTIONS))).toEqual({ depth: 1, language: 'es' });
    expect(screenEntry(at(0)).depth).toBe(2);
    expect(screenEntry(at(FINISH)).depth).toBe(38);
    for (const position of [INSTRUCTIONS, 0, 1, 17, 35, FINISH]) {
      const back = surveyReducer(at(position), { type: 'back' });
      expect(screenEntry(back).depth, `back from ${position}`).toBe(screenEntry(at(position)).depth - 1);
    }
  });
});

describe('revisit', () => {
  it('shows again the screen an entry was made for, in its language', () => {
    for (const position of [INSTRUCTIONS, 0, 20, 35, FINISH]) {
      const shown = surveyReducer(at(3), revisit(screenEntry(at(position))));
      expect(shown).toEqual(at(position));
    }
    const choice = surveyReducer(at(3), revisit({ depth: 0, language: null }));
    expect(choice.language).toBeNull();
    // Forward from the language choice returns to the language the entry was made in.
    const forward = surveyReducer(choice, revisit({ depth: 1, language: 'vi' }));
    expect(forward).toMatchObject({ language: 'vi', position: INSTRUCTIONS });
  });

  it('never shows the finish screen with answers missing', () => {
    const answers = all().map((a, i) => (i === 7 ? null : a));
    expect(surveyReducer(at(3, answers), revisit({ depth: 38, language: 'es' })).position).toBe(7);
  });
});

describe('entryOf', () => {
  it("reads the survey's mark, and the language choice from anything else", () => {
    const mark = (value: unknown) => ({ other: 1, romtrackSurveyScreen: value });
    expect(entryOf(mark({ depth: 5, language: 'it' }))).toEqual({ depth: 5, language: 'it' });
    for (const state of [
      null,
      undefined,
      'text',
      { other: 1 },
      mark(null),
      mark({ depth: 5, language: 'xx' }),
      mark({ depth: 0, language: 'it' }),
      mark({ depth: 1.5, language: 'it' }),
      mark({ depth: '5', language: 'it' }),
    ]) {
      expect(entryOf(state), JSON.stringify(state)).toEqual({ depth: 0, language: null });
    }
  });
});
