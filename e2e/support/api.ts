/** Setting up a journey's data through the HTTP API, as a client would (not by clicking). */
import { pngFile } from '../../apps/server/test/png.ts';
import { inject } from 'vitest';

export interface ApiInit {
  method?: string;
  /** JSON, or FormData for multipart. */
  body?: unknown;
  token?: string | null;
}

/** Calls the API on the e2e server; throws with the answer when it is not 2xx. */
export async function api<T>(path: string, init: ApiInit = {}): Promise<T> {
  const headers: Record<string, string> = {};
  if (init.token) headers.authorization = `Bearer ${init.token}`;
  const isForm = init.body instanceof FormData;
  if (init.body !== undefined && !isForm) headers['content-type'] = 'application/json';
  const res = await fetch(`${inject('baseUrl')}${path}`, {
    method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
    headers,
    body: init.body === undefined ? undefined : isForm ? (init.body as FormData) : JSON.stringify(init.body),
  });
  const payload = (await res.json()) as T;
  if (!res.ok) throw new Error(`${init.method ?? 'GET'} ${path}: ${res.status} ${JSON.stringify(payload)}`);
  return payload;
}

/** A staff account's e-mail and password, as the admin and director login screens take them. */
export interface StaffCredentials {
  email: string;
  password: string;
}

/** Signs in at a login endpoint: the new session's token. */
async function sessionToken(loginPath: string, body: object): Promise<string> {
  return (await api<{ token: string }>(loginPath, { body })).token;
}

/*
 * Sign-in through the API, for journeys whose subject is not the login: each opens a session of
 * its own, as the role's login screen does, and answers its token (`signInWithToken` hands it to
 * the browser).
 */

/** Signs a center's manager in: the center's name and password, as the manager login takes them. */
export const signInManager = (center: { name: string; password: string }) =>
  sessionToken('/api/v1/auth/login', { centerName: center.name, password: center.password });

/** Signs a director in. */
export const signInDirector = ({ email, password }: StaffCredentials) =>
  sessionToken('/api/v1/directorAuth/login', { email, password });

/** Signs the admin in. */
export const signInAdmin = ({ email, password }: StaffCredentials) =>
  sessionToken('/api/v1/adminAuth/login', { email, password });

/**
 * A center's PID as its manager's listing shows it (`T`: the fields a journey reads), found by its
 * number; undefined when the center has no such PID.
 */
export async function findParticipant<T extends { pid: number }>(
  centerId: string,
  pid: number,
  managerToken: string,
): Promise<T | undefined> {
  const page = await api<{ data: T[] }>(`/api/v1/centers/${centerId}/users?pid=${pid}`, { token: managerToken });
  return page.data.find((p) => p.pid === pid);
}

/** Opens a new survey link for a PID, as its center's manager does (it replaces any open one): the link's token. */
export async function openSurveyLink(participantId: string, managerToken: string): Promise<string> {
  const link = await api<{ data: string }>(`/api/v1/auth/survey/${participantId}`, {
    method: 'POST',
    token: managerToken,
  });
  return link.data;
}

/** A new PID of the manager's center, as Generate New PID makes it (`T`: the fields a journey reads). */
export async function createParticipant<T extends { id: string; pid: number } = { id: string; pid: number }>(
  managerToken: string,
): Promise<T> {
  return (await api<{ data: T }>('/api/v1/auth/register', { token: managerToken, body: { role: 'deidentified' } }))
    .data;
}

/** A survey taken through the API, as on the participant's own phone: a new link for the PID, then the answers. */
export async function submitSurvey(
  participantId: string,
  managerToken: string,
  answers: readonly number[],
  consented = true,
): Promise<void> {
  const token = await openSurveyLink(participantId, managerToken);
  await api(`/api/v1/surveys/${token}`, { body: { answers, consented } });
}

type Rgb = [number, number, number];

/**
 * A small valid PNG, built byte by byte so the tests need no image files: one colour, or side by
 * side bands of equal width, one per colour given.
 */
export function makePng(width: number, height: number, rgb: Rgb | Rgb[]): Buffer {
  const bands: Rgb[] = Array.isArray(rgb[0]) ? (rgb as Rgb[]) : [rgb as Rgb];
  const colourAt = (x: number) => bands[Math.floor((x * bands.length) / width)]!;
  const row = Buffer.from(Array.from({ length: width }, (_, x) => colourAt(x)).flat());
  return pngFile(
    width,
    height,
    { bitDepth: 8, colourType: 'rgb' },
    Array.from({ length: height }, () => row),
  );
}
