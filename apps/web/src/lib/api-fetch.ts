/**
 * Sending an API request and reading its JSON answer, with the session token attached and a
 * refusal turned into an ApiError. Free of zod on purpose: boot.ts uses it to ask for the session
 * and the opened screen's first data before the rest of the app has downloaded (`askEarly`).
 * Screens call `apiRequest` (api-client.ts), which also parses the answer with the contract's schema.
 */
import { deadline } from './deadline.ts';
import { sessionToken } from './session-token.ts';

export class ApiError extends Error {
  override name = 'ApiError';
  readonly status: number;
  readonly code: string | undefined;
  /** The answer's Retry-After, in seconds, when it gave one (a 429 or a 503 does). */
  readonly retryAfterSeconds: number | undefined;

  constructor(status: number, message: string, code: string | undefined, retryAfterSeconds?: number) {
    super(message);
    this.status = status;
    this.code = code;
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

/**
 * How long a staff request waits for the server before the screen stops waiting, frees its button
 * and says so (errors.noAnswer, errors.unconfirmed). The server itself answers in milliseconds
 * (docs/benchmarks.md: p99 under 50 ms, a login's password hashing included); these limits are for
 * the network on the way: a clinic's Wi-Fi behind a captive portal, a phone's connection that
 * dropped while the browser still thinks it is online, a proxy that holds the request. Long enough
 * for a slow line, short enough that the person is told while still waiting for the answer.
 * - read: a list, a graph, the session check; 20 s, as the participant page's loads. Not asked
 *   again on its own after that (query-client.ts): the screen offers Try again at once.
 * - action: a button or form that changes something, a login (its password hashing) too; 30 s,
 *   as the survey's submit.
 * - upload: a center's logo (up to 2 MB, MAX_LOGO_BYTES) is all sent before any answer can come:
 *   at 200 kbit/s, a weak mobile uplink, that alone takes 80 s; 2 minutes.
 * - downloadSilence: an export streams as the server reads it, and a large one on a slow line
 *   takes minutes, which no limit on the whole would allow; it is given up on only when no byte
 *   has arrived for a minute (download-export.ts).
 */
export const REQUEST_TIMEOUT_MS = { read: 20_000, action: 30_000, upload: 120_000, downloadSilence: 60_000 } as const;

/** Whether asking again may get an answer: not after a refusal, or for something missing (4xx). */
export const mayPassOnRetry = (error: unknown) =>
  !(error instanceof ApiError && error.status >= 400 && error.status < 500);

export interface FetchOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** A JSON body, or FormData for multipart uploads. */
  body?: unknown;
  signal?: AbortSignal;
  /**
   * The session the request is sent with: the stored one unless given. A login is sent with none
   * (null): it is not a request of the session it may replace, whose refusal of a wrong password
   * would otherwise read as that session having ended. Logout names the session it ends.
   */
  session?: string | null;
}

/**
 * `fetch` with the stored session's `Authorization` header (none when signed out), or that of
 * `token` when given: how every staff request reaches the API. The server's 401 to a request that
 * carried a session says that the session has ended, which `sessionToken.ended` passes on to the
 * auth state.
 */
export async function fetchWithSession(
  path: string,
  init: RequestInit & { headers?: Record<string, string> } = {},
  token: string | null = sessionToken.get(),
) {
  const headers = token ? { ...init.headers, authorization: `Bearer ${token}` } : init.headers;
  const response = await fetch(path, { ...init, headers });
  if (response.status === 401 && token) sessionToken.ended(token);
  return response;
}

/**
 * How long an early answer waits for the screen that asks for it. The screens of the opened page
 * ask within seconds; after this, a screen opened later gets a fresh answer, not an old one.
 */
const EARLY_ANSWER_LIFETIME_MS = 30_000;

const earlyAnswers = new Map<string, { answer: Promise<unknown>; askedAt: number; token: string | null }>();

/**
 * Starts a GET of `path` now, so that its answer travels while the app's code downloads, and
 * keeps it for the first `apiFetch` of the same address (boot.ts). Returns the answer too.
 */
export function askEarly(path: string): Promise<unknown> {
  const answer = send(path, {});
  // Handled by whoever takes it; this only keeps an early failure from being reported as unhandled.
  answer.catch(() => undefined);
  earlyAnswers.set(path, { answer, askedAt: Date.now(), token: sessionToken.get() });
  return answer;
}

/** The early answer for `path`, once, if it is recent enough. */
function takeEarly(path: string): Promise<unknown> | undefined {
  const early = earlyAnswers.get(path);
  earlyAnswers.delete(path);
  // Only for the session it was asked with: after a sign-in as someone else, it is theirs no more.
  const fresh = early && Date.now() - early.askedAt < EARLY_ANSWER_LIFETIME_MS && early.token === sessionToken.get();
  return fresh ? early.answer : undefined;
}

/**
 * The answer's JSON, not yet checked against any schema; throws ApiError when refused or
 * unreachable. A GET that boot.ts asked for early gets that answer.
 */
export async function apiFetch(path: string, options: FetchOptions = {}): Promise<unknown> {
  // An early answer was asked with the stored session: not one for a request that names its own.
  const isPlainGet = (options.method ?? 'GET') === 'GET' && options.body === undefined && options.session === undefined;
  return (isPlainGet && takeEarly(path)) || send(path, options);
}

async function send(path: string, options: FetchOptions): Promise<unknown> {
  const headers: Record<string, string> = { accept: 'application/json' };
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) body = options.body;
  else if (options.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  const method = options.method ?? 'GET';
  const limit = deadline(
    REQUEST_TIMEOUT_MS[method === 'GET' ? 'read' : body instanceof FormData ? 'upload' : 'action'],
    options.signal,
  );
  try {
    let response: Response;
    try {
      response = await fetchWithSession(path, { method, headers, body, signal: limit.signal }, options.session);
    } catch (error) {
      if (limit.timedOut()) throw noAnswer(method);
      if (error instanceof DOMException && error.name === 'AbortError') throw error;
      throw unreachable();
    }
    if (!response.ok) throw await refusal(response, `Request failed (${response.status})`);
    const answer: unknown = await response.json().catch(() => null);
    // The answer began to arrive but its body did not, in time: no more known than with no answer.
    if (limit.timedOut()) throw noAnswer(method);
    return answer;
  } finally {
    limit.done();
  }
}

/** The error for a request that never reached the server. */
export function unreachable(): ApiError {
  return new ApiError(0, 'The server could not be reached. Check the connection and try again.', 'NETWORK');
}

/**
 * The error for a request the server did not answer in time (REQUEST_TIMEOUT_MS). A GET changes
 * nothing: NO_ANSWER. Anything else may have been done by the server all the same, its answer lost
 * on the way back (a PID made, a password changed): UNCONFIRMED, which the screens never call a
 * failure.
 */
export function noAnswer(method: NonNullable<FetchOptions['method']>): ApiError {
  return method === 'GET'
    ? new ApiError(0, 'The server did not answer in time.', 'NO_ANSWER')
    : new ApiError(0, 'The server did not answer in time: it is not known whether this was done.', 'UNCONFIRMED');
}

/** Whether `error` is a request given up on for want of an answer (noAnswer). */
export const gotNoAnswer = (error: unknown) =>
  error instanceof ApiError && (error.code === 'NO_ANSWER' || error.code === 'UNCONFIRMED');

/**
 * Retry-After in seconds. The server sends a number of seconds; an HTTP date (the header's other
 * form) is turned into the seconds left until it.
 */
function retryAfter(response: Response): number | undefined {
  const header = response.headers.get('retry-after')?.trim();
  if (!header) return undefined;
  if (/^\d+$/.test(header)) return Number(header);
  const at = Date.parse(header);
  return Number.isNaN(at) ? undefined : Math.max(0, Math.ceil((at - Date.now()) / 1000));
}

/**
 * The error for a refused request: the server's message and code (`{ error, code }`), else
 * `fallback`, and how long the server asks to wait (Retry-After).
 */
export async function refusal(response: Response, fallback: string): Promise<ApiError> {
  const payload: unknown = await response.json().catch(() => null);
  const message =
    payload && typeof payload === 'object' && 'error' in payload && typeof payload.error === 'string'
      ? payload.error
      : fallback;
  const code = payload && typeof payload === 'object' && 'code' in payload ? String(payload.code) : undefined;
  return new ApiError(response.status, message, code, retryAfter(response));
}
