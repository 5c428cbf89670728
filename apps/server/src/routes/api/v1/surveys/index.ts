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
import { submitSurvey } from '../../../../domain/survey-links.ts';
import { HttpError, Unauthenticated } from '../../../../errors.ts';

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
      const keys = [`survey-token:ip:${request.ip}`];
      await app.ctx.surveyTokenThrottle.attempt(keys);
      let result;
      try {
        result = await submitSurvey(app.ctx.db, request.params.token, request.body, app.ctx.clock);
      } catch (error) {
        // Only a token that is unknown or spent counts as a guess.
        const guessed = error instanceof HttpError && (error.statusCode === 404 || error.statusCode === 410);
        if (!guessed) await app.ctx.surveyTokenThrottle.forgive(keys);
        throw error;
      }
      await app.ctx.surveyTokenThrottle.forgive(keys);
      return reply.status(201).send({ success: true as const, data: { surveyNo: result.surveyNo } });
    },
  );
};

export default surveyRoutes;
