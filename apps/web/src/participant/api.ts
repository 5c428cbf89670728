/**
 * The participant page's three calls. Answers are checked with the small checks in check.ts
 * rather than the shared zod contracts (see check.ts for the measured reason); the
 * compile-time checks at the bottom keep them identical in shape to the shared contracts.
 */
import type { PublicConfigSchema } from '@romtrack/shared/contracts/config';
import type {
  SubmitSurveyBody,
  SubmitSurveyResponseSchema,
  SurveyInfoResponseSchema,
} from '@romtrack/shared/contracts/surveys';
import type { z } from 'zod/mini';
import { integer, literal, object, oneOf, string, type Check } from './check.ts';
import { deadline } from '../lib/deadline.ts';

export interface PublicConfig {
  productName: string;
  foundationName: string;
}

export interface SurveyInfo {
  center: { id: string; name: string; consentRegion: 'general' | 'eu' };
  surveyCount: number;
  expiresAt: string;
}

interface Envelope<T> {
  success: true;
  data: T;
}

const ConfigResponse: Check<Envelope<PublicConfig>> = object({
  success: literal(true),
  data: object({ productName: string, foundationName: string }),
});

const SurveyInfoResponse: Check<Envelope<SurveyInfo>> = object({
  success: literal(true),
  data: object({
    center: object({ id: string, name: string, consentRegion: oneOf(['general', 'eu']) }),
    surveyCount: integer,
    expiresAt: string,
  }),
});

const SubmitResponse: Check<Envelope<{ surveyNo: number }>> = object({
  success: literal(true),
  data: object({ surveyNo: integer }),
});

/** What the page shows until (or unless) the server names the deployment; the server's defaults. */
export const DEFAULT_CONFIG: PublicConfig = { productName: 'ROMtrack', foundationName: 'Recovery Research Foundation' };

/**
 * How long each call may take, answer and body, before the page stops waiting. Long enough for a
 * phone on a weak mobile network, where a request can take many seconds to get through; short
 * enough that a request lost on the way (the phone changed network, a proxy held it) ends in
 * words and a way to try again, not in "Sending…" or "Loading…" for good. The submit, which
 * carries the answers and matters most, waits longest. The names of the deployment wait least:
 * the page waits for them beside the link's own answer, and they have defaults (DEFAULT_CONFIG)
 * that serve in their place, so they must never hold a survey back for long.
 */
export const SUBMIT_TIMEOUT_MS = 30_000;
export const LOAD_TIMEOUT_MS = 20_000;
export const CONFIG_TIMEOUT_MS = 8_000;

/**
 * A failed call's status: 0 when the server could not be reached or did not answer in time; its
 * `code`, the error body's when it has one (`ALREADY_RECEIVED`, @romtrack/shared/errors); for a
 * 429, `retryAfterSeconds`, the server's Retry-After when it gave one in seconds.
 */
export type CallResult<T> =
  { ok: true; data: T } | { ok: false; status: number; code?: string; retryAfterSeconds?: number };

interface CallInit {
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
  signal?: AbortSignal | undefined;
  timeoutMs: number;
}

/** Retry-After in seconds, if it is given so (the server does; an HTTP date is not worth reading here). */
function retryAfter(response: Response): { retryAfterSeconds?: number } {
  const seconds = Number(response.headers.get('retry-after'));
  return Number.isFinite(seconds) && seconds > 0 ? { retryAfterSeconds: seconds } : {};
}

/** The error body's `code`, if it is JSON and has one. */
async function errorCode(response: Response): Promise<{ code?: string }> {
  const body: unknown = await response.json().catch(() => null);
  const code = body !== null && typeof body === 'object' && 'code' in body ? body.code : undefined;
  return typeof code === 'string' ? { code } : {};
}

/**
 * One call, given up after `timeoutMs` (answer and body both, lib/deadline.ts). The caller's own
 * abort (the page leaving) still throws AbortError; the timeout does not, it is status 0.
 */
async function call<T>(path: string, check: Check<Envelope<T>>, init: CallInit): Promise<CallResult<T>> {
  const { signal, timeoutMs, ...request } = init;
  const limit = deadline(timeoutMs, signal);
  try {
    let response: Response;
    try {
      response = await fetch(path, {
        ...request,
        headers: { accept: 'application/json', ...request.headers },
        signal: limit.signal,
      });
    } catch (error) {
      if (!limit.timedOut() && error instanceof DOMException && error.name === 'AbortError') throw error;
      // Status 0: the server could not be reached, or did not answer in time.
      return { ok: false, status: 0 };
    }
    if (!response.ok) {
      return { ok: false, status: response.status, ...retryAfter(response), ...(await errorCode(response)) };
    }
    const body: unknown = await response.json().catch(() => null);
    if (limit.timedOut()) return { ok: false, status: 0 };
    if (signal?.aborted) throw new DOMException('The call was aborted', 'AbortError');
    const checked = check(body);
    // An answer of the wrong shape is treated like a server error, never shown half-read.
    return checked ? { ok: true, data: checked.data } : { ok: false, status: 502 };
  } finally {
    limit.done();
  }
}

/** GET /api/v1/config, falling back to the defaults: the names must never block a survey. */
export async function fetchConfig(signal?: AbortSignal): Promise<PublicConfig> {
  const result = await call('/api/v1/config', ConfigResponse, { signal, timeoutMs: CONFIG_TIMEOUT_MS });
  return result.ok ? result.data : DEFAULT_CONFIG;
}

/**
 * GET /api/v1/users/surveys/{token}: the open link's center and the participant's survey count.
 * 404 or 410 means the link was used, replaced or has expired; a 404 with the code
 * ALREADY_RECEIVED, that it was used lately and its answers arrived.
 */
export function fetchSurveyInfo(token: string, signal?: AbortSignal): Promise<CallResult<SurveyInfo>> {
  return call(`/api/v1/users/surveys/${encodeURIComponent(token)}`, SurveyInfoResponse, {
    signal,
    timeoutMs: LOAD_TIMEOUT_MS,
  });
}

/**
 * POST /api/v1/surveys/{token}. 404 or 410 means the link was used or has expired; a 404 with the
 * code ALREADY_RECEIVED, that these answers were sent before and arrived.
 */
export function submitSurvey(token: string, body: SubmitSurveyBody): Promise<CallResult<{ surveyNo: number }>> {
  return call(`/api/v1/surveys/${encodeURIComponent(token)}`, SubmitResponse, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
    timeoutMs: SUBMIT_TIMEOUT_MS,
  });
}

// Compile-time only: `npm run typecheck` fails if a shared contract and its mirror above drift.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Assert<T extends true> = T;
type _MirrorsContracts = [
  Assert<Same<PublicConfig, z.output<typeof PublicConfigSchema>>>,
  Assert<Same<Envelope<SurveyInfo>, z.output<typeof SurveyInfoResponseSchema>>>,
  Assert<Same<Envelope<{ surveyNo: number }>, z.output<typeof SubmitSurveyResponseSchema>>>,
];
