/**
 * GET /api/v1/users/{id}/surveys: one participant's surveys over time with reliable change
 * (issue 8). Its own plugin beside users/index.ts, registered under the same prefix.
 */
import { ParticipantProgressResponseSchema } from '@romtrack/shared/contracts/insight';
import { entityId } from '@romtrack/shared/contracts/ids';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod/mini';
import { participantProgress } from '../../../../domain/participant-progress.ts';
import { Unauthenticated } from '../../../../errors.ts';

const participantProgressRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/:id/surveys',
    {
      schema: {
        params: z.object({ id: entityId('id must be a participant id') }),
        response: { 200: ParticipantProgressResponseSchema },
      },
    },
    async (request) => {
      if (!request.account) throw new Unauthenticated();
      return {
        success: true as const,
        data: await participantProgress(app.ctx.db, request.account, request.params.id),
      };
    },
  );
};

export default participantProgressRoutes;
