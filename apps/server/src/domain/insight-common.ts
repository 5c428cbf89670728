/**
 * Pieces shared by the clinical-insight queries (participant progress, paired summary,
 * change shares): the reliable-change method as the API reports it, and survey visibility
 * written as raw SQL over a table alias (the paired summary joins surveys to itself).
 */
import type { ReliableChangeMethod } from '@romtrack/shared/contracts/insight';
import type { SurveyFilterQuery } from '@romtrack/shared/contracts/surveys';
import { changeProfiles, RCI_CRITICAL_VALUE, RCI_VERSION } from '@romtrack/sf36/reliable-change';
import { SCALES } from '@romtrack/sf36/scales';
import { sql, type SQL } from 'drizzle-orm';
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

const DAY_MS = 86_400_000;

/** Start of the `from` day, UTC (ISO). */
export function startOfDay(day: string): string {
  return `${day}T00:00:00.000Z`;
}

/** Start of the day after `to`, UTC (ISO): the end day counts whole (decisions.md "Graphs"). */
export function endOfDayExclusive(day: string): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + DAY_MS).toISOString();
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
  if (filter.from) conditions.push(sql`${t}.created_at >= ${startOfDay(filter.from)}::timestamptz`);
  if (filter.to) conditions.push(sql`${t}.created_at < ${endOfDayExclusive(filter.to)}::timestamptz`);
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
