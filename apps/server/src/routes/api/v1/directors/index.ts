/**
 * /api/v1/directors: the admin registers regional directors and lists them (spec sections 6, 7),
 * takes a director's access away or gives it back, and hands a director's centers to another (ADR 016).
 */
import {
  DirectorAccessBodySchema,
  DirectorAccessResponseSchema,
  DirectorCreatedResponseSchema,
  DirectorNameListResponseSchema,
  HandOverBodySchema,
  HandOverResponseSchema,
  RegisterDirectorBodySchema,
} from '@romtrack/shared/contracts/directors';
import { entityId } from '@romtrack/shared/contracts/ids';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod/mini';
import { auditActor } from '../../../../api-request.ts';
import { handOverCenters, listDirectors, setDirectorActive } from '../../../../domain/director-access.ts';
import { createDirector } from '../../../../domain/registration.ts';
import { Unauthenticated } from '../../../../errors.ts';

const DirectorListQuerySchema = z.strictObject({
  // The spec's client sends `select=name`: ids and names, and the e-mail that tells apart two
  // directors of one name (the list is the admin's alone).
  select: z.optional(z.literal('name')),
});

const DirectorIdParams = z.object({ id: entityId('id must be a director id') });

const directorRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/',
    { schema: { body: RegisterDirectorBodySchema, response: { 201: DirectorCreatedResponseSchema } } },
    async (request, reply) => {
      if (!request.account) throw new Unauthenticated();
      const { name, email, password } = request.body;
      const { id } = await createDirector(app.ctx.db, { name, email, password }, auditActor(request));
      return reply
        .status(201)
        .send({ success: true as const, msg: 'Director created successfully', data: { id, name, email } });
    },
  );

  app.get(
    '/',
    { schema: { querystring: DirectorListQuerySchema, response: { 200: DirectorNameListResponseSchema } } },
    async () => ({ success: true as const, data: await listDirectors(app.ctx.db) }),
  );

  app.patch(
    '/:id',
    {
      schema: {
        params: DirectorIdParams,
        body: DirectorAccessBodySchema,
        response: { 200: DirectorAccessResponseSchema },
      },
    },
    async (request) => {
      const { active } = request.body;
      const director = await setDirectorActive(
        app.ctx.db,
        { directorId: request.params.id, active, now: app.ctx.clock.now() },
        auditActor(request),
      );
      const msg = active ? 'Director reactivated' : 'Director deactivated; their sessions have ended';
      return { success: true as const, msg, data: director };
    },
  );

  app.post(
    '/:id/hand-over',
    { schema: { params: DirectorIdParams, body: HandOverBodySchema, response: { 200: HandOverResponseSchema } } },
    async (request) => {
      const { moved } = await handOverCenters(
        app.ctx.db,
        { from: request.params.id, to: request.body.to },
        auditActor(request),
      );
      return { success: true as const, msg: `${moved} centers handed over`, data: { moved } };
    },
  );
};

export default directorRoutes;
