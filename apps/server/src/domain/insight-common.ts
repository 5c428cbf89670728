/**
 * Pieces shared by the clinical-insight queries (participant progress, paired summary,
 * change shares): the reliable-change method as the API reports it, and survey visibility
 * written as raw SQL over a table alias (the paired summary names its rows `s`).
 */
import type { ReliableChangeMethod } from '@romtrack/shared/contracts/insight';
import type { SurveyFilterQuery } from '@romtrack/shared/contracts/surveys';
import { changeProfiles, RCI_CRITICAL_VALUE, RCI_VERSION } from '@romtrack/sf36/reliable-change';
import { SCALES } from '@romtrack/sf36/scales';
import { sql, type SQL } from 'drizzle-orm';
import { Temporal } from 'temporal-polyfill';
import type { Account } from './accounts.ts';

/** The profiles of the default (RAND) table, computed once: they never change at run time. */
export const CHANGE_PROFILES = changeProfiles();

/** What every insight answer says about the method behind its flags. */
export function reliableChangeMethod(): ReliableChangeMethod {
  return {
    version: RCI_VERSION,
    criticalValue: RCI_CRITICAL_VALUE,
    scales: CHANGE_PROFILES.map((p) => ({ ...p })),
  };
}

/** A half-open span of time [from, to); an absent end is unbounded. */
export interface Span {
  from?: Date;
  to?: Date;
}

/**
 * The first instant of `day` in the time zone `tz` (Temporal's start of day): where the clocks go
 * back at midnight (the Azores, Havana), the first of its two midnights; where they go forward at
 * midnight, its first hour. Worked out from the zone's rules alone, whatever the server's own
 * zone (ADR 017).
 */
function startOfDay(day: Temporal.PlainDate, tz: string): Date {
  return new Date(day.toZonedDateTime(tz).epochMilliseconds);
}

/**
 * The filter's days as a span of time: from the first instant of `from` to the first instant of
 * the day after `to`, so the end day counts whole (decisions.md "Graphs"), both in the filter's
 * time zone (UTC when it names none). The day after is found on the calendar, not by adding
 * 24 hours: a day may have 23 or 25 hours where the clocks change.
 */
export function filterSpan(filter: Pick<SurveyFilterQuery, 'from' | 'to' | 'tz'>): Span {
  const tz = filter.tz ?? 'UTC';
  return {
    from: filter.from ? startOfDay(Temporal.PlainDate.from(filter.from), tz) : undefined,
    to: filter.to ? startOfDay(Temporal.PlainDate.from(filter.to).add({ days: 1 }), tz) : undefined,
  };
}

function list(values: readonly string[]): SQL {
  return sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  );
}

/**
 * The visibility rules of survey-queries.ts for rows of `surveys` under `alias`: the
 * centers in scope, consented only unless the caller is a manager, the date range, and the
 * ticked participants.
 *
 * @param alias Table alias in the query (a plain identifier chosen by the caller).
 * @param centerIds Centers in scope, already checked against the caller; must not be empty.
 */
export function visibleSurveysWhere(
  alias: string,
  account: Account,
  centerIds: readonly string[],
  filter: SurveyFilterQuery,
): SQL {
  const t = sql.identifier(alias);
  const conditions: SQL[] = [sql`${t}.center_id IN (${list(centerIds)})`];
  if (account.role !== 'manager') conditions.push(sql`${t}.consented`);
  const span = filterSpan(filter);
  if (span.from) conditions.push(sql`${t}.created_at >= ${span.from.toISOString()}::timestamptz`);
  if (span.to) conditions.push(sql`${t}.created_at < ${span.to.toISOString()}::timestamptz`);
  if (filter.users) conditions.push(sql`${t}.participant_id IN (${list(filter.users.split(','))})`);
  return sql.join(conditions, sql` AND `);
}

/**
 * The exact (unrounded) mean of one scale for rows under `alias`, as SQL: the same item
 * groupings as `scoreAnswers`, taken from the one scale table (SQL arrays are 1-based).
 */
export function exactScaleSql(alias: string, scaleIndex: number): SQL {
  const scale = SCALES[scaleIndex];
  if (!scale) throw new RangeError(`No scale at index ${scaleIndex}`);
  const t = sql.identifier(alias);
  const terms = scale.items.map((item) => sql`${t}.answers[${sql.raw(String(item + 1))}]::float8`);
  return sql`((${sql.join(terms, sql` + `)}) / ${sql.raw(String(scale.items.length))})`;
}
