import { z } from 'zod/mini';
import { NewEmailSchema, newPassword } from './auth.ts';
import { entityId } from './ids.ts';
import { canonicalName, MAX_NAME_LENGTH, printableLine } from './text.ts';

/** Spec section 9: a director's name has at least 6 characters. */
export const MIN_DIRECTOR_NAME_LENGTH = 6;

/** POST /api/v1/directors (admin only): spec section 3, "Director registration payload". */
export const RegisterDirectorBodySchema = z.object({
  name: z
    .string({ error: 'You must fill out all the data' })
    .check(
      canonicalName(),
      z.minLength(MIN_DIRECTOR_NAME_LENGTH, 'Name must be greater than 5 characters'),
      z.maxLength(MAX_NAME_LENGTH, `Name must be at most ${MAX_NAME_LENGTH} characters`),
      printableLine('Name'),
    ),
  email: z.pipe(z.string({ error: 'You must fill out all the data' }), NewEmailSchema),
  password: newPassword({
    missing: 'You must fill out all the data',
    tooShort: 'Password must be longer than 7 characters',
  }),
  /** The spec's client sends it; a director is the only thing this route makes. */
  role: z.optional(z.literal('director')),
});
export type RegisterDirectorBody = z.input<typeof RegisterDirectorBodySchema>;

export const DirectorCreatedResponseSchema = z.object({
  success: z.literal(true),
  msg: z.string(),
  data: z.object({ id: z.string(), name: z.string(), email: z.string() }),
});
export type DirectorCreatedResponse = z.infer<typeof DirectorCreatedResponseSchema>;

/**
 * A director as the admin's screens list them: `active` is false once the admin has deactivated
 * them (ADR 016); `centers` counts the centers of their region.
 */
const DirectorSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  active: z.boolean(),
  centers: z.int(),
});
export type Director = z.infer<typeof DirectorSchema>;

/**
 * GET /api/v1/directors/?select=name (admin only): the admin's region and owning-director pickers
 * and the directors' list. The e-mail tells apart two directors of one name: people's names are not unique.
 */
export const DirectorNameListResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(DirectorSchema),
});

/** PATCH /api/v1/directors/{id} (admin only, ADR 016): takes a director's access away, or gives it back. */
export const DirectorAccessBodySchema = z.strictObject({
  active: z.boolean('active must be true or false'),
});
export type DirectorAccessBody = z.infer<typeof DirectorAccessBodySchema>;

export const DirectorAccessResponseSchema = z.object({
  success: z.literal(true),
  msg: z.string(),
  data: DirectorSchema,
});

/** POST /api/v1/directors/{id}/hand-over (admin only, ADR 016): every center of the director moves to `to`. */
export const HandOverBodySchema = z.strictObject({
  to: entityId('to must be a director id'),
});
export type HandOverBody = z.infer<typeof HandOverBodySchema>;

export const HandOverResponseSchema = z.object({
  success: z.literal(true),
  msg: z.string(),
  data: z.object({ moved: z.int() }),
});
