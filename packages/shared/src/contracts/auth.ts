import { z } from 'zod/mini';
import { STAFF_ROLES } from '../roles.ts';
import { canonicalName, MAX_NAME_LENGTH, printableLine, UNPRINTABLE } from './text.ts';

/** Longest password accepted; argon2 has no 72-byte limit, this only bounds hashing work. */
export const MAX_PASSWORD_LENGTH = 256;
/** The server's minimum for every new password (decisions.md "Accounts and login"). */
export const MIN_PASSWORD_LENGTH = 8;

const password = z.string().check(z.minLength(1, 'password is required'), z.maxLength(MAX_PASSWORD_LENGTH));

/**
 * Every new password: 8 to 256 characters of whole Unicode text. A lone UTF-16 surrogate, which
 * only a hand-made JSON escape ("\ud800") produces, would be hashed as U+FFFD, so eight of
 * "\ud800", of "\udc00" or of U+FFFD would all be one password, and not the one checked.
 *
 * @param messages The form's own words: `missing` only when there is no text at all (a message
 *   given to the whole schema would stand in for every check's), `tooShort` for the minimum.
 */
export const newPassword = (messages: { missing?: string; tooShort?: string } = {}) =>
  z
    .string({ error: (issue) => (issue.code === 'invalid_type' ? messages.missing : undefined) })
    .check(
      z.minLength(
        MIN_PASSWORD_LENGTH,
        messages.tooShort ?? `Password must be at least ${MIN_PASSWORD_LENGTH} characters`,
      ),
      z.maxLength(MAX_PASSWORD_LENGTH),
      z.regex(/^\P{Cs}*$/u, 'Password must be whole Unicode text, with no lone surrogate'),
    );
/**
 * A deliberately basic e-mail check (something@host): staff addresses such as
 * admin@localhost must pass, and delivery is the real test of an address. No spaces and nothing
 * unprintable (text.ts says why).
 */
/** The longest e-mail address a mail system delivers to (RFC 5321's path limit). */
export const MAX_EMAIL_LENGTH = 254;

export const EMAIL_PATTERN = new RegExp(String.raw`^[^\s@${UNPRINTABLE}]+@[^\s@${UNPRINTABLE}]+$`, 'u');
export const EmailSchema = z
  .string()
  .check(z.trim(), z.maxLength(MAX_EMAIL_LENGTH), z.regex(EMAIL_PATTERN, 'Invalid email'), z.toLowerCase());

/**
 * An address being registered must also be free of what mail software reads as structure: a
 * comma or semicolon between addresses, quotes, brackets, parentheses and the colon of names and
 * comments. They are allowed only inside a quoted local part, which nobody's work address has;
 * typed, they are slips (`jane,smith@example.org`, a comma for a dot), and a reset link must
 * reach the person, not bounce. Sign-in and Forgot password keep EMAIL_PATTERN, which every
 * address already stored passes.
 */
export const NEW_EMAIL_PATTERN = new RegExp(
  String.raw`^[^\s@,;:"<>()[\]\\${UNPRINTABLE}]+@[^\s@,;:"<>()[\]\\${UNPRINTABLE}]+$`,
  'u',
);
export const NewEmailSchema = z
  .string()
  .check(z.trim(), z.maxLength(MAX_EMAIL_LENGTH), z.regex(NEW_EMAIL_PATTERN, 'Invalid email'), z.toLowerCase());
const email = EmailSchema;

/** POST /api/v1/auth/login: manager login by center name. */
export const ManagerLoginBodySchema = z.object({
  // The name in the form registration stored it in, so "Alpha  One" or a decomposed "é" finds it.
  centerName: z
    .string()
    .check(
      canonicalName(),
      z.minLength(1, 'centerName is required'),
      z.maxLength(MAX_NAME_LENGTH),
      printableLine('centerName'),
    ),
  password,
});
export type ManagerLoginBody = z.infer<typeof ManagerLoginBodySchema>;

/** POST /api/v1/adminAuth/login and /api/v1/directorAuth/login. */
export const EmailLoginBodySchema = z.object({ email, password });
export type EmailLoginBody = z.infer<typeof EmailLoginBodySchema>;

export const LoginResponseSchema = z.object({
  success: z.literal(true),
  token: z.string(),
});
export type LoginResponse = z.infer<typeof LoginResponseSchema>;

/** PUT .../updatepassword */
export const UpdatePasswordBodySchema = z.object({
  currentPassword: password,
  newPassword: newPassword(),
});
export type UpdatePasswordBody = z.infer<typeof UpdatePasswordBodySchema>;

/** The signed-in staff member (spec section 3, "Auth user"). */
export const AuthUserSchema = z.object({
  id: z.string(),
  name: z.string(),
  role: z.enum(STAFF_ROLES),
  email: z.nullable(z.string()),
  /** The manager's center id; null for admins and directors. */
  center: z.nullable(z.string()),
  /** The owning director's id: a manager's center's director, or a director's own id. */
  director: z.nullable(z.string()),
});
export type AuthUser = z.infer<typeof AuthUserSchema>;

export const MeResponseSchema = z.object({ success: z.literal(true), data: AuthUserSchema });
export type MeResponse = z.infer<typeof MeResponseSchema>;

export const OkResponseSchema = z.object({ success: z.literal(true) });
