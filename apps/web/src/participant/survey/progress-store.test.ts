import { SURVEY_LINK_TTL_MS } from '@romtrack/shared/survey-link';
import { describe, expect, it } from 'vitest';
import {
  clearProgress,
  forgetStaleProgress,
  loadProgress,
  progressKey,
  saveProgress,
  serializeProgress,
} from './progress-store.ts';
import { MemoryStorage, refusingStorage } from '../test-storage.ts';
import { FINISH, INSTRUCTIONS, initialSurveyState, type SurveyState } from './survey-state.ts';

const TOKEN = 'a'.repeat(43);
const NOW = Date.UTC(2026, 10, 25, 12);

function inProgress(): SurveyState {
  const answers = initialSurveyState.answers.map((_, i) => (i < 5 ? 100 : null));
  return { language: 'vi', answers, position: 5, consented: true };
}

describe('survey progress in storage', () => {
  it('restores language, answers, position and consent for the same link only', () => {
    const store = new MemoryStorage();
    saveProgress(store, TOKEN, inProgress());
    expect(loadProgress(store, TOKEN)).toEqual(inProgress());
    expect(loadProgress(store, 'b'.repeat(43))).toBeNull();
  });

  it('restores a participant who had only chosen a language, or nothing yet', () => {
    const store = new MemoryStorage();
    saveProgress(store, TOKEN, { ...initialSurveyState, language: 'es' });
    expect(loadProgress(store, TOKEN)).toEqual({ ...initialSurveyState, language: 'es', position: INSTRUCTIONS });
    saveProgress(store, TOKEN, initialSurveyState);
    expect(loadProgress(store, TOKEN)).toEqual(initialSurveyState);
  });

  it('is gone after clearProgress (a successful submit)', () => {
    const store = new MemoryStorage();
    saveProgress(store, TOKEN, inProgress());
    clearProgress(store, TOKEN);
    expect(store.items.size).toBe(0);
    expect(loadProgress(store, TOKEN)).toBeNull();
  });

  it('moves a stored finish screen back to the first gap when answers are missing', () => {
    const store = new MemoryStorage();
    saveProgress(store, TOKEN, { ...inProgress(), position: FINISH });
    expect(loadProgress(store, TOKEN)?.position).toBe(5);
  });

  /** A stored entry as this version writes it, with `changes` made to it. */
  const entry = (changes: Record<string, unknown>) => ({
    ...JSON.parse(serializeProgress(inProgress(), NOW)),
    ...changes,
  });
  const broken: [string, unknown][] = [
    ['not JSON', '{oops'],
    ['the version before savedAt', { ...inProgress(), v: 1 }],
    ['a later version', entry({ v: 3 })],
    ['no time of saving', entry({ savedAt: undefined })],
    ['a time of saving that is not a number', entry({ savedAt: String(NOW) })],
    ['an unknown language', entry({ language: 'fr' })],
    ['too few answers', entry({ answers: [100] })],
    ['a value the item cannot have', entry({ answers: inProgress().answers.map(() => 33) })],
    // Items 13-19 are yes/no (0 or 100): 50 is not one of their values.
    ['50 for a yes/no item', entry({ answers: inProgress().answers.map((_, i) => (i === 12 ? 50 : null)) })],
    ['a string answer', entry({ answers: inProgress().answers.map(() => '100') })],
    ['null', null],
  ];
  it.each(broken)('starts afresh from %s, and removes it', (_, value) => {
    const store = new MemoryStorage();
    store.setItem(progressKey(TOKEN), typeof value === 'string' ? value : JSON.stringify(value));
    expect(loadProgress(store, TOKEN, NOW)).toBeNull();
    expect(store.items.size).toBe(0);
  });

  it('keeps working when storage throws (private browsing, quota)', () => {
    const failing = refusingStorage();
    expect(() => saveProgress(failing, TOKEN, inProgress())).not.toThrow();
    expect(loadProgress(failing, TOKEN)).toBeNull();
    expect(() => clearProgress(failing, TOKEN)).not.toThrow();
  });
});

describe('answers in progress, once no open link can have them', () => {
  it('are restored up to a link lifetime after their last save', () => {
    const store = new MemoryStorage();
    saveProgress(store, TOKEN, inProgress(), NOW);
    expect(loadProgress(store, TOKEN, NOW + SURVEY_LINK_TTL_MS)).toEqual(inProgress());
    // Each save counts from anew: a participant still answering keeps the answers.
    saveProgress(store, TOKEN, inProgress(), NOW + SURVEY_LINK_TTL_MS);
    expect(loadProgress(store, TOKEN, NOW + 2 * SURVEY_LINK_TTL_MS)).toEqual(inProgress());
  });

  it('are not restored, and are removed, once their last save is longer ago than a link lifetime', () => {
    const store = new MemoryStorage();
    saveProgress(store, TOKEN, inProgress(), NOW);
    expect(loadProgress(store, TOKEN, NOW + SURVEY_LINK_TTL_MS + 1)).toBeNull();
    expect(store.items.size).toBe(0);
  });

  it('are not restored, and are removed, when dated more than a link lifetime ahead (a clock set wrong)', () => {
    const store = new MemoryStorage();
    saveProgress(store, TOKEN, inProgress(), NOW + SURVEY_LINK_TTL_MS + 1);
    expect(loadProgress(store, TOKEN, NOW)).toBeNull();
    expect(store.items.size).toBe(0);
  });

  it('are swept: stale and unusable entries go, live entries and every other key stay', () => {
    const store = new MemoryStorage();
    const stale = ['b', 'c'].map((c) => c.repeat(43));
    // Side by side, so that a sweep removing as it walks the keys would skip one.
    for (const token of stale) saveProgress(store, token, inProgress(), NOW - SURVEY_LINK_TTL_MS - 1);
    saveProgress(store, TOKEN, inProgress(), NOW - SURVEY_LINK_TTL_MS);
    store.setItem(progressKey('d'.repeat(43)), '{oops');
    store.setItem(progressKey('e'.repeat(43)), JSON.stringify({ ...inProgress(), v: 1 }));
    const others = {
      'romtrack.token': 'a-staff-session-token',
      'romtrack.surveys': serializeProgress(inProgress(), 0),
      'another.app': '{oops',
    };
    for (const [key, value] of Object.entries(others)) store.setItem(key, value);

    forgetStaleProgress(store, NOW);
    expect(Object.fromEntries(store.items)).toEqual({
      [progressKey(TOKEN)]: serializeProgress(inProgress(), NOW - SURVEY_LINK_TTL_MS),
      ...others,
    });
    expect(loadProgress(store, TOKEN, NOW)).toEqual(inProgress());
  });

  it('are swept harmlessly where storage throws or is not there', () => {
    const failing = refusingStorage();
    expect(() => forgetStaleProgress(failing, NOW)).not.toThrow();
    expect(() => forgetStaleProgress(null, NOW)).not.toThrow();
    // Keys listed, but the entries neither readable nor removable.
    const store = new MemoryStorage();
    saveProgress(store, TOKEN, inProgress(), 0);
    const unreadable = Object.assign(store, { getItem: failing.getItem, removeItem: failing.removeItem });
    expect(() => forgetStaleProgress(unreadable, NOW)).not.toThrow();
  });
});
