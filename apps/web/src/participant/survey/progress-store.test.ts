import { describe, expect, it } from 'vitest';
import { clearProgress, loadProgress, progressKey, saveProgress } from './progress-store.ts';
import { FINISH, INSTRUCTIONS, initialSurveyState, type SurveyState } from './survey-state.ts';

/** An in-memory Storage stand-in (the tests run in Node, without a DOM). */
class MemoryStore {
  readonly items = new Map<string, string>();
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.items.set(key, value);
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
}

const TOKEN = 'a'.repeat(43);

function inProgress(): SurveyState {
  const answers = initialSurveyState.answers.map((_, i) => (i < 5 ? 100 : null));
  return { language: 'vi', answers, position: 5, consented: true };
}

describe('survey progress in storage', () => {
  it('restores language, answers, position and consent for the same link only', () => {
    const store = new MemoryStore();
    saveProgress(store, TOKEN, inProgress());
    expect(loadProgress(store, TOKEN)).toEqual(inProgress());
    expect(loadProgress(store, 'b'.repeat(43))).toBeNull();
  });

  it('restores a participant who had only chosen a language, or nothing yet', () => {
    const store = new MemoryStore();
    saveProgress(store, TOKEN, { ...initialSurveyState, language: 'es' });
    expect(loadProgress(store, TOKEN)).toEqual({ ...initialSurveyState, language: 'es', position: INSTRUCTIONS });
    saveProgress(store, TOKEN, initialSurveyState);
    expect(loadProgress(store, TOKEN)).toEqual(initialSurveyState);
  });

  it('is gone after clearProgress (a successful submit)', () => {
    const store = new MemoryStore();
    saveProgress(store, TOKEN, inProgress());
    clearProgress(store, TOKEN);
    expect(store.items.size).toBe(0);
    expect(loadProgress(store, TOKEN)).toBeNull();
  });

  it('moves a stored finish screen back to the first gap when answers are missing', () => {
    const store = new MemoryStore();
    saveProgress(store, TOKEN, { ...inProgress(), position: FINISH });
    expect(loadProgress(store, TOKEN)?.position).toBe(5);
  });

  const broken: [string, unknown][] = [
    ['not JSON', '{oops'],
    ['another version', { ...inProgress(), v: 2 }],
    ['an unknown language', { ...inProgress(), v: 1, language: 'fr' }],
    ['too few answers', { ...inProgress(), v: 1, answers: [100] }],
    ['a value the item cannot have', { ...inProgress(), v: 1, answers: inProgress().answers.map(() => 33) }],
    // Items 13-19 are yes/no (0 or 100): 50 is not one of their values.
    [
      '50 for a yes/no item',
      { ...inProgress(), v: 1, answers: inProgress().answers.map((_, i) => (i === 12 ? 50 : null)) },
    ],
    ['a string answer', { ...inProgress(), v: 1, answers: inProgress().answers.map(() => '100') }],
    ['null', null],
  ];
  it.each(broken)('starts afresh from %s', (_, value) => {
    const store = new MemoryStore();
    store.setItem(progressKey(TOKEN), typeof value === 'string' ? value : JSON.stringify(value));
    expect(loadProgress(store, TOKEN)).toBeNull();
  });

  it('keeps working when storage throws (private browsing, quota)', () => {
    const failing = {
      getItem(): string | null {
        throw new Error('denied');
      },
      setItem(): void {
        throw new Error('quota');
      },
      removeItem(): void {
        throw new Error('denied');
      },
    };
    expect(() => saveProgress(failing, TOKEN, inProgress())).not.toThrow();
    expect(loadProgress(failing, TOKEN)).toBeNull();
    expect(() => clearProgress(failing, TOKEN)).not.toThrow();
  });
});
