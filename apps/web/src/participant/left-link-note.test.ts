/**
 * The note a survey link that did not load leaves for `/`: why (its answers arrived already,
 * closed, not complete, or not reached), in the language chosen on the link, else the browser's,
 * with the link offered again only where it may still be good.
 */
import { describe, expect, it } from 'vitest';
import { forgetLeftLink, leftLinkNotice, noteLeftLink } from './left-link-note.ts';
import { MemoryStorage, refusingStorage } from './test-storage.ts';
import { TOO_MANY_ATTEMPTS, waitFor } from './ui-text/link-notices.ts';
import { fill } from './ui-text/types.ts';

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
    expect(notice?.done).toBe(false);
    forgetLeftLink(storage);
    expect(leftLinkNotice(storage, ['en-US'])).toBeNull();
  });

  it('says a link opened again after its answers arrived that they did, asking for no new link, offering nothing', () => {
    const storage = new MemoryStorage();
    noteLeftLink({ reason: 'received' }, null, storage);
    expect(leftLinkNotice(storage, ['es-MX'])).toEqual({
      language: 'es',
      text: 'Sus respuestas a esta encuesta ya se recibieron. Ya terminó.',
      done: true,
      retry: null,
    });
    noteLeftLink({ reason: 'received' }, 'zh-TW', storage);
    expect(leftLinkNotice(storage, ['en'])?.text).toBe('您這份問卷的答案已經收到，全部結束了。');
  });

  it('says a link that is not a whole token is not complete, offering nothing', () => {
    const storage = new MemoryStorage();
    noteLeftLink({ reason: 'incomplete' }, null, storage);
    expect(leftLinkNotice(storage, ['es-MX'])).toEqual({
      language: 'es',
      text: 'Este enlace de la encuesta está incompleto. Abra el enlace completo desde su mensaje o pida un enlace nuevo a su centro.',
      done: false,
      retry: null,
    });
  });

  it('says a link that did not load may be tried again, and offers it', () => {
    const storage = new MemoryStorage();
    noteLeftLink({ reason: 'unreachable', token: TOKEN }, 'it', storage);
    expect(leftLinkNotice(storage, ['en'])).toEqual({
      language: 'it',
      text: 'Non è stato possibile caricare il questionario. Controlli la connessione e riprovi.',
      done: false,
      retry: { href: `/survey/${TOKEN}`, label: 'Riprova' },
    });
  });

  it('says a link refused for too many attempts from the network is to be tried again after the wait, and offers it', () => {
    const storage = new MemoryStorage();
    noteLeftLink({ reason: 'throttled', token: TOKEN, retryAfterSeconds: 540 }, 'es', storage);
    expect(leftLinkNotice(storage, ['en'])).toEqual({
      language: 'es',
      text: 'Demasiados intentos desde esta red. Espere 9 minutos e inténtelo de nuevo.',
      done: false,
      retry: { href: `/survey/${TOKEN}`, label: 'Intentar de nuevo' },
    });
    // No Retry-After to go by (a proxy's 429): a few minutes.
    noteLeftLink({ reason: 'throttled', token: TOKEN, retryAfterSeconds: null }, null, storage);
    expect(leftLinkNotice(storage, ['en-GB'])?.text).toBe(
      'Too many attempts from this network. Please wait a few minutes and try again.',
    );
  });

  it('asks for a wait of whole minutes, rounded up, as each language writes it', () => {
    expect([1, 60, 61, 900].map((seconds) => waitFor('en', seconds))).toEqual([
      'a minute',
      'a minute',
      '2 minutes',
      '15 minutes',
    ]);
    expect(fill(TOO_MANY_ATTEMPTS.it, { wait: waitFor('it', 30) })).toBe(
      'Troppi tentativi da questa rete. Attenda un minuto e riprovi.',
    );
    expect(fill(TOO_MANY_ATTEMPTS.vi, { wait: waitFor('vi', null) })).toBe(
      'Có quá nhiều lượt thử từ mạng này. Vui lòng đợi vài phút rồi thử lại.',
    );
    expect(fill(TOO_MANY_ATTEMPTS['zh-TW'], { wait: waitFor('zh-TW', 600) })).toBe(
      '此網路的嘗試次數過多。請等候 10 分鐘後再試一次。',
    );
    expect(fill(TOO_MANY_ATTEMPTS['zh-TW'], { wait: waitFor('zh-TW', null) })).toBe(
      '此網路的嘗試次數過多。請等候幾分鐘後再試一次。',
    );
  });

  it("falls back on the browser's first survey language, then English", () => {
    const storage = new MemoryStorage();
    noteLeftLink({ reason: 'closed' }, null, storage);
    expect(leftLinkNotice(storage, ['de-DE', 'es-MX', 'en'])?.text).toMatch(/^Este enlace de la encuesta/);
    expect(leftLinkNotice(storage, ['de-DE'])?.language).toBe('en');
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
      '{"reason":"throttled","language":"en","retryAfterSeconds":60}',
      '{"reason":"throttled","token":"abcDEF012_-xyz","language":"en","retryAfterSeconds":"soon"}',
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
