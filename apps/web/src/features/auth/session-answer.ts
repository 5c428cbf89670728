/**
 * Whether a failed check of the stored session means the session is gone. Only the server's
 * 401 says so. A network failure, a server error or a request cut short because the page is
 * being left (a reload, a link followed while the check was on its way) says nothing about the
 * session: forgetting the token then would sign the user out for no reason.
 */
import { ApiError } from '../../lib/api-fetch.ts';

export function sessionIsGone(error: unknown): boolean {
  return error instanceof ApiError && error.status === 401;
}
