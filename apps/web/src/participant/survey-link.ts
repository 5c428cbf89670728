/**
 * What a survey link's address and the server's answers about it mean: the token as meant, and
 * which failures close the link for good (decisions.md "Participants and surveys").
 */

/**
 * The characters a token has: tokens are base64url (SurveyTokenSchema in @romtrack/shared, not
 * imported so that zod stays out of the participant page).
 */
const TOKEN_CHARACTERS = 'A-Za-z0-9_-';
const AFTER_TOKEN = new RegExp(`[^${TOKEN_CHARACTERS}]+$`);
const WHOLE_TOKEN = new RegExp(`^[${TOKEN_CHARACTERS}]+$`);

/** Whether `value` is made of a token's characters only (its length is the server's to judge). */
export const isTokenShaped = (value: string) => WHOLE_TOKEN.test(value);

/**
 * The token without what the end of a sentence leaves on a pasted link (`…/survey/{token}).`).
 * Unchanged when nothing would be left: the server then says the link is not a token.
 */
export function trimToken(segment: string): string {
  return segment.replace(AFTER_TOKEN, '') || segment;
}

/** The server's answer for a link that was used, replaced or has expired. */
export const linkClosed = (status: number) => status === 404 || status === 410;

/**
 * Why a link did not load, from the survey info's status: not a token at all (400: cut short, as
 * a long link can be in a message, or altered), closed, or anything else (no connection, 429, a
 * server error), which may pass on a retry. Only for that GET: a submit's 400 is about its
 * answers, which stay.
 */
export type LinkLoadFailure = 'incomplete' | 'closed' | 'unreachable';

export function linkLoadFailure(status: number): LinkLoadFailure {
  if (status === 400) return 'incomplete';
  return linkClosed(status) ? 'closed' : 'unreachable';
}
