/**
 * The routes every staff auth family has (spec section 7): `me` and `updatepassword`.
 * Each family (auth, adminAuth, directorAuth) mounts them under its own prefix.
 */
import { MeResponseSchema, OkResponseSchema, UpdatePasswordBodySchema } from '@romtrack/shared/contracts/auth';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { toAuthUser } from '../../../domain/accounts.ts';
import { changePassword } from '../../../domain/change-password.ts';
import { Unauthenticated } from '../../../errors.ts';

export const staffSessionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/me', { schema: { response: { 200: MeResponseSchema } } }, async (request) => {
    if (!request.account) throw new Unauthenticated();
    return { success: true as const, data: toAuthUser(request.account) };
  });

  app.put(
    '/updatepassword',
    { schema: { body: UpdatePasswordBodySchema, response: { 200: OkResponseSchema } } },
    async (request) => {
      if (!request.account || !request.sessionToken) throw new Unauthenticated();
      await changePassword(app.ctx, {
        accountId: request.account.id,
        currentToken: request.sessionToken,
        currentPassword: request.body.currentPassword,
        newPassword: request.body.newPassword,
        ip: request.ip,
      });
      return { success: true as const };
    },
  );
};
