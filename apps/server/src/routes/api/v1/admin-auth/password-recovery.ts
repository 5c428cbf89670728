/**
 * POST /api/v1/adminAuth/forgotpassword and PUT /api/v1/adminAuth/resetpassword/{token}
 * (spec section 7), for every staff account with an e-mail, and GET of the same path: whether the
 * link still works, so that its page can say so before a new password is typed. Public: the
 * caller cannot sign in; the token is the credential.
 */
import { OkResponseSchema } from '@romtrack/shared/contracts/auth';
import {
  ForgotPasswordBodySchema,
  ResetLinkResponseSchema,
  ResetPasswordBodySchema,
} from '@romtrack/shared/contracts/password-recovery';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod/mini';
import { checkResetToken, requestPasswordReset, resetPassword } from '../../../../domain/password-reset.ts';

const passwordRecoveryRoutes: FastifyPluginAsyncZod = async (app) => {
  // Deliveries run after the answer; closing the server waits for them instead of cutting them off.
  const deliveries = new Set<Promise<void>>();
  app.addHook('onClose', async () => {
    await Promise.allSettled(deliveries);
  });

  app.post(
    '/forgotpassword',
    { schema: { body: ForgotPasswordBodySchema, response: { 200: OkResponseSchema } } },
    async (request) => {
      const pending = await requestPasswordReset(app.ctx, { email: request.body.email, ip: request.ip }, request.log);
      if (pending) {
        const { delivery } = pending;
        deliveries.add(delivery);
        void delivery.finally(() => deliveries.delete(delivery));
      }
      // The same answer whether or not the address has an account (ADR 002).
      return { success: true as const };
    },
  );

  const TokenParamsSchema = z.object({ token: z.string().check(z.maxLength(200)) });

  app.get(
    '/resetpassword/:token',
    { schema: { params: TokenParamsSchema, response: { 200: ResetLinkResponseSchema } } },
    async (request) => ({ success: true as const, data: await checkResetToken(app.ctx, request.params.token) }),
  );

  app.put(
    '/resetpassword/:token',
    {
      schema: {
        params: TokenParamsSchema,
        body: ResetPasswordBodySchema,
        response: { 200: OkResponseSchema },
      },
    },
    async (request) => {
      await resetPassword(app.ctx, { token: request.params.token, password: request.body.password, ip: request.ip });
      return { success: true as const };
    },
  );
};

export default passwordRecoveryRoutes;
