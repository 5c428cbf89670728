/**
 * The period an investigator asks of the audit log (GET /api/v1/audit `from`, `to`, `tz`) as the
 * conditions on its lines' time. A day is read as the survey filters read it (ADR 011, ADR 017):
 * from its first instant in `tz`, the end day counting whole. A date-time names its own instant,
 * and `to` includes it.
 */
import { isDayBound, type AuditQuery } from '@romtrack/shared/contracts/audit';
import { and, gte, lt, lte, type SQL } from 'drizzle-orm';
import { Temporal } from 'temporal-polyfill';
import { auditLog } from '../db/schema/index.ts';
import { BadRequest } from '../errors.ts';
import { filterSpan } from './insight-common.ts';

const instant = (dateTime: string) => new Date(Temporal.Instant.from(dateTime).epochMilliseconds);

/**
 * The lines written in the query's period (undefined: no period asked). A period that ends before
 * it starts would find nothing, most likely two ends swapped, which an empty page would hide: 400.
 */
export function auditPeriodWhere(query: Pick<AuditQuery, 'from' | 'to' | 'tz'>): SQL | undefined {
  const { tz } = query;
  const from =
    query.from && (isDayBound(query.from) ? filterSpan({ from: query.from, tz }).from! : instant(query.from));
  // A day ends where the next one starts; an instant is included.
  const to =
    query.to &&
    (isDayBound(query.to)
      ? { at: filterSpan({ to: query.to, tz }).to!, included: false }
      : { at: instant(query.to), included: true });
  if (from && to && (to.included ? to.at < from : to.at <= from)) {
    throw new BadRequest('Invalid querystring: to: must not be before from');
  }
  return and(from ? gte(auditLog.at, from) : undefined, to ? (to.included ? lte : lt)(auditLog.at, to.at) : undefined);
}
