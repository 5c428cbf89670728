/** /api/v1/users: a center's participants (PIDs), their consent, and the survey-link lookup. */
import {
  ConsentChangeBodySchema,
  ConsentStateResponseSchema,
  ParticipantListQuerySchema,
  ParticipantPageResponseSchema,
} from '@romtrack/shared/contracts/participants';
import { SurveyInfoResponseSchema, SurveyTokenSchema } from '@romtrack/shared/contracts/surveys';
import { entityId } from '@romtrack/shared/contracts/ids';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod/mini';
import { auditActor } from '../../../../api-request.ts';
import { ownCenterId } from '../../../../domain/center-access.ts';
import { changeConsent, consentState } from '../../../../domain/consent.ts';
import { deleteParticipant, listParticipants, requireOwnParticipant } from '../../../../domain/participants.ts';
import { countingBadLinks, findOpenSurvey } from '../../../../domain/survey-links.ts';
import { Forbidden, Unauthenticated } from '../../../../errors.ts';

const ParticipantIdParams = z.object({ id: entityId('id must be a participant id') });

const userRoutes: FastifyPluginAsyncZod = async (app) => {
  // Spec: GET /api/v1/users?center={id}&pid={pid}, the PID search.
  app.get(
    '/',
    {
      schema: {
        querystring: z.extend(ParticipantListQuerySchema, { center: z.optional(entityId('center must be an id')) }),
        response: { 200: ParticipantPageResponseSchema },
      },
    },
    async (request) => {
      if (!request.account) throw new Unauthenticated();
      const centerId = ownCenterId(request.account);
      const { center, page, limit, pid, open } = request.query;
      if (center !== undefined && center !== centerId) throw new Forbidden('You do not have access to this center');
      const result = await listParticipants(
        app.ctx.db,
        { centerId, page, limit, pidPrefix: pid, openOnly: open === 'true' },
        app.ctx.clock.now(),
      );
      return { success: true as const, data: result.data, pagination: { page, limit, total: result.total } };
    },
  );

  app.delete(
    '/:id',
    { schema: { params: ParticipantIdParams, response: { 200: z.object({ success: z.literal(true) }) } } },
    async (request) => {
      if (!request.account) throw new Unauthenticated();
      const participant = await requireOwnParticipant(app.ctx.db, ownCenterId(request.account), request.params.id);
      await deleteParticipant(app.ctx.db, participant.id, auditActor(request));
      return { success: true as const };
    },
  );

  app.get(
    '/:id/consent',
    { schema: { params: ParticipantIdParams, response: { 200: ConsentStateResponseSchema } } },
    async (request) => {
      if (!request.account) throw new Unauthenticated();
      const participant = await requireOwnParticipant(app.ctx.db, ownCenterId(request.account), request.params.id);
      return { success: true as const, data: await consentState(app.ctx.db, participant.id) };
    },
  );

  app.put(
    '/:id/consent',
    {
      schema: {
        params: ParticipantIdParams,
        body: ConsentChangeBodySchema,
        response: { 200: ConsentStateResponseSchema },
      },
    },
    async (request) => {
      if (!request.account) throw new Unauthenticated();
      const participant = await requireOwnParticipant(app.ctx.db, ownCenterId(request.account), request.params.id);
      await changeConsent(app.ctx.db, participant, request.body.consents, auditActor(request));
      return { success: true as const, data: await consentState(app.ctx.db, participant.id) };
    },
  );

  // The participant's page: anyone holding the link. Bad links are counted per address.
  app.get(
    '/surveys/:token',
    { schema: { params: z.object({ token: SurveyTokenSchema }), response: { 200: SurveyInfoResponseSchema } } },
    async (request) => {
      const open = await countingBadLinks(app.ctx.surveyTokenThrottle, request.ip, () =>
        findOpenSurvey(app.ctx.db, request.params.token, app.ctx.clock.now()),
      );
      return {
        success: true as const,
        data: { center: open.center, surveyCount: open.surveyCount, expiresAt: open.expiresAt.toISOString() },
      };
    },
  );
};

export default userRoutes;
