/** Registering centers (with their logo) and attaching a named manager to a center. */
import { z } from 'zod/mini';
import { NewEmailSchema, newPassword } from './auth.ts';
import { CONSENT_REGIONS } from './centers.ts';
import { entityId } from './ids.ts';
import { canonicalName, MAX_NAME_LENGTH, MAX_PERSON_NAME_LENGTH, printableLine } from './text.ts';

/** Largest logo accepted: 2 MiB. */
export const MAX_LOGO_BYTES = 2 * 1024 * 1024;

/** The image formats a logo may be, recognised by their bytes (not by name or declared type). */
export const LOGO_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const;
export type LogoType = (typeof LOGO_TYPES)[number];

/**
 * Largest logo width and height, in pixels. Far more than the 56 px the menu draws it at, and
 * a print-quality logo; small enough that drawing it takes a browser at most 64 MB (4 bytes a
 * pixel), where a 2 MB file may otherwise declare billions of pixels (image-size.ts).
 */
export const MAX_LOGO_SIDE = 4096;

/**
 * The text fields of POST /api/v1/centers (multipart; the logo is the file field `upload`).
 * Spec section 7: name, password, role (manager), director, consentRegion.
 */
export const RegisterCenterFieldsSchema = z.object({
  name: z
    .string({ error: 'You must fill out all fields' })
    .check(
      canonicalName(),
      z.minLength(1, 'You must fill out all fields'),
      z.maxLength(MAX_NAME_LENGTH, `Name must be at most ${MAX_NAME_LENGTH} characters`),
      printableLine('Name'),
    ),
  password: newPassword({ missing: 'You must fill out all fields' }),
  role: z.optional(z.literal('manager', { error: "role must be 'manager'" })),
  /** The owning director; a director may leave it out (it is then themself). */
  director: z.optional(entityId('director must be an id')),
  consentRegion: z._default(z.enum(CONSENT_REGIONS, { error: "consentRegion must be 'general' or 'eu'" }), 'general'),
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
  center: z.string().check(z.trim(), z.minLength(1, 'Please choose a center')),
  fname: z
    .string()
    .check(
      canonicalName(),
      z.minLength(1, 'First name is required'),
      z.maxLength(MAX_PERSON_NAME_LENGTH, `First name must be at most ${MAX_PERSON_NAME_LENGTH} characters`),
      printableLine('First name'),
    ),
  lname: z
    .string()
    .check(
      canonicalName(),
      z.minLength(1, 'Last name is required'),
      z.maxLength(MAX_PERSON_NAME_LENGTH, `Last name must be at most ${MAX_PERSON_NAME_LENGTH} characters`),
      printableLine('Last name'),
    ),
  email: NewEmailSchema,
  password: newPassword(),
});
export type RegisterManagerBody = z.input<typeof RegisterManagerBodySchema>;
