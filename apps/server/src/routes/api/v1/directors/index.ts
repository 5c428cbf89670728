/** /api/v1/directors: the admin registers regional directors and lists them (spec sections 6, 7). */
import {
  DirectorCreatedResponseSchema,
  DirectorNameListResponseSchema,
  RegisterDirectorBodySchema,
} from '@romtrack/shared/contracts/directors';
import { asc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod/mini';
import { staffAccounts } from '../../../../db/schema/index.ts';
import { auditActor } from '../../../../api-request.ts';
import { createDirector } from '../../../../domain/registration.ts';
import { Unauthenticated } from '../../../../errors.ts';

const DirectorListQuerySchema = z.strictObject({
  // The spec's client sends `select=name`: ids and names, and the e-mail that tells apart two
  // directors of one name (the list is the admin's alone).
  select: z.optional(z.literal('name')),
});

const directorRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/',
    { schema: { body: RegisterDirectorBodySchema, response: { 201: DirectorCreatedResponseSchema } } },
    async (request, reply) => {
      if (!request.account) throw new Unauthenticated();
      const { name, email, password } = request.body;
      const { id } = await createDirector(app.ctx.db, { name, email, password }, auditActor(request));
      return reply
        .status(201)
        .send({ success: true as const, msg: 'Director created successfully', data: { id, name, email } });
    },
  );

  app.get(
    '/',
    { schema: { querystring: DirectorListQuerySchema, response: { 200: DirectorNameListResponseSchema } } },
    async () => {
      const rows = await app.ctx.db
        .select({ id: staffAccounts.id, name: staffAccounts.name, email: staffAccounts.email })
        .from(staffAccounts)
        .where(eq(staffAccounts.role, 'director'))
        .orderBy(asc(staffAccounts.name), asc(staffAccounts.email));
      // A director always has an e-mail (they sign in with it); the column is nullable for managers.
      return { success: true as const, data: rows.map((row) => ({ ...row, email: row.email ?? '' })) };
    },
  );
};

export default directorRoutes;
