/** /api/v1/surveys: submitting through a link, and reading surveys with visibility rules. */
import {
  SubmitSurveyBodySchema,
  SubmitSurveyResponseSchema,
  SurveyFilterQuerySchema,
  SurveyListResponseSchema,
  SurveySummaryResponseSchema,
  SurveyTokenSchema,
} from '@romtrack/shared/contracts/surveys';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod/mini';
import { listSurveys, summarizeSurveys } from '../../../../domain/survey-queries.ts';
import { countingBadLinks, submitSurvey } from '../../../../domain/survey-links.ts';
import { Unauthenticated } from '../../../../errors.ts';

const surveyRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    { schema: { querystring: SurveyFilterQuerySchema, response: { 200: SurveyListResponseSchema } } },
    async (request) => {
      if (!request.account) throw new Unauthenticated();
      return { success: true as const, data: await listSurveys(app.ctx.db, request.account, request.query) };
    },
  );

  app.get(
    '/summary',
    { schema: { querystring: SurveyFilterQuerySchema, response: { 200: SurveySummaryResponseSchema } } },
    async (request) => {
      if (!request.account) throw new Unauthenticated();
      return {
        success: true as const,
        data: await summarizeSurveys(app.ctx.db, request.account, request.query, app.ctx.clock.now()),
      };
    },
  );

  app.post(
    '/:token',
    {
      schema: {
        params: z.object({ token: SurveyTokenSchema }),
        body: SubmitSurveyBodySchema,
        response: { 201: SubmitSurveyResponseSchema },
      },
    },
    async (request, reply) => {
      const result = await countingBadLinks(app.ctx.surveyTokenThrottle, request.ip, () =>
        submitSurvey(app.ctx.db, request.params.token, request.body, app.ctx.clock),
      );
      return reply.status(201).send({ success: true as const, data: { surveyNo: result.surveyNo } });
    },
  );
};

export default surveyRoutes;
