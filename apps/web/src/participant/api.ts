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

/** A failure's `code` is the error body's, when it has one (`ALREADY_RECEIVED`, @romtrack/shared/errors). */
export type CallResult<T> = { ok: true; data: T } | { ok: false; status: number; code?: string };

interface CallInit {
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
  signal?: AbortSignal | undefined;
}

async function call<T>(path: string, check: Check<Envelope<T>>, init: CallInit = {}): Promise<CallResult<T>> {
  let response: Response;
  try {
    response = await fetch(path, { ...init, headers: { accept: 'application/json', ...init.headers } });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    // Status 0: the server could not be reached.
    return { ok: false, status: 0 };
  }
  if (!response.ok) return { ok: false, status: response.status, ...(await errorCode(response)) };
  const checked = check(await response.json().catch(() => null));
  // An answer of the wrong shape is treated like a server error, never shown half-read.
  return checked ? { ok: true, data: checked.data } : { ok: false, status: 502 };
}

/** The error body's `code`, if it is JSON and has one. */
async function errorCode(response: Response): Promise<{ code?: string }> {
  const body: unknown = await response.json().catch(() => null);
  const code = body !== null && typeof body === 'object' && 'code' in body ? body.code : undefined;
  return typeof code === 'string' ? { code } : {};
}

/** GET /api/v1/config, falling back to the defaults: the names must never block a survey. */
export async function fetchConfig(signal?: AbortSignal): Promise<PublicConfig> {
  const result = await call('/api/v1/config', ConfigResponse, { signal });
  return result.ok ? result.data : DEFAULT_CONFIG;
}

/** GET /api/v1/users/surveys/{token}: the open link's center and the participant's survey count. */
export function fetchSurveyInfo(token: string, signal?: AbortSignal): Promise<CallResult<SurveyInfo>> {
  return call(`/api/v1/users/surveys/${encodeURIComponent(token)}`, SurveyInfoResponse, { signal });
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
