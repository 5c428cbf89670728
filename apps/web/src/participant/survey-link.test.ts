import { describe, expect, it } from 'vitest';
import { linkClosed, linkLoadFailure } from './survey-link.ts';

describe('survey link', () => {
  it('tells a link that is not a token from a closed one, and both from one that may load on a retry or after a wait', () => {
    expect([400, 404, 410].map((status) => linkLoadFailure(status))).toEqual(['incomplete', 'closed', 'closed']);
    // Opened again after its answers arrived: said so, not "ask for a new link"; only on a 404.
    expect(linkLoadFailure(404, 'ALREADY_RECEIVED')).toBe('received');
    expect(linkLoadFailure(404, 'NOT_FOUND')).toBe('closed');
    expect(linkLoadFailure(500, 'ALREADY_RECEIVED')).toBe('unreachable');
    expect([400, 404, 410].map(linkClosed)).toEqual([false, true, true]);
    // Refused for too many bad links from the network: not a connection problem, and not closed.
    expect(linkLoadFailure(429)).toBe('throttled');
    expect(linkClosed(429)).toBe(false);
    for (const status of [0, 401, 500, 502]) expect(linkLoadFailure(status)).toBe('unreachable');
  });
});
