/**
 * Reading surveys with the visibility rules of decisions.md: a manager sees every survey of
 * their own center; directors (own centers) and the admin (all) see consented surveys only.
 */
import type { Survey, SurveyFilterQuery, SurveySummary } from '@romtrack/shared/contracts/surveys';
import { SCALE_COUNT } from '@romtrack/sf36/scales';
import { and, asc, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { centers, participants, surveys } from '../db/schema/index.ts';
import { Forbidden } from '../errors.ts';
import type { Account } from './accounts.ts';

const DAY_MS = 86_400_000;

/** The centers a caller's filter covers, checked against what the caller may see. */
export async function centersInScope(
  db: Database,
  account: Account,
  filter: SurveyFilterQuery,
): Promise<{ id: string; name: string }[]> {
  const conditions: SQL[] = [];
  if (account.role === 'manager') {
    if (filter.center && filter.center !== account.centerId)
      throw new Forbidden('You do not have access to this center');
    if (filter.director && filter.director !== account.directorId) throw new Forbidden();
    conditions.push(eq(centers.id, account.centerId!));
  } else {
    if (account.role === 'director') {
      if (filter.director && filter.director !== account.id) throw new Forbidden('You may only see your own region');
      conditions.push(eq(centers.directorId, account.id));
    } else if (filter.director) {
      conditions.push(eq(centers.directorId, filter.director));
    }
    if (filter.center) conditions.push(eq(centers.id, filter.center));
  }
  const rows = await db
    .select({ id: centers.id, name: centers.name, directorId: centers.directorId })
    .from(centers)
    .where(and(...conditions))
    .orderBy(asc(centers.name));
  if (filter.center && rows.length === 0) throw new Forbidden('You do not have access to this center');
  return rows.map(({ id, name }) => ({ id, name }));
}

function surveyConditions(account: Account, centerIds: string[], filter: SurveyFilterQuery): SQL | undefined {
  const conditions: SQL[] = [inArray(surveys.centerId, centerIds)];
  if (account.role !== 'manager') conditions.push(eq(surveys.consented, true));
  if (filter.from) conditions.push(gte(surveys.createdAt, new Date(`${filter.from}T00:00:00Z`)));
  // The end day counts whole: everything before the next midnight (UTC).
  if (filter.to) conditions.push(lt(surveys.createdAt, new Date(Date.parse(`${filter.to}T00:00:00Z`) + DAY_MS)));
  if (filter.users) conditions.push(inArray(surveys.participantId, filter.users.split(',')));
  return and(...conditions);
}

/** GET /api/v1/surveys: the stored surveys a caller may see, oldest first. */
export async function listSurveys(db: Database, account: Account, filter: SurveyFilterQuery): Promise<Survey[]> {
  const scope = await centersInScope(db, account, filter);
  if (scope.length === 0) return [];
  const rows = await db
    .select({
      id: surveys.id,
      user: surveys.participantId,
      pid: participants.pid,
      center: surveys.centerId,
      surveyNo: surveys.surveyNo,
      answers: surveys.answers,
      scores: surveys.scores,
      consented: surveys.consented,
      language: surveys.language,
      createdAt: surveys.createdAt,
    })
    .from(surveys)
    .innerJoin(participants, eq(participants.id, surveys.participantId))
    .where(
      surveyConditions(
        account,
        scope.map((c) => c.id),
        filter,
      ),
    )
    .orderBy(asc(surveys.createdAt), asc(surveys.surveyNo));
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
}

/**
 * GET /api/v1/surveys/summary: per center in scope, the mean of each scale per survey
 * number and how many surveys it averages, computed in SQL over the stored scores.
 */
export async function summarizeSurveys(
  db: Database,
  account: Account,
  filter: SurveyFilterQuery,
): Promise<SurveySummary> {
  const scope = await centersInScope(db, account, filter);
  if (scope.length === 0) return [];
  const means = Array.from(
    { length: SCALE_COUNT },
    (_, i) => sql<string>`avg(${surveys.scores}[${sql.raw(String(i + 1))}])`,
  );
  const rows = await db
    .select({
      centerId: surveys.centerId,
      surveyNo: surveys.surveyNo,
      n: sql<number>`count(*)::int`,
      means: sql<string[]>`array[${sql.join(means, sql`, `)}]::float8[]`,
    })
    .from(surveys)
    .where(
      surveyConditions(
        account,
        scope.map((c) => c.id),
        filter,
      ),
    )
    .groupBy(surveys.centerId, surveys.surveyNo)
    .orderBy(asc(surveys.surveyNo));
  return scope.map((center) => ({
    center,
    rows: rows
      .filter((row) => row.centerId === center.id)
      .map((row) => ({ surveyNo: row.surveyNo, n: Number(row.n), means: row.means.map(Number) })),
  }));
}
