import { z } from 'zod/mini';
import { entityId } from './ids.ts';
import { requiredWholeNumberText, wholeNumberText } from './numbers.ts';
import { MAX_PAGE, PaginationSchema } from './participants.ts';
import { isoDate, timeZone } from './surveys.ts';

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
 * A date-time that names its offset, to the millisecond at most: one instant wherever it is read.
 * (A date-time without an offset would mean an hour that happens twice, or never, where the
 * clocks change; a day, read in `tz`, serves the reader's own calendar.)
 */
const DATE_TIME_WITH_OFFSET =
  /^\d{4}-\d{2}-\d{2}T([01]\d|2[0-3]):[0-5]\d(:[0-5]\d(\.\d{1,3})?)?(Z|[+-]([01]\d|2[0-3]):[0-5]\d)$/;

/** Whether `bound` (a valid `from` or `to`) is a day rather than an instant. */
export const isDayBound = (bound: string) => !bound.includes('T');

function isAuditBound(value: string): boolean {
  if (isDayBound(value)) return isoDate.safeParse(value).success;
  return DATE_TIME_WITH_OFFSET.test(value) && isoDate.safeParse(value.slice(0, 10)).success;
}

/** `from` or `to` of the audit log: a day (YYYY-MM-DD, in `tz`) or an instant. */
const auditBound = z
  .string()
  .check(
    z.refine(
      isAuditBound,
      'must be a day like 2026-12-01 or a date-time with its offset like 2026-12-01T09:30:00Z, from 1900 to 2999',
    ),
  );

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
  /** The lines of one staff account (its id); an id no line names finds none. */
  actor: z.optional(entityId('actor must be a staff account id')),
  /** The first day (its first instant in `tz`) or the first instant included. */
  from: z.optional(auditBound),
  /** The last day included, the whole day in `tz`, or the last instant included. */
  to: z.optional(auditBound),
  /** The time zone whose days `from` and `to` name (ADR 011); UTC when absent. */
  tz: z.optional(timeZone),
});
export type AuditQuery = z.infer<typeof AuditQuerySchema>;

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
