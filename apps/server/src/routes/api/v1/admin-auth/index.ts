/** /api/v1/adminAuth: the admin area's sign-in (admins and directors, by e-mail). */
import { EmailLoginBodySchema, LoginResponseSchema } from '@romtrack/shared/contracts/auth';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { findAccountByEmail } from '../../../../domain/accounts.ts';
import { signIn } from '../../../../domain/sign-in.ts';
import { staffSessionRoutes } from '../staff-session-routes.ts';

const adminAuthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/login',
    { schema: { body: EmailLoginBodySchema, response: { 200: LoginResponseSchema } } },
    async (request) => {
      const { email, password } = request.body;
      const token = await signIn(app.ctx, {
        identifier: `email:${email}`,
        password,
        ip: request.ip,
        // Spec section 2: after admin login, an admin or director goes to /admin, a manager to /manager.
        roles: ['admin', 'director', 'manager'],
        lookup: () => findAccountByEmail(app.ctx.db, email),
      });
      return { success: true as const, token };
    },
  );

  await app.register(staffSessionRoutes);
};

export default adminAuthRoutes;
