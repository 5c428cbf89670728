import { z } from 'zod/mini';
import { requiredWholeNumberText, wholeNumberText } from './numbers.ts';
import { MAX_PAGE, PaginationSchema } from './participants.ts';

/** What an audit line records: its `action`. */
export const AUDIT_ACTIONS = [
  'login.success',
  'login.failure',
  'logout',
  'password.change',
  'password.reset.request',
  'password.reset',
  'access.refused',
  'admin.bootstrap',
  'participant.create',
  'participant.delete',
  'survey.link.create',
  'survey.submit',
  'consent.change',
  'director.register',
  'director.deactivate',
  'director.reactivate',
  'center.register',
  'centers.handover',
  'manager.register',
  'export',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/**
 * GET /api/v1/audit: the admin reads the append-only audit log, newest first. `before` (a line's
 * id) pages by the log itself: the lines older than the last one read, which stay the same while
 * new lines arrive, where `page` shifts by every line written since the first page.
 */
export const AuditQuerySchema = z.strictObject({
  page: wholeNumberText(1, MAX_PAGE, 1),
  limit: wholeNumberText(1, 200, 50),
  // A misspelt name found nothing and looked like a quiet log.
  action: z.optional(z.enum(AUDIT_ACTIONS, `action must be one of ${AUDIT_ACTIONS.join(', ')}`)),
  before: z.optional(requiredWholeNumberText(1, Number.MAX_SAFE_INTEGER)),
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
