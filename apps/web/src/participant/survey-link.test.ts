import { describe, expect, it } from 'vitest';
import { linkClosed, linkLoadFailure } from './survey-link.ts';

describe('survey link', () => {
  it('tells a link that is not a token from a closed one, and both from one that may load on a retry', () => {
    expect([400, 404, 410].map(linkLoadFailure)).toEqual(['incomplete', 'closed', 'closed']);
    expect([400, 404, 410].map(linkClosed)).toEqual([false, true, true]);
    for (const status of [0, 401, 429, 500, 502]) expect(linkLoadFailure(status)).toBe('unreachable');
  });
});
