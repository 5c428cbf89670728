import { z } from 'zod/mini';

/** Every failed call answers this body (architecture.md: "Shape of a request"). */
export const ErrorBodySchema = z.object({
  success: z.literal(false),
  error: z.string(),
  /** A stable machine-readable code the UI may map to a translation. */
  code: z.optional(z.string()),
});
export type ErrorBody = z.infer<typeof ErrorBodySchema>;

/** Stable error codes shared by the server and the web client. */
export const ERROR_CODES = [
  'BAD_REQUEST',
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'NOT_FOUND',
  /** A survey link, used already, was opened or sent answers again: the ones it recorded arrived (a 404). */
  'ALREADY_RECEIVED',
  /**
   * The director named to own a center, or to take a region's centers over, is deactivated or is
   * not a director (a 400): the screen's list was loaded before the admin changed it.
   */
  'DIRECTOR_UNAVAILABLE',
  'METHOD_NOT_ALLOWED',
  'GONE',
  'CONFLICT',
  'PAYLOAD_TOO_LARGE',
  /** An image within the size limit in bytes whose width or height is too large to draw (a 413). */
  'IMAGE_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'TOO_MANY_REQUESTS',
  'SERVICE_UNAVAILABLE',
  'INTERNAL',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];
