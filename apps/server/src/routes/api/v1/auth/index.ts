/** /api/v1/auth: manager sign-in by center name, and sign-out for every staff member. */
import { LoginResponseSchema, ManagerLoginBodySchema, OkResponseSchema } from '@romtrack/shared/contracts/auth';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { findManagerByCenterName } from '../../../../domain/accounts.ts';
import { audit } from '../../../../domain/audit.ts';
import { signIn } from '../../../../domain/sign-in.ts';
import { staffSessionRoutes } from '../staff-session-routes.ts';

const authRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/login',
    { schema: { body: ManagerLoginBodySchema, response: { 200: LoginResponseSchema } } },
    async (request) => {
      const { centerName, password } = request.body;
      const token = await signIn(app.ctx, {
        identifier: `center:${centerName}`,
        password,
        ip: request.ip,
        roles: ['manager'],
        lookup: () => findManagerByCenterName(app.ctx.db, centerName),
      });
      return { success: true as const, token };
    },
  );

  app.get('/logout', { schema: { response: { 200: OkResponseSchema } } }, async (request) => {
    if (request.sessionToken) await app.ctx.sessions.revoke(request.sessionToken);
    await audit(app.ctx.db, {
      action: 'logout',
      actorId: request.account?.id ?? null,
      actorRole: request.account?.role ?? null,
      ip: request.ip,
    });
    return { success: true as const };
  });

  await app.register(staffSessionRoutes);
};

export default authRoutes;
