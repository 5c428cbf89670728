/** /api/v1/auth: manager sign-in by center name, and sign-out for every staff member. */
import { LoginResponseSchema, ManagerLoginBodySchema, OkResponseSchema } from '@romtrack/shared/contracts/auth';
import {
  ParticipantResponseSchema,
  RegisterParticipantBodySchema,
  SurveyLinkResponseSchema,
} from '@romtrack/shared/contracts/participants';
import { RegisterManagerBodySchema } from '@romtrack/shared/contracts/registration';
import { entityId } from '@romtrack/shared/contracts/ids';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod/mini';
import { findManagerByCenterName } from '../../../../domain/accounts.ts';
import { auditActor } from '../../../../api-request.ts';
import { audit } from '../../../../domain/audit.ts';
import { ownCenterId } from '../../../../domain/center-access.ts';
import { createParticipant, requireOwnParticipant } from '../../../../domain/participants.ts';
import { registerManager } from '../../../../domain/register-manager.ts';
import { signIn } from '../../../../domain/sign-in.ts';
import { createSurveyLink } from '../../../../domain/survey-links.ts';
import { BadRequest, Unauthenticated } from '../../../../errors.ts';

const ManagerCreatedResponseSchema = z.object({
  success: z.literal(true),
  msg: z.string(),
  data: z.object({ id: z.string() }),
});
import { staffSessionRoutes } from '../staff-session-routes.ts';

const authRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/login',
    { schema: { body: ManagerLoginBodySchema, response: { 200: LoginResponseSchema } } },
    async (request) => {
      const { centerName, password } = request.body;
      const token = await signIn(app.ctx, {
        identifier: `center:${centerName}`,
        password,
        ip: request.ip,
        roles: ['manager'],
        lookup: () => findManagerByCenterName(app.ctx.db, centerName),
      });
      return { success: true as const, token };
    },
  );

  app.get('/logout', { schema: { response: { 200: OkResponseSchema } } }, async (request) => {
    // The session ends first and on its own: a logout must hold even if its audit line fails.
    if (request.sessionToken) await app.ctx.sessions.revoke(request.sessionToken);
    await audit(app.ctx.db, {
      action: 'logout',
      actorId: request.account?.id ?? null,
      actorRole: request.account?.role ?? null,
      ip: request.ip,
    });
    return { success: true as const };
  });

  // Spec section 7: one call registers a PID (role 'deidentified', by a manager, in their own
  // center) or a center's named manager (role 'manager', by its director or the admin).
  app.post(
    '/register',
    {
      schema: {
        body: z.discriminatedUnion('role', [RegisterParticipantBodySchema, RegisterManagerBodySchema], {
          error: "role must be 'deidentified' or 'manager'",
        }),
        response: { 201: z.union([ParticipantResponseSchema, ManagerCreatedResponseSchema]) },
      },
    },
    async (request, reply) => {
      if (!request.account) throw new Unauthenticated();
      if (request.body.role === 'manager') {
        const manager = await registerManager(app.ctx, request.account, request.body, request.ip);
        return reply.status(201).send({ success: true as const, msg: 'Manager created', data: manager });
      }
      const centerId = ownCenterId(request.account);
      if (request.body.center !== undefined && request.body.center !== centerId) {
        throw new BadRequest('A PID can only be created in your own center');
      }
      const participant = await createParticipant(app.ctx.db, centerId, app.ctx.clock, auditActor(request));
      return reply.status(201).send({ success: true as const, data: participant });
    },
  );

  app.post(
    '/survey/:userId',
    {
      schema: {
        params: z.object({ userId: entityId('userId must be a participant id') }),
        response: { 201: SurveyLinkResponseSchema },
      },
    },
    async (request, reply) => {
      if (!request.account) throw new Unauthenticated();
      const participant = await requireOwnParticipant(app.ctx.db, ownCenterId(request.account), request.params.userId);
      const link = await createSurveyLink(app.ctx.db, participant.id, app.ctx.clock, auditActor(request));
      return reply
        .status(201)
        .send({ success: true as const, data: link.token, expiresAt: link.expiresAt.toISOString() });
    },
  );

  await app.register(staffSessionRoutes);
};

export default authRoutes;
