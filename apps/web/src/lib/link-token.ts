/**
 * The token a mailed or messaged link carries in its last path segment (survey links, password-
 * reset links), as meant by whoever pasted it.
 */

/**
 * The characters a token has: tokens are base64url (`randomToken` on the server; not imported
 * from @romtrack/shared so that zod stays out of the participant page).
 */
const TOKEN_CHARACTERS = 'A-Za-z0-9_-';
/**
 * What a sentence leaves after a token: characters a token never has, and `%` escapes, whole or
 * cut short (`%29`, `%E2%80`, `%2`), as a messenger writes the bracket or quote it took into the
 * link. The two alternatives never match the same text, so a long tail cannot make this slow.
 */
const AFTER_TOKEN = new RegExp(`(?:%[0-9A-Fa-f]{1,2}|[^${TOKEN_CHARACTERS}])+$`);
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
