import { describe, expect, it } from 'vitest';
import { MemoryStorage, refusingStorage } from '../test-storage.ts';
import { noteSubmitted, submittedLanguage } from './submitted-store.ts';

const TOKEN = 'a'.repeat(43);
const OTHER = 'b'.repeat(43);

describe('survey submitted in this tab', () => {
  it('is remembered with its language, for that link only', () => {
    const store = new MemoryStorage();
    expect(submittedLanguage(TOKEN, store)).toBeNull();
    noteSubmitted(TOKEN, 'es', store);
    expect(submittedLanguage(TOKEN, store)).toBe('es');
    expect(submittedLanguage(OTHER, store)).toBeNull();
  });

  it('keeps the token and the language only, nothing about the answers', () => {
    const store = new MemoryStorage();
    noteSubmitted(TOKEN, 'zh-TW', store);
    expect([...store.items.values()].map((value) => JSON.parse(value) as unknown)).toEqual([
      { token: TOKEN, language: 'zh-TW' },
    ]);
  });

  it('remembers the latest link submitted in the tab', () => {
    const store = new MemoryStorage();
    noteSubmitted(TOKEN, 'vi', store);
    noteSubmitted(OTHER, 'it', store);
    expect(submittedLanguage(OTHER, store)).toBe('it');
    expect(submittedLanguage(TOKEN, store)).toBeNull();
  });

  it('ignores what it did not write', () => {
    for (const value of ['not json', '42', 'null', JSON.stringify({ token: TOKEN, language: 'de' })]) {
      const store = new MemoryStorage();
      store.setItem('romtrack.submittedSurvey', value);
      expect(submittedLanguage(TOKEN, store)).toBeNull();
    }
  });

  it('is silent when storage refuses', () => {
    const refusing = refusingStorage();
    expect(() => noteSubmitted(TOKEN, 'en', refusing)).not.toThrow();
    expect(submittedLanguage(TOKEN, refusing)).toBeNull();
  });
});
