/**
 * POST /api/v1/adminAuth/forgotpassword and PUT /api/v1/adminAuth/resetpassword/{token}
 * (spec section 7), for every staff account with an e-mail. Public: the caller cannot sign in.
 */
import { OkResponseSchema } from '@romtrack/shared/contracts/auth';
import { ForgotPasswordBodySchema, ResetPasswordBodySchema } from '@romtrack/shared/contracts/password-recovery';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod/mini';
import { FailureThrottle, MemoryFailureCounterStore } from '../../../../domain/failure-throttle.ts';
import { requestPasswordReset, resetPassword } from '../../../../domain/password-reset.ts';

/** Reset requests per client address: a person who mistyped tries a few times, not more. */
const PER_ADDRESS = { limit: 5, windowMs: 15 * 60_000 };
/** Reset mails per e-mail address: nobody's inbox can be flooded through us. */
const PER_EMAIL = { limit: 3, windowMs: 60 * 60_000 };

const passwordRecoveryRoutes: FastifyPluginAsyncZod = async (app) => {
  const store = new MemoryFailureCounterStore(app.ctx.clock);
  const throttles = {
    perAddress: new FailureThrottle(store, app.ctx.clock, PER_ADDRESS),
    perEmail: new FailureThrottle(store, app.ctx.clock, PER_EMAIL),
  };
  // Deliveries run after the answer; closing the server waits for them instead of cutting them off.
  const deliveries = new Set<Promise<void>>();
  app.addHook('onClose', async () => {
    await Promise.allSettled(deliveries);
  });

  app.post(
    '/forgotpassword',
    { schema: { body: ForgotPasswordBodySchema, response: { 200: OkResponseSchema } } },
    async (request) => {
      const pending = await requestPasswordReset(
        app.ctx,
        throttles,
        { email: request.body.email, ip: request.ip },
        request.log,
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

  app.put(
    '/resetpassword/:token',
    {
      schema: {
        params: z.object({ token: z.string().check(z.maxLength(200)) }),
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
