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
const SURVEY_TOKEN: Access = { kind: 'survey-token' };
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

  // Participants and survey links (spec sections 4 and 7). Which center: domain/center-access.ts.
  // A manager registers PIDs; a director registers the manager of one of their centers. Not the
  // admin (decisions.md: director only): the new password would let the admin sign in as the
  // center and read the surveys its participants did not consent to share.
  'POST /api/v1/auth/register': staff('manager', 'director'),
  'POST /api/v1/auth/survey/:userId': staff('manager'),
  'GET /api/v1/centers/:id': ANY_STAFF,
  'GET /api/v1/centers/:id/users': staff('manager'),
  'GET /api/v1/users': staff('manager'),
  'DELETE /api/v1/users/:id': staff('manager'),
  'GET /api/v1/users/:id/consent': staff('manager'),
  'PUT /api/v1/users/:id/consent': staff('manager'),
  'GET /api/v1/users/surveys/:token': SURVEY_TOKEN,
  'POST /api/v1/surveys/:token': SURVEY_TOKEN,

  // Reading surveys: managers their center (all), directors and the admin consented only.
  'GET /api/v1/surveys': ANY_STAFF,
  'GET /api/v1/surveys/summary': ANY_STAFF,

  // The audit log: the admin only (decisions.md; issue 6).
  'GET /api/v1/audit': staff('admin'),

  // Registration and password recovery (issue 5). Only the admin registers directors (spec
  // section 6); a director registers centers in their own region (checked in the route).
  'POST /api/v1/directors': staff('admin'),
  'GET /api/v1/directors': staff('admin'),
  // Taking a director's access away, or giving it back, and their centers to another (ADR 016).
  'PATCH /api/v1/directors/:id': staff('admin'),
  'POST /api/v1/directors/:id/hand-over': staff('admin'),
  'POST /api/v1/centers': staff('admin', 'director'),
  // Which center's logo: its manager, its director, the admin (domain/center-access.ts).
  'GET /api/v1/centers/:id/uploads': ANY_STAFF,
  // Whoever forgot their password cannot sign in; the reset token is the credential.
  'POST /api/v1/adminAuth/forgotpassword': PUBLIC,
  'GET /api/v1/adminAuth/resetpassword/:token': PUBLIC,
  'PUT /api/v1/adminAuth/resetpassword/:token': PUBLIC,

  // Clinical insight and research export (issue 8). The participant view is the manager's
  // (own center's PIDs; others 404). Paired averages and change shares follow the summary's
  // visibility. Exports: managers their center (all surveys, with the consent flag), directors
  // their centers and the admin all (consented only); the codebook holds no data.
  'GET /api/v1/users/:id/surveys': staff('manager'),
  'GET /api/v1/surveys/paired': ANY_STAFF,
  'GET /api/v1/surveys/change-shares': ANY_STAFF,
  'GET /api/v1/exports/surveys.csv': ANY_STAFF,
  'GET /api/v1/exports/surveys.xlsx': ANY_STAFF,
  'GET /api/v1/exports/codebook.csv': ANY_STAFF,
};

/** Route key as used in ROUTE_ACCESS: method and the route's URL pattern. */
export function routeKey(method: string, url: string): string {
  return `${method.toUpperCase()} ${url.replace(/\/+$/, '') || '/'}`;
}
