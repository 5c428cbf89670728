/**
 * The staff auth calls of spec section 7. The three families (auth, adminAuth, directorAuth)
 * share shapes; `family` picks the URL prefix.
 */
import {
  LoginResponseSchema,
  MeResponseSchema,
  OkResponseSchema,
  type AuthUser,
  type EmailLoginBody,
  type ManagerLoginBody,
} from '@romtrack/shared/contracts/auth';
import { apiRequest } from '../../../lib/api-client.ts';
import { ME_PATH } from '../../../api/paths.ts';

// A login is sent without the session this browser may hold (FetchOptions.session).

export async function loginManager(body: ManagerLoginBody): Promise<string> {
  return (await apiRequest('/api/v1/auth/login', { method: 'POST', body, session: null, schema: LoginResponseSchema }))
    .token;
}

export async function loginByEmail(family: 'adminAuth' | 'directorAuth', body: EmailLoginBody): Promise<string> {
  return (
    await apiRequest(`/api/v1/${family}/login`, { method: 'POST', body, session: null, schema: LoginResponseSchema })
  ).token;
}

/** The signed-in user (the first time, the answer to the check boot.ts started as the page opened). */
export async function getMe(): Promise<AuthUser> {
  return (await apiRequest(ME_PATH, { schema: MeResponseSchema })).data;
}

/** Ends a session at the server: the stored one, or `session`, one this browser has just let go of. */
export async function logout(session?: string): Promise<void> {
  await apiRequest('/api/v1/auth/logout', { session, schema: OkResponseSchema });
}
