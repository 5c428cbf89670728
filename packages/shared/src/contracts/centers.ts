import { z } from 'zod';

export const CONSENT_REGIONS = ['general', 'eu'] as const;
export type ConsentRegion = (typeof CONSENT_REGIONS)[number];

/** An entry of GET /api/v1/centers/?select=name (the manager login picker). */
export const CenterNameSchema = z.object({ id: z.string(), name: z.string() });
export type CenterName = z.infer<typeof CenterNameSchema>;

export const CenterNameListResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(CenterNameSchema),
});
