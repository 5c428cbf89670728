/**
 * What a survey link's address and the server's answers about it mean: the token as meant, and
 * which failures close the link for good (decisions.md "Participants and surveys"). The token itself
 * is read by lib/link-token.ts.
 */

/** The server's answer for a link that was used, replaced or has expired. */
export const linkClosed = (status: number) => status === 404 || status === 410;

/**
 * Why a link did not load, from the survey info's status and error code: not a token at all (400:
 * cut short, as a long link can be in a message, or altered), used to send answers that arrived
 * (a 404 with the code ALREADY_RECEIVED: the participant opened it again, within the 48 hours),
 * closed, refused for a while because too many bad links came from the participant's network
 * (429, which waiting ends, not the connection), or anything else (no connection, no answer in
 * time, a server error), which may pass on a retry. Only for that GET: a submit's 400 is about
 * its answers, which stay.
 */
export type LinkLoadFailure = 'incomplete' | 'received' | 'closed' | 'throttled' | 'unreachable';

export function linkLoadFailure(status: number, code?: string): LinkLoadFailure {
  if (status === 400) return 'incomplete';
  if (status === 429) return 'throttled';
  if (status === 404 && code === 'ALREADY_RECEIVED') return 'received';
  return linkClosed(status) ? 'closed' : 'unreachable';
}
