/**
 * The note a survey link that did not load leaves for `/`: why (closed, not complete, or not
 * reached), in the language chosen on the link, else the browser's, with the link offered again
 * only where it may still be good.
 */
import { describe, expect, it } from 'vitest';
import { forgetLeftLink, leftLinkNotice, noteLeftLink, noticeLanguage } from './left-link-note.ts';
import { MemoryStorage, refusingStorage } from './test-storage.ts';

const TOKEN = 'abcDEF012_-xyz';

describe('left link note', () => {
  it('says nothing when no survey link sent the browser to /', () => {
    expect(leftLinkNotice(new MemoryStorage(), ['vi'])).toBeNull();
  });

  it('says a closed link is no longer valid, in the language chosen on it, offering nothing, until forgotten', () => {
    const storage = new MemoryStorage();
    noteLeftLink({ reason: 'closed' }, 'vi', storage);
    const notice = leftLinkNotice(storage, ['en-US']);
    expect(notice?.language).toBe('vi');
    expect(notice?.text).toMatch(/^Đường liên kết khảo sát này không còn hiệu lực/);
    expect(notice?.retry).toBeNull();
    forgetLeftLink(storage);
    expect(leftLinkNotice(storage, ['en-US'])).toBeNull();
  });

  it('says a link that is not a whole token is not complete, offering nothing', () => {
    const storage = new MemoryStorage();
    noteLeftLink({ reason: 'incomplete' }, null, storage);
    expect(leftLinkNotice(storage, ['es-MX'])).toEqual({
      language: 'es',
      text: 'Este enlace de la encuesta está incompleto. Abra el enlace completo desde su mensaje o pida un enlace nuevo a su centro.',
      retry: null,
    });
  });

  it('says a link that did not load may be tried again, and offers it', () => {
    const storage = new MemoryStorage();
    noteLeftLink({ reason: 'unreachable', token: TOKEN }, 'it', storage);
    expect(leftLinkNotice(storage, ['en'])).toEqual({
      language: 'it',
      text: 'Non è stato possibile caricare il questionario. Controlli la connessione e riprovi.',
      retry: { href: `/survey/${TOKEN}`, label: 'Riprova' },
    });
  });

  it("falls back on the browser's first survey language, then English", () => {
    const storage = new MemoryStorage();
    noteLeftLink({ reason: 'closed' }, null, storage);
    expect(leftLinkNotice(storage, ['de-DE', 'es-MX', 'en'])?.text).toMatch(/^Este enlace de la encuesta/);
    expect(leftLinkNotice(storage, ['de-DE'])?.language).toBe('en');
  });

  it('gives any Chinese the Traditional Chinese text, and matches tags whatever their case', () => {
    expect(noticeLanguage('', ['zh-CN'])).toBe('zh-TW');
    expect(noticeLanguage('', ['zh-Hant-HK'])).toBe('zh-TW');
    expect(noticeLanguage('', ['IT-it'])).toBe('it');
    expect(noticeLanguage('es', ['vi'])).toBe('es');
    expect(noticeLanguage('xx', [])).toBe('en');
  });

  it('ignores what it did not write: an older note, other JSON, or a token that is not one', () => {
    const storage = new MemoryStorage();
    for (const value of [
      'vi',
      '{"reason":"closed"}',
      '{"reason":"other","language":"en"}',
      '{"reason":"unreachable","language":"en"}',
      '{"reason":"unreachable","token":"javascript:alert(1)","language":"en"}',
      '{"reason":"unreachable","token":"../../admin","language":"en"}',
      'null',
    ]) {
      storage.setItem('romtrack.leftSurveyLink', value);
      expect(leftLinkNotice(storage, ['en'])).toBeNull();
    }
  });

  it('is silent when storage refuses', () => {
    const refusing = refusingStorage();
    expect(() => noteLeftLink({ reason: 'closed' }, 'en', refusing)).not.toThrow();
    expect(leftLinkNotice(refusing, ['en'])).toBeNull();
    expect(() => forgetLeftLink(refusing)).not.toThrow();
  });
});
