/** Password recovery by e-mail (spec section 7): forgot, then reset with the mailed token. */
import { z } from 'zod/mini';
import { INTERFACE_LANGUAGES } from '../interface-languages.ts';
import { EmailSchema, newPassword } from './auth.ts';

/** The server's one answer to every failed reset: unknown, used and expired tokens look alike. */
export const RESET_TOKEN_EXPIRED = 'Token expired. Please submit new password reset request.';

/** POST /api/v1/adminAuth/forgotpassword */
export const ForgotPasswordBodySchema = z.object({
  email: EmailSchema,
  /** The page's host; only honoured when it is PUBLIC_URL's own host (no reset poisoning). */
  host: z.optional(z.string().check(z.maxLength(255))),
  /**
   * The language of the page that asks: the mail is written in it, and its link opens the reset
   * page in it (a manager who asked from /es reads both in Spanish). English when absent, as the
   * spec's client sent none.
   */
  language: z.optional(z.enum(INTERFACE_LANGUAGES)),
});
export type ForgotPasswordBody = z.input<typeof ForgotPasswordBodySchema>;

/**
 * GET /api/v1/adminAuth/resetpassword/{token}: the link still works, and for whom. The e-mail
 * address goes to the form's hidden username field, so a password manager stores the new password
 * under the right account; whoever holds the link can already set that account's password.
 */
export const ResetLinkResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ email: z.string() }),
});

/** PUT /api/v1/adminAuth/resetpassword/{token} */
export const ResetPasswordBodySchema = z.object({
  password: newPassword(),
});
export type ResetPasswordBody = z.infer<typeof ResetPasswordBodySchema>;
