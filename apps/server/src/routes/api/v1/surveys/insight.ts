/**
 * GET /api/v1/surveys/paired and /api/v1/surveys/change-shares: honest group averages
 * (issue 8). Same filters and visibility as GET /api/v1/surveys/summary, which stays as it is.
 * Its own plugin beside surveys/index.ts, registered under the same prefix.
 */
import {
  ChangeSharesResponseSchema,
  InsightQuerySchema,
  PairedSummaryResponseSchema,
} from '@romtrack/shared/contracts/insight';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { changeShares } from '../../../../domain/change-shares.ts';
import { pairedSummary } from '../../../../domain/paired-summary.ts';
import { Unauthenticated } from '../../../../errors.ts';

const surveyInsightRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/paired',
    { schema: { querystring: InsightQuerySchema, response: { 200: PairedSummaryResponseSchema } } },
    async (request) => {
      if (!request.account) throw new Unauthenticated();
      return { success: true as const, data: await pairedSummary(app.ctx.db, request.account, request.query) };
    },
  );

  app.get(
    '/change-shares',
    { schema: { querystring: InsightQuerySchema, response: { 200: ChangeSharesResponseSchema } } },
    async (request) => {
      if (!request.account) throw new Unauthenticated();
      return { success: true as const, data: await changeShares(app.ctx.db, request.account, request.query) };
    },
  );
};

export default surveyInsightRoutes;
