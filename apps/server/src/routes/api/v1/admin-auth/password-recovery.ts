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

/**
 * How long a stopping server lets reset mail still being sent finish, counted from the start of
 * the close, alongside the requests in flight (run-server.ts gives those 10 s). A mail server
 * answers in well under a second; one that has stopped answering would otherwise hold the close
 * for nodemailer's socket timeout, ten minutes, and a rolling restart with it.
 */
const DELIVERY_GRACE_MS = 5_000;

const passwordRecoveryRoutes: FastifyPluginAsyncZod = async (app) => {
  // Deliveries run after the answer; closing the server waits for them, for DELIVERY_GRACE_MS at
  // most, then cuts off the rest (each is logged as not sent, with its account).
  const deliveries = new Set<Promise<void>>();
  const stopping = new AbortController();
  let cutOff: NodeJS.Timeout | undefined;
  app.addHook('preClose', async () => {
    cutOff = setTimeout(() => stopping.abort(), DELIVERY_GRACE_MS);
  });
  app.addHook('onClose', async () => {
    await Promise.allSettled(deliveries);
    clearTimeout(cutOff);
  });

  app.post(
    '/forgotpassword',
    { schema: { body: ForgotPasswordBodySchema, response: { 200: OkResponseSchema } } },
    async (request) => {
      const pending = await requestPasswordReset(
        app.ctx,
        { email: request.body.email, ip: request.ip, language: request.body.language ?? 'en' },
        request.log,
        stopping.signal,
      );
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
