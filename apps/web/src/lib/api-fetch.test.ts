/**
 * boot.ts asks for a few answers before the app has arrived (askEarly); the screen that then asks
 * for the same address must get that answer instead of a second request, once, and only while
 * it is recent: a screen opened later must not be shown an old answer.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiFetch, ApiError, askEarly } from './api-fetch.ts';

let sent: { path: string; method: string }[] = [];

beforeEach(() => {
  sent = [];
  vi.stubGlobal('localStorage', { getItem: () => 'a-session-token-of-twenty-chars', setItem() {}, removeItem() {} });
  vi.stubGlobal('fetch', async (path: string, init: RequestInit) => {
    sent.push({ path, method: init.method ?? 'GET' });
    return new Response(JSON.stringify({ answer: sent.length }), { status: 200 });
  });
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('answers asked for early', () => {
  it('go, once, to the first GET of the same address', async () => {
    const early = askEarly('/api/v1/config');
    expect(await apiFetch('/api/v1/config')).toEqual({ answer: 1 });
    expect(await early).toEqual({ answer: 1 });
    expect(sent).toHaveLength(1);
    // Taken: the next GET asks the server again.
    expect(await apiFetch('/api/v1/config')).toEqual({ answer: 2 });
    expect(sent).toHaveLength(2);
  });

  it('are not used for another address, nor for a request that sends something', async () => {
    askEarly('/api/v1/centers/a');
    await apiFetch('/api/v1/centers/b');
    await apiFetch('/api/v1/centers/a', { method: 'PUT', body: { name: 'x' } });
    expect(sent.map((r) => `${r.method} ${r.path}`)).toEqual([
      'GET /api/v1/centers/a',
      'GET /api/v1/centers/b',
      'PUT /api/v1/centers/a',
    ]);
  });

  it('are not used once 30 seconds old', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    askEarly('/api/v1/auth/me');
    vi.setSystemTime(Date.now() + 30_001);
    expect(await apiFetch('/api/v1/auth/me')).toEqual({ answer: 2 });
    expect(sent).toHaveLength(2);
  });

  it('hand on a refusal as the request would have', async () => {
    vi.stubGlobal('fetch', async () => new Response(JSON.stringify({ error: 'Session expired' }), { status: 401 }));
    askEarly('/api/v1/auth/me');
    await expect(apiFetch('/api/v1/auth/me')).rejects.toMatchObject({ status: 401, message: 'Session expired' });
  });
});

describe('refusals', () => {
  it("carry the server's code and its Retry-After in seconds", async () => {
    vi.stubGlobal(
      'fetch',
      async () =>
        new Response(
          JSON.stringify({
            success: false,
            error: 'Too many attempts, please try again later',
            code: 'TOO_MANY_REQUESTS',
          }),
          { status: 429, headers: { 'retry-after': '840' } },
        ),
    );
    const refused = await apiFetch('/api/v1/auth/login', { method: 'POST', body: {} }).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(ApiError);
    expect(refused).toMatchObject({ status: 429, code: 'TOO_MANY_REQUESTS', retryAfterSeconds: 840 });
  });

  it('have no Retry-After when the answer gives none', async () => {
    vi.stubGlobal(
      'fetch',
      async () => new Response(JSON.stringify({ error: 'Nope', code: 'FORBIDDEN' }), { status: 403 }),
    );
    await expect(apiFetch('/api/v1/x')).rejects.toMatchObject({ status: 403, retryAfterSeconds: undefined });
  });
});
