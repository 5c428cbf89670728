/**
 * The routes every staff auth family has (spec section 7): `me` and `updatepassword`.
 * Each family (auth, adminAuth, directorAuth) mounts them under its own prefix.
 */
import {
  EmailLoginBodySchema,
  LoginResponseSchema,
  MeResponseSchema,
  OkResponseSchema,
  UpdatePasswordBodySchema,
} from '@romtrack/shared/contracts/auth';
import type { StaffRole } from '@romtrack/shared/roles';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { findAccountByEmail, toAuthUser } from '../../../domain/accounts.ts';
import { signIn } from '../../../domain/sign-in.ts';
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

/** POST /login by e-mail, admitting the given roles (adminAuth and directorAuth). */
export function emailLoginRoute(roles: readonly StaffRole[]): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/login',
      { schema: { body: EmailLoginBodySchema, response: { 200: LoginResponseSchema } } },
      async (request) => {
        const { email, password } = request.body;
        const token = await signIn(app.ctx, {
          identifier: `email:${email}`,
          password,
          ip: request.ip,
          roles,
          lookup: () => findAccountByEmail(app.ctx.db, email),
        });
        return { success: true as const, token };
      },
    );
  };
}
