/** /api/v1/config: the deployment's names, so one web build fits every deployment. */
import { PublicConfigSchema } from '@romtrack/shared/contracts/config';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod/mini';

const configRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    { schema: { response: { 200: z.object({ success: z.literal(true), data: PublicConfigSchema }) } } },
    async () => ({
      success: true as const,
      data: { productName: app.ctx.config.productName, foundationName: app.ctx.config.foundationName },
    }),
  );
};

export default configRoutes;
