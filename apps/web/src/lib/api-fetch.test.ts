/**
 * boot.ts asks for a few answers before the app has arrived (askEarly); the screen that then asks
 * for the same address must get that answer instead of a second request, once, and only while
 * it is recent: a screen opened later must not be shown an old answer.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiFetch, ApiError, askEarly, REQUEST_TIMEOUT_MS } from './api-fetch.ts';
import { sessionToken } from './session-token.ts';

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

describe('a session that has ended', () => {
  /** A localStorage of one key, and a server that answers every request with `status`. */
  function setUp(stored: string | null, status: number) {
    const store = new Map<string, string>(stored ? [['romtrack.token', stored]] : []);
    vi.stubGlobal('localStorage', {
      getItem: (key: string) => store.get(key) ?? null,
      setItem: (key: string, value: string) => store.set(key, value),
      removeItem: (key: string) => store.delete(key),
    });
    vi.stubGlobal('fetch', async () => new Response(JSON.stringify({ success: false, error: 'x' }), { status }));
    // A listener for nothing takes any end an earlier test left unheard.
    sessionToken.onEnded(() => undefined)();
    const ended = vi.fn();
    const stop = sessionToken.onEnded(ended);
    return { store, ended, stop };
  }

  it('is forgotten, and the auth state told, when the server answers 401 to a request that carried it', async () => {
    const { store, ended, stop } = setUp('the-old-session', 401);
    await expect(apiFetch('/api/v1/users')).rejects.toMatchObject({ status: 401 });
    expect(store.has('romtrack.token')).toBe(false);
    expect(ended).toHaveBeenCalledOnce();
    stop();
  });

  it('stays on a refusal of another kind, and a 401 without a session (a wrong password) tells nobody', async () => {
    const refused = setUp('a-live-session', 403);
    await expect(apiFetch('/api/v1/centers/x')).rejects.toMatchObject({ status: 403 });
    expect(refused.store.get('romtrack.token')).toBe('a-live-session');
    expect(refused.ended).not.toHaveBeenCalled();
    refused.stop();

    const login = setUp(null, 401);
    await expect(apiFetch('/api/v1/auth/login', { method: 'POST', body: {} })).rejects.toMatchObject({ status: 401 });
    expect(login.ended).not.toHaveBeenCalled();
    login.stop();
  });

  it('is told to the first listener when it ended before anything listened, and only once', async () => {
    // The page's first check (boot.ts) answered before the app, and its auth state, had loaded.
    const early = setUp('the-bookmarked-session', 401);
    early.stop();
    await expect(apiFetch('/api/v1/users/me')).rejects.toMatchObject({ status: 401 });
    expect(early.store.has('romtrack.token')).toBe(false);
    const first = vi.fn();
    const stopFirst = sessionToken.onEnded(first);
    expect(first).toHaveBeenCalledOnce();
    const second = vi.fn();
    const stopSecond = sessionToken.onEnded(second);
    expect(second).not.toHaveBeenCalled();
    stopFirst();
    stopSecond();
  });

  it('does not take a newer session with it', () => {
    const { store, ended, stop } = setUp('the-new-session', 401);
    // A 401 to a request sent before the person signed in again.
    sessionToken.ended('the-old-session');
    expect(store.get('romtrack.token')).toBe('the-new-session');
    expect(ended).not.toHaveBeenCalled();
    stop();
  });
});

describe('an answer asked for early, and a sign-in meanwhile', () => {
  it('is not given to the new session: the next GET asks the server again', async () => {
    let stored: string | null = 'the-session-at-boot';
    vi.stubGlobal('localStorage', {
      getItem: () => stored,
      setItem: (_key: string, value: string) => (stored = value),
      removeItem: () => (stored = null),
    });
    askEarly('/api/v1/auth/me');
    stored = 'a-new-session';
    expect(await apiFetch('/api/v1/auth/me')).toEqual({ answer: 2 });
    expect(sent).toHaveLength(2);
  });
});

describe('a request the server does not answer', () => {
  /** A server that never answers: each request waits until its signal aborts it. */
  beforeEach(() => {
    vi.useFakeTimers();
    vi.stubGlobal(
      'fetch',
      (_path: string, init: RequestInit) =>
        new Promise((_resolve, reject) =>
          init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
        ),
    );
  });

  /** The request's outcome once `ms` have passed: undefined while it still waits. */
  async function after(request: Promise<unknown>, ms: number): Promise<unknown> {
    let outcome: unknown;
    request.then(
      (answer) => (outcome = answer),
      (error: unknown) => (outcome = error),
    );
    await vi.advanceTimersByTimeAsync(ms);
    return outcome;
  }

  it('is given up on after its kind’s time: a read says nothing changed, an action that it may have been done', async () => {
    const read = apiFetch('/api/v1/centers/a/users');
    expect(await after(read, REQUEST_TIMEOUT_MS.read - 1)).toBeUndefined();
    expect(await after(read, 1)).toMatchObject({ status: 0, code: 'NO_ANSWER' });

    const action = apiFetch('/api/v1/auth/register', { method: 'POST', body: { role: 'deidentified' } });
    expect(await after(action, REQUEST_TIMEOUT_MS.action - 1)).toBeUndefined();
    expect(await after(action, 1)).toMatchObject({ status: 0, code: 'UNCONFIRMED' });
  });

  it('gives an upload the time a logo takes on a slow line', async () => {
    const upload = apiFetch('/api/v1/centers', { method: 'POST', body: new FormData() });
    expect(await after(upload, REQUEST_TIMEOUT_MS.action + 1)).toBeUndefined();
    expect(await after(upload, REQUEST_TIMEOUT_MS.upload)).toMatchObject({ code: 'UNCONFIRMED' });
  });

  it('still ends as an abort, not a timeout, when the screen that asked has gone', async () => {
    const left = new AbortController();
    const read = apiFetch('/api/v1/centers/a/users', { signal: left.signal });
    left.abort();
    const outcome = await after(read, 0);
    expect(outcome).toBeInstanceOf(DOMException);
    expect(outcome).toMatchObject({ name: 'AbortError' });
  });
});
