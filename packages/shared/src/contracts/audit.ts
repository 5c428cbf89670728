import { z } from 'zod';
import { PaginationSchema } from './participants.ts';

/** GET /api/v1/audit: the admin reads the append-only audit log, newest first. */
export const AuditQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(200).default(50),
  action: z
    .string()
    .regex(/^[a-z.]{1,40}$/, 'action must be an event name such as login.failure')
    .optional(),
});

export const AuditEntrySchema = z.object({
  id: z.number().int(),
  at: z.string(),
  actorId: z.string().nullable(),
  actorRole: z.string().nullable(),
  action: z.string(),
  target: z.string().nullable(),
  ip: z.string().nullable(),
  detail: z.record(z.string(), z.unknown()).nullable(),
});

export const AuditPageResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(AuditEntrySchema),
  pagination: PaginationSchema,
});
