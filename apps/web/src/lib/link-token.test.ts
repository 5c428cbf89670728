import { describe, expect, it } from 'vitest';
import { isTokenShaped, trimToken } from './link-token.ts';

const TOKEN = 'aB3_-'.repeat(8) + 'xyz';

describe('a link token', () => {
  it('drops what the end of a sentence leaves after a token', () => {
    for (const tail of ['.', ')', ',', ').', '",', '!?', ' ', '»']) expect(trimToken(TOKEN + tail)).toBe(TOKEN);
  });

  it('drops a percent escape after a token, whole or cut short, as a link cut in a message has', () => {
    for (const tail of ['%29', '%E2%80%9D', '%E2%80', '%2', '%', ')%2', '%2E%2'])
      expect(trimToken(TOKEN + tail)).toBe(TOKEN);
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
});
