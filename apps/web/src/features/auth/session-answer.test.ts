import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-fetch.ts';
import { sessionIsGone } from './session-answer.ts';

describe('sessionIsGone', () => {
  it('is true only when the server refuses the session', () => {
    expect(sessionIsGone(new ApiError(401, 'Please sign in', 'UNAUTHENTICATED'))).toBe(true);
  });

  it('keeps the session through network failures, aborted requests and server errors', () => {
    // The API client's answer when fetch fails (no network, or the page being left).
    expect(sessionIsGone(new ApiError(0, 'The server could not be reached.', 'NETWORK'))).toBe(false);
    expect(sessionIsGone(new TypeError('Failed to fetch'))).toBe(false);
    expect(sessionIsGone(new DOMException('The user aborted a request.', 'AbortError'))).toBe(false);
    expect(sessionIsGone(new ApiError(503, 'The database is not reachable', 'UNAVAILABLE'))).toBe(false);
    expect(sessionIsGone(new ApiError(500, 'There was a problem with the server', 'INTERNAL'))).toBe(false);
  });
});
