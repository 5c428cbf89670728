/** /api/v1/centers */
import { CenterNameListResponseSchema, CenterResponseSchema } from '@romtrack/shared/contracts/centers';
import { ParticipantListQuerySchema, ParticipantPageResponseSchema } from '@romtrack/shared/contracts/participants';
import { eq } from 'drizzle-orm';
import { entityId } from '@romtrack/shared/contracts/ids';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod/mini';
import { inNameOrder } from '../../../../db/name-order.ts';
import { centers } from '../../../../db/schema/index.ts';
import { ownCenterId, requireCenter } from '../../../../domain/center-access.ts';
import { listParticipants } from '../../../../domain/participants.ts';
import { Forbidden, Unauthenticated } from '../../../../errors.ts';

const CenterIdParams = z.object({ id: entityId('id must be a center id') });

const CenterListQuerySchema = z.strictObject({
  // `select=name` is what the spec's client sends; only names are ever listed here.
  select: z.optional(z.literal('name')),
  director: z.optional(entityId('director must be an id')),
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
        .orderBy(inNameOrder(centers.name));
      return { success: true as const, data: rows };
    },
  );

  app.get('/:id', { schema: { params: CenterIdParams, response: { 200: CenterResponseSchema } } }, async (request) => {
    if (!request.account) throw new Unauthenticated();
    const center = await requireCenter(app.ctx.db, request.account, request.params.id);
    return {
      success: true as const,
      data: {
        id: center.id,
        name: center.name,
        consentRegion: center.consentRegion,
        director: center.directorId,
        hasLogo: center.hasLogo,
      },
    };
  });

  // The PID browser's table: one page at a time, searched in SQL (spec section 2).
  app.get(
    '/:id/users',
    {
      schema: {
        params: CenterIdParams,
        querystring: ParticipantListQuerySchema,
        response: { 200: ParticipantPageResponseSchema },
      },
    },
    async (request) => {
      if (!request.account) throw new Unauthenticated();
      if (request.params.id !== ownCenterId(request.account))
        throw new Forbidden('You do not have access to this center');
      const { page, limit, pid, open } = request.query;
      const result = await listParticipants(
        app.ctx.db,
        { centerId: request.params.id, page, limit, pidPrefix: pid, openOnly: open === 'true' },
        app.ctx.clock.now(),
      );
      return { success: true as const, data: result.data, pagination: { page, limit, total: result.total } };
    },
  );
};

export default centerRoutes;
