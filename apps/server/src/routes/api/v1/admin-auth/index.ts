/** /api/v1/adminAuth: the admin area's sign-in (by e-mail), and the session routes. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { emailLoginRoute, staffSessionRoutes } from '../staff-session-routes.ts';

const adminAuthRoutes: FastifyPluginAsyncZod = async (app) => {
  // Spec section 2: after admin login, an admin or director goes to /admin, a manager to /manager.
  await app.register(emailLoginRoute(['admin', 'director', 'manager']));
  await app.register(staffSessionRoutes);
};

export default adminAuthRoutes;
