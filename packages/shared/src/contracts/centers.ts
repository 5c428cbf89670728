import { z } from 'zod/mini';

export const CONSENT_REGIONS = ['general', 'eu'] as const;
export type ConsentRegion = (typeof CONSENT_REGIONS)[number];

/** An entry of GET /api/v1/centers/?select=name (the manager login picker). */
export const CenterNameSchema = z.object({ id: z.string(), name: z.string() });
export type CenterName = z.infer<typeof CenterNameSchema>;

export const CenterNameListResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(CenterNameSchema),
});

/** GET /api/v1/centers/{id} */
export const CenterSchema = z.object({
  id: z.string(),
  name: z.string(),
  consentRegion: z.enum(CONSENT_REGIONS),
  director: z.string(),
  /** Whether GET /api/v1/centers/{id}/uploads has a logo to serve. */
  hasLogo: z.boolean(),
});
export type Center = z.infer<typeof CenterSchema>;

export const CenterResponseSchema = z.object({ success: z.literal(true), data: CenterSchema });
