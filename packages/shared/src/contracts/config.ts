import { z } from 'zod/mini';

/** GET /api/v1/config: deployment names the web client shows (decisions.md "Name"). */
export const PublicConfigSchema = z.object({
  productName: z.string(),
  foundationName: z.string(),
});
export type PublicConfig = z.infer<typeof PublicConfigSchema>;
