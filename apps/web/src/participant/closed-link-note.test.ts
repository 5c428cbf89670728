/**
 * The note a closed survey link leaves for `/`: in the language chosen on the link, else the
 * browser's, shown once.
 */
import { describe, expect, it } from 'vitest';
import { closedLinkNotice, forgetClosedLink, noteClosedLink, noticeLanguage } from './closed-link-note.ts';

function memoryStorage() {
  const values = new Map<string, string>();
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    removeItem: (key: string) => void values.delete(key),
  };
}

describe('closed link note', () => {
  it('says nothing when no closed link sent the browser to /', () => {
    expect(closedLinkNotice(memoryStorage(), ['vi'])).toBeNull();
  });

  it('says it in the language chosen on the link, until forgotten', () => {
    const storage = memoryStorage();
    noteClosedLink('vi', storage);
    const notice = closedLinkNotice(storage, ['en-US']);
    expect(notice?.language).toBe('vi');
    expect(notice?.text).toMatch(/^Đường liên kết khảo sát này không còn hiệu lực/);
    forgetClosedLink(storage);
    expect(closedLinkNotice(storage, ['en-US'])).toBeNull();
  });

  it("falls back on the browser's first survey language, then English", () => {
    const storage = memoryStorage();
    noteClosedLink(null, storage);
    expect(closedLinkNotice(storage, ['de-DE', 'es-MX', 'en'])?.text).toMatch(/^Este enlace de la encuesta/);
    expect(closedLinkNotice(storage, ['de-DE'])?.language).toBe('en');
  });

  it('gives any Chinese the Traditional Chinese text, and matches tags whatever their case', () => {
    expect(noticeLanguage('', ['zh-CN'])).toBe('zh-TW');
    expect(noticeLanguage('', ['zh-Hant-HK'])).toBe('zh-TW');
    expect(noticeLanguage('', ['IT-it'])).toBe('it');
    expect(noticeLanguage('es', ['vi'])).toBe('es');
    expect(noticeLanguage('xx', [])).toBe('en');
  });

  it('is silent when storage refuses', () => {
    const refusing = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
      removeItem: () => {
        throw new Error('denied');
      },
    };
    expect(() => noteClosedLink('en', refusing)).not.toThrow();
    expect(closedLinkNotice(refusing, ['en'])).toBeNull();
    expect(() => forgetClosedLink(refusing)).not.toThrow();
  });
});
