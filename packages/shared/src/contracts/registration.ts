/** Registering centers (with their logo) and attaching a named manager to a center. */
import { z } from 'zod';
import { EmailSchema, MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from './auth.ts';
import { CONSENT_REGIONS } from './centers.ts';

/** Largest logo accepted: 2 MiB. */
export const MAX_LOGO_BYTES = 2 * 1024 * 1024;

/** The image formats a logo may be, recognised by their bytes (not by name or declared type). */
export const LOGO_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const;
export type LogoType = (typeof LOGO_TYPES)[number];

/**
 * The text fields of POST /api/v1/centers (multipart; the logo is the file field `upload`).
 * Spec section 7: name, password, role (manager), director, consentRegion.
 */
export const RegisterCenterFieldsSchema = z.object({
  name: z.string({ error: 'You must fill out all fields' }).trim().min(1, 'You must fill out all fields').max(200),
  password: z
    .string({ error: 'You must fill out all fields' })
    .min(MIN_PASSWORD_LENGTH, `Password must be at least ${MIN_PASSWORD_LENGTH} characters`)
    .max(MAX_PASSWORD_LENGTH),
  role: z.literal('manager', { error: "role must be 'manager'" }).optional(),
  /** The owning director; a director may leave it out (it is then themself). */
  director: z.uuid('director must be an id').optional(),
  consentRegion: z.enum(CONSENT_REGIONS, { error: "consentRegion must be 'general' or 'eu'" }).default('general'),
});
export type RegisterCenterFields = z.input<typeof RegisterCenterFieldsSchema>;

export const CenterCreatedResponseSchema = z.object({
  success: z.literal(true),
  msg: z.string(),
  data: z.object({ id: z.string(), name: z.string() }),
});

/**
 * POST /api/v1/auth/register with role 'manager' (spec section 3, "Manager registration
 * payload"): a named person for a center's one manager account.
 */
export const RegisterManagerBodySchema = z.object({
  role: z.literal('manager'),
  center: z.string().trim().min(1, 'Please choose a center'),
  fname: z.string().trim().min(1, 'First name is required').max(100),
  lname: z.string().trim().min(1, 'Last name is required').max(100),
  email: EmailSchema,
  password: z
    .string()
    .min(MIN_PASSWORD_LENGTH, `Password must be at least ${MIN_PASSWORD_LENGTH} characters`)
    .max(MAX_PASSWORD_LENGTH),
});
export type RegisterManagerBody = z.input<typeof RegisterManagerBodySchema>;
