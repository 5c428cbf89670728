/**
 * The one authorization table: for every API route, who may call it. The auth plugin refuses
 * to start a server with an API route missing here, so no endpoint can skip the check.
 * Which *rows* a caller reaches (their own center, their own region) is decided by the
 * domain functions; this table decides which *routes*.
 */
import type { StaffRole } from '@romtrack/shared/roles';

export type Access =
  /** Anyone, signed in or not. */
  | { kind: 'public' }
  /** Holders of a participant's one-time survey token (carried in the URL). */
  | { kind: 'survey-token' }
  /** A signed-in staff member with one of these roles. */
  | { kind: 'staff'; roles: readonly StaffRole[] };

const PUBLIC: Access = { kind: 'public' };
const staff = (...roles: StaffRole[]): Access => ({ kind: 'staff', roles });
const ANY_STAFF = staff('admin', 'director', 'manager');

export const ROUTE_ACCESS: Readonly<Record<string, Access>> = {
  'GET /api/v1/config': PUBLIC,
  'GET /api/v1/health': PUBLIC,

  // Manager sign-in (spec section 7).
  'POST /api/v1/auth/login': PUBLIC,
  'GET /api/v1/auth/me': ANY_STAFF,
  'GET /api/v1/auth/logout': ANY_STAFF,
  'PUT /api/v1/auth/updatepassword': staff('manager'),

  // Admin sign-in: the admin area serves admins and directors.
  'POST /api/v1/adminAuth/login': PUBLIC,
  'GET /api/v1/adminAuth/me': ANY_STAFF,
  'PUT /api/v1/adminAuth/updatepassword': staff('admin', 'director'),

  'POST /api/v1/directorAuth/login': PUBLIC,
  'GET /api/v1/directorAuth/me': ANY_STAFF,
  'PUT /api/v1/directorAuth/updatepassword': staff('director'),

  // The manager login picker lists center names before anyone signs in.
  'GET /api/v1/centers': PUBLIC,
};

/** Route key as used in ROUTE_ACCESS: method and the route's URL pattern. */
export function routeKey(method: string, url: string): string {
  return `${method.toUpperCase()} ${url.replace(/\/+$/, '') || '/'}`;
}
