/** /api/v1/audit: the admin reads the audit log (who, what, when, from where). */
import { AuditPageResponseSchema, AuditQuerySchema } from '@romtrack/shared/contracts/audit';
import { and, count, desc, eq, lt } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditLog } from '../../../../db/schema/index.ts';
import { auditPeriodWhere } from '../../../../domain/audit-period.ts';

const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    { schema: { querystring: AuditQuerySchema, response: { 200: AuditPageResponseSchema } } },
    async (request) => {
      const { page, limit, action, actor, before } = request.query;
      const where = and(
        action ? eq(auditLog.action, action) : undefined,
        actor ? eq(auditLog.actorId, actor) : undefined,
        before ? lt(auditLog.id, before) : undefined,
        auditPeriodWhere(request.query),
      );
      const [rows, [counted]] = await Promise.all([
        app.ctx.db
          .select()
          .from(auditLog)
          .where(where)
          .orderBy(desc(auditLog.id))
          .limit(limit)
          .offset((page - 1) * limit),
        app.ctx.db.select({ total: count() }).from(auditLog).where(where),
      ]);
      return {
        success: true as const,
        data: rows.map((row) => ({ ...row, at: row.at.toISOString() })),
        pagination: { page, limit, total: counted?.total ?? 0 },
      };
    },
  );
};

export default auditRoutes;
