/**
 * Reading surveys with the visibility rules of decisions.md: a manager sees every survey of
 * their own center; directors (own centers) and the admin (all) see consented surveys only.
 */
import type { Survey, SurveyFilterQuery, SurveySummary } from '@romtrack/shared/contracts/surveys';
import { SCALE_COUNT } from '@romtrack/sf36/scales';
import { and, asc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { inNameOrder } from '../db/name-order.ts';
import { reusableQuery, reusableQueryVariants, UNNAMED, unmappedRows } from '../db/reusable-query.ts';
import { centers, participants, surveyMonthTotals, surveys } from '../db/schema/index.ts';
import { Forbidden } from '../errors.ts';
import type { Account } from './accounts.ts';
import { filterSpan, type Span } from './insight-common.ts';

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
    .orderBy(inNameOrder(centers.name));
  if (filter.center && rows.length === 0) throw new Forbidden('You do not have access to this center');
  return rows.map(({ id, name }) => ({ id, name }));
}

/**
 * Which conditions a survey query has, and so the shape of its SQL: consented surveys only (all
 * but managers), only some PIDs, a start, an end. Each shape's text is built once
 * (reusable-query.ts), and the values go in as placeholders: the centers and PIDs as one array
 * each, so that the text does not change with how many there are.
 */
type SurveyShape = `${'consented' | 'all'}-${'some' | 'every'}-${'from' | 'open'}-${'to' | 'open'}`;

/** Managers see every survey of their center; directors and the admin, consented ones only. */
function whoseSurveys(account: Account): 'all' | 'consented' {
  return account.role === 'manager' ? 'all' : 'consented';
}

function surveyShape(account: Account, users: string | undefined, span: Span): SurveyShape {
  return `${whoseSurveys(account)}-${users ? 'some' : 'every'}-${span.from ? 'from' : 'open'}-${span.to ? 'to' : 'open'}`;
}

function surveyConditions(shape: SurveyShape) {
  const [who, users, from, to] = shape.split('-');
  const conditions: SQL[] = [sql`${surveys.centerId} = any(${sql.placeholder('centerIds')}::uuid[])`];
  if (who === 'consented') conditions.push(eq(surveys.consented, true));
  if (from === 'from') conditions.push(gte(surveys.createdAt, sql.placeholder('from')));
  if (to === 'to') conditions.push(lt(surveys.createdAt, sql.placeholder('to')));
  if (users === 'some') conditions.push(sql`${surveys.participantId} = any(${sql.placeholder('users')}::uuid[])`);
  return and(...conditions);
}

/** The placeholders' values for surveyConditions. */
function surveyValues(centerIds: string[], users: string | undefined, span: Span) {
  return { centerIds, users: users?.split(','), from: span.from?.toISOString(), to: span.to?.toISOString() };
}

const listQueries = reusableQueryVariants((db, shape: SurveyShape) =>
  db
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
    .where(surveyConditions(shape))
    .orderBy(asc(surveys.createdAt), asc(surveys.surveyNo))
    .prepare(UNNAMED),
);

/** GET /api/v1/surveys: the stored surveys a caller may see, oldest first. */
export async function listSurveys(db: Database, account: Account, filter: SurveyFilterQuery): Promise<Survey[]> {
  const scope = await centersInScope(db, account, filter);
  if (scope.length === 0) return [];
  const span = filterSpan(filter);
  const rows = await listQueries(db, surveyShape(account, filter.users, span)).execute(
    surveyValues(
      scope.map((c) => c.id),
      filter.users,
      span,
    ),
  );
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
}

/** The first midnight of a calendar month (UTC) at or after `at`. */
function monthStartAtOrAfter(at: Date): Date {
  const start = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), 1));
  return start.getTime() === at.getTime() ? start : new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth() + 1, 1));
}

/** Whole months as the first day of the first one and of the one after the last; absent: unbounded. */
interface MonthSpan {
  first?: string;
  end?: string;
}

/**
 * Splits a span into the whole calendar months (UTC) inside it, which survey_month_totals
 * answers, and the partial months at its ends, which only the surveys themselves can answer.
 */
export function splitIntoMonths(span: Span): { months?: MonthSpan; edges: Span[] } {
  const first = span.from ? monthStartAtOrAfter(span.from) : undefined;
  const end = span.to ? new Date(Date.UTC(span.to.getUTCFullYear(), span.to.getUTCMonth(), 1)) : undefined;
  if (first && end && first >= end) return { edges: [span] };
  const day = (at: Date | undefined) => at?.toISOString().slice(0, 10);
  const edges: Span[] = [];
  if (first && span.from && span.from < first) edges.push({ from: span.from, to: first });
  if (end && span.to && end < span.to) edges.push({ from: end, to: span.to });
  return { months: { first: day(first), end: day(end) }, edges };
}

/** Per center and survey number: how many surveys, and the sum of each scale's score. */
interface Totals {
  centerId: string;
  surveyNo: number;
  n: number;
  sums: number[];
}

/** The columns of a totals query's rows: s1..s8 are the scale sums, in scale order. */
const SUM_KEYS = ['s1', 's2', 's3', 's4', 's5', 's6', 's7', 's8'] as const;
type TotalsRow = { centerId: string; surveyNo: number; n: number } & Record<(typeof SUM_KEYS)[number], number>;

/**
 * A totals query's select list, read with unmappedRows (so every column is named after its
 * field): for a director's 350 rows, Drizzle's mapping of each field cost Node more CPU than
 * reading them. The count and the sums are float8 columns, not one array per row, which the
 * driver parses character by character. Node's CPU for the month totals of 50 centers (200 runs
 * each, on the benchmark's data): about 1.4 ms mapped with arrays, 1.1 ms unmapped with arrays,
 * 0.9 ms as here. float8 is exact up to 2^53, far beyond 100 points times any number of surveys.
 */
function totalsColumns(centerId: SQL, surveyNo: SQL, n: SQL, sums: SQL[]) {
  return {
    centerId: sql<string>`${centerId}`.as('centerId'),
    surveyNo: sql<number>`${surveyNo}`.as('surveyNo'),
    n: sql<number>`(${n})::float8`.as('n'),
    ...Object.fromEntries(SUM_KEYS.map((key, i) => [key, sql<number>`(${sums[i]})::float8`.as(key)])),
  };
}

const toTotals = (row: TotalsRow): Totals => ({
  centerId: row.centerId,
  surveyNo: row.surveyNo,
  n: row.n,
  sums: SUM_KEYS.map((key) => row[key]),
});

/** The stored totals' sum columns, in scale order. */
const TOTALS_SUMS = [
  surveyMonthTotals.sum1,
  surveyMonthTotals.sum2,
  surveyMonthTotals.sum3,
  surveyMonthTotals.sum4,
  surveyMonthTotals.sum5,
  surveyMonthTotals.sum6,
  surveyMonthTotals.sum7,
  surveyMonthTotals.sum8,
];

type MonthShape = `${'consented' | 'all'}-${'from' | 'open'}-${'to' | 'open'}`;

const monthTotalsQueries = reusableQueryVariants((db, shape: MonthShape) => {
  const [who, first, end] = shape.split('-');
  const conditions: SQL[] = [sql`${surveyMonthTotals.centerId} = any(${sql.placeholder('centerIds')}::uuid[])`];
  if (who === 'consented') conditions.push(eq(surveyMonthTotals.consented, true));
  if (first === 'from') conditions.push(gte(surveyMonthTotals.month, sql.placeholder('first')));
  if (end === 'to') conditions.push(lt(surveyMonthTotals.month, sql.placeholder('end')));
  return db
    .select(
      totalsColumns(
        sql`${surveyMonthTotals.centerId}`,
        sql`${surveyMonthTotals.surveyNo}`,
        sql`sum(${surveyMonthTotals.n})`,
        TOTALS_SUMS.map((column) => sql`sum(${column})`),
      ),
    )
    .from(surveyMonthTotals)
    .where(and(...conditions))
    .groupBy(surveyMonthTotals.centerId, surveyMonthTotals.surveyNo)
    .prepare(UNNAMED);
});

/** The totals kept by the database for whole months (see the survey_month_totals schema). */
async function monthTotals(db: Database, account: Account, centerIds: string[], months: MonthSpan): Promise<Totals[]> {
  const shape: MonthShape = `${whoseSurveys(account)}-${months.first ? 'from' : 'open'}-${months.end ? 'to' : 'open'}`;
  const query = monthTotalsQueries(db, shape);
  const rows = await unmappedRows<TotalsRow>(query, { centerIds, first: months.first, end: months.end });
  return rows.map(toTotals);
}

const surveyTotalsQueries = reusableQueryVariants((db, shape: SurveyShape) =>
  db
    .select(
      totalsColumns(
        sql`${surveys.centerId}`,
        sql`${surveys.surveyNo}`,
        sql`count(*)`,
        Array.from({ length: SCALE_COUNT }, (_, i) => sql`sum(${surveys.scores}[${sql.raw(String(i + 1))}])`),
      ),
    )
    .from(surveys)
    .where(surveyConditions(shape))
    .groupBy(surveys.centerId, surveys.surveyNo)
    .prepare(UNNAMED),
);

/** The same totals counted from the surveys themselves, within one span. */
async function surveyTotals(
  db: Database,
  account: Account,
  centerIds: string[],
  users: string | undefined,
  span: Span,
): Promise<Totals[]> {
  const query = surveyTotalsQueries(db, surveyShape(account, users, span));
  const rows = await unmappedRows<TotalsRow>(query, surveyValues(centerIds, users, span));
  return rows.map(toTotals);
}

/** When the first and the last stored survey, of any center, were made; null when there is none. */
export interface StoredSurveyTimes {
  first: Date | null;
  last: Date | null;
}

// Built once per database: the summary asks on every request. min and max read the two ends of
// the index on created_at, whatever the planner's statistics say (PGlite never gathers any).
const storedSurveyTimesQuery = reusableQuery((db) =>
  db
    .select({
      first: sql<Date | null>`min(${surveys.createdAt})`.mapWith(surveys.createdAt),
      last: sql<Date | null>`max(${surveys.createdAt})`.mapWith(surveys.createdAt),
    })
    .from(surveys)
    .prepare(UNNAMED),
);

async function storedSurveyTimes(db: Database): Promise<StoredSurveyTimes> {
  const [row] = await storedSurveyTimesQuery(db).execute();
  return { first: row?.first ?? null, last: row?.last ?? null };
}

/**
 * The span with each end that no stored survey lies beyond left open. A graph's range usually
 * runs from a day before the first survey to today, so both its end months would be partial and
 * read survey by survey (the current month alone can hold thousands); open, they are whole
 * months that the totals answer. An end is opened only where a survey saved meanwhile, stamped
 * now, falls inside the span either way: an end in the future, a start in the past.
 */
export function openEmptyEnds(span: Span, now: Date, stored: StoredSurveyTimes): Span {
  const openEnd = span.to && span.to > now && (stored.last === null || stored.last < span.to);
  const openStart = span.from && span.from <= now && (stored.first === null || stored.first >= span.from);
  return { from: openStart ? undefined : span.from, to: openEnd ? undefined : span.to };
}

/**
 * A scale's mean to one decimal, halves up: the precision the screens show (the summary table
 * has one decimal; a bar cannot show a finer one). A director's 2,800 unrounded means made
 * 67 KB of JSON, to be checked, written and sent on every call; rounded, 29 KB.
 * Exact for whole-number sums and counts: a mean halfway between two tenths is a whole number
 * and a half, which the division gives exactly; any other lies at least 1/(2n) away from one,
 * far beyond a division's rounding error.
 */
export function meanToTenth(sum: number, n: number): number {
  return Math.round((10 * sum) / n) / 10;
}

/**
 * GET /api/v1/surveys/summary: per center in scope, the mean of each scale per survey
 * number and how many surveys it averages. Whole months come from the totals the database
 * keeps, the partial months at the ends of the range (and any PID filter) from the surveys.
 */
export async function summarizeSurveys(
  db: Database,
  account: Account,
  filter: SurveyFilterQuery,
  now: Date,
): Promise<SurveySummary> {
  const [scope, stored] = await Promise.all([
    centersInScope(db, account, filter),
    filter.users ? null : storedSurveyTimes(db),
  ]);
  if (scope.length === 0) return [];
  const centerIds = scope.map((c) => c.id);
  const span = filterSpan(filter);
  const split = stored ? splitIntoMonths(openEmptyEnds(span, now, stored)) : { edges: [span] };
  const parts = await Promise.all([
    ...(split.months ? [monthTotals(db, account, centerIds, split.months)] : []),
    ...split.edges.map((edge) => surveyTotals(db, account, centerIds, filter.users, edge)),
  ]);
  // Per center, per survey number: the parts' counts and sums added up. Each Totals is a new
  // object (toTotals), so adding into the first one seen changes no one else's.
  const byCenter = new Map<string, Map<number, Totals>>();
  for (const part of parts.flat()) {
    let center = byCenter.get(part.centerId);
    if (!center) byCenter.set(part.centerId, (center = new Map()));
    const seen = center.get(part.surveyNo);
    if (!seen) center.set(part.surveyNo, part);
    else {
      seen.n += part.n;
      part.sums.forEach((sum, i) => (seen.sums[i]! += sum));
    }
  }
  return scope.map((center) => ({
    center,
    rows: [...(byCenter.get(center.id)?.values() ?? [])]
      .sort((a, b) => a.surveyNo - b.surveyNo)
      .map((row) => ({ surveyNo: row.surveyNo, n: row.n, means: row.sums.map((sum) => meanToTenth(sum, row.n)) })),
  }));
}
