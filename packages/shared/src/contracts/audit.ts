import { z } from 'zod/mini';
import { wholeNumberText } from './numbers.ts';
import { MAX_PAGE, PaginationSchema } from './participants.ts';

/** GET /api/v1/audit: the admin reads the append-only audit log, newest first. */
export const AuditQuerySchema = z.strictObject({
  page: wholeNumberText(1, MAX_PAGE, 1),
  limit: wholeNumberText(1, 200, 50),
  action: z.optional(z.string().check(z.regex(/^[a-z.]{1,40}$/, 'action must be an event name such as login.failure'))),
});

export const AuditEntrySchema = z.object({
  id: z.int(),
  at: z.string(),
  actorId: z.nullable(z.string()),
  actorRole: z.nullable(z.string()),
  action: z.string(),
  target: z.nullable(z.string()),
  ip: z.nullable(z.string()),
  detail: z.nullable(z.record(z.string(), z.unknown())),
});

export const AuditPageResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(AuditEntrySchema),
  pagination: PaginationSchema,
});
