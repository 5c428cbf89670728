/** /api/v1/directorAuth: the director area's sign-in (directors only, by e-mail). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { emailLoginRoute, staffSessionRoutes } from '../staff-session-routes.ts';

const directorAuthRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(emailLoginRoute(['director']));
  await app.register(staffSessionRoutes);
};

export default directorAuthRoutes;
