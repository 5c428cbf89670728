/**
 * The check of the stored session (GET /api/v1/auth/me), started by boot.ts as the page opens,
 * so that its answer travels while the app's code downloads instead of after. The auth provider
 * takes it once and parses it (`getMe`). Free of zod, like everything boot.ts loads.
 */
import { apiFetch } from '../../../lib/api-fetch.ts';
import { sessionToken } from '../../../lib/session-token.ts';

export const ME_PATH = '/api/v1/auth/me';

let early: Promise<unknown> | null = null;

/** Asks for the stored session's user now; does nothing without a stored token. */
export function startSessionCheck(): void {
  if (!sessionToken.get()) return;
  early = apiFetch(ME_PATH);
  // Handled where it is taken; this only keeps an early failure from being reported as unhandled.
  early.catch(() => undefined);
}

/** The answer started by `startSessionCheck`, once; null when none was started or it was taken. */
export function takeSessionCheck(): Promise<unknown> | null {
  const pending = early;
  early = null;
  return pending;
}
