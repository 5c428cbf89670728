import { describe, expect, it } from 'vitest';
import { isTokenShaped, linkClosed, linkLoadFailure, trimToken } from './survey-link.ts';

const TOKEN = 'aB3_-'.repeat(8) + 'xyz';

describe('survey link', () => {
  it('drops what the end of a sentence leaves after a token', () => {
    for (const tail of ['.', ')', ',', ').', '",', '!?', ' ', '»']) expect(trimToken(TOKEN + tail)).toBe(TOKEN);
  });

  it('keeps a token whole, and anything but its end as it is', () => {
    expect(trimToken(TOKEN)).toBe(TOKEN);
    expect(trimToken('ab.cd')).toBe('ab.cd');
    expect(trimToken('ab)cd)')).toBe('ab)cd');
  });

  it('tells a string of token characters from anything else', () => {
    expect(isTokenShaped(TOKEN)).toBe(true);
    for (const value of ['', 'ab.cd', 'javascript:alert(1)', '../admin', 'ab cd'])
      expect(isTokenShaped(value)).toBe(false);
  });

  it('leaves a segment with nothing of a token alone, for the server to refuse', () => {
    expect(trimToken(').')).toBe(').');
  });

  it('tells a link that is not a token from a closed one, and both from one that may load on a retry', () => {
    expect([400, 404, 410].map(linkLoadFailure)).toEqual(['incomplete', 'closed', 'closed']);
    expect([400, 404, 410].map(linkClosed)).toEqual([false, true, true]);
    for (const status of [0, 401, 429, 500, 502]) expect(linkLoadFailure(status)).toBe('unreachable');
  });
});
