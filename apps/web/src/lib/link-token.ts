/**
 * The token a mailed or messaged link carries in its last path segment (survey links, password-
 * reset links), as meant by whoever pasted it.
 */

/**
 * The characters a token has: tokens are base64url (`randomToken` on the server; not imported
 * from @romtrack/shared so that zod stays out of the participant page).
 */
const TOKEN_CHARACTERS = 'A-Za-z0-9_-';
const AFTER_TOKEN = new RegExp(`[^${TOKEN_CHARACTERS}]+$`);
const WHOLE_TOKEN = new RegExp(`^[${TOKEN_CHARACTERS}]+$`);

/** Whether `value` is made of a token's characters only (its length is the server's to judge). */
export const isTokenShaped = (value: string) => WHOLE_TOKEN.test(value);

/**
 * The token without what the end of a sentence leaves on a pasted link (`…/{token}).`).
 * Unchanged when nothing would be left: the server then says the link is not a token.
 */
export function trimToken(segment: string): string {
  return segment.replace(AFTER_TOKEN, '') || segment;
}
