/** /api/v1/centers */
import { CenterNameListResponseSchema } from '@romtrack/shared/contracts/centers';
import { asc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { centers } from '../../../../db/schema/index.ts';

const CenterListQuerySchema = z.object({
  // `select=name` is what the spec's client sends; only names are ever listed here.
  select: z.literal('name').optional(),
  director: z.uuid('director must be an id').optional(),
});

const centerRoutes: FastifyPluginAsyncZod = async (app) => {
  // Public on purpose: the manager login picks the center from this list before signing in.
  app.get(
    '/',
    { schema: { querystring: CenterListQuerySchema, response: { 200: CenterNameListResponseSchema } } },
    async (request) => {
      const rows = await app.ctx.db
        .select({ id: centers.id, name: centers.name })
        .from(centers)
        .where(request.query.director ? eq(centers.directorId, request.query.director) : undefined)
        .orderBy(asc(centers.name));
      return { success: true as const, data: rows };
    },
  );
};

export default centerRoutes;
