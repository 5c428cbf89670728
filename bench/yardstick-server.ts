/**
 * The yardsticks of `npm run bench`: the physical limit of this stack for each endpoint. A bare
 * Fastify app that runs the same SQL as the product's handler, on the same database, through
 * the bare driver (no Drizzle), with no authentication, validation, throttling, audit or
 * response schema. Not part of the product; run as its own process like the real server.
 *
 * Environment: PORT, and BENCH_PGLITE_DIR (a DATA_DIR) or BENCH_POSTGRES_URL.
 */
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import Fastify from 'fastify';
import pg from 'pg';
import { filterSpan } from '../apps/server/src/domain/insight-common.ts';
import { openEmptyEnds, splitIntoMonths } from '../apps/server/src/domain/survey-queries.ts';

interface Driver {
  /**
   * `name` makes it a named statement on PostgreSQL, kept by each connection with its plan, where the
   * product's statement is named too (PGlite has no such thing): a yardstick running the same SQL as
   * planned afresh at every request would not be the limit of this stack.
   */
  query<T>(text: string, params?: unknown[], name?: string): Promise<{ rows: T[] }>;
  close(): Promise<void>;
}

async function openDriver(): Promise<Driver> {
  const url = process.env.BENCH_POSTGRES_URL;
  if (url) {
    // The product's pool size (apps/server/src/db/client.ts).
    const pool = new pg.Pool({ connectionString: url, max: 10 });
    return {
      query: async <T>(text: string, params?: unknown[], name?: string) =>
        pool.query({ text, values: params, ...(name ? { name } : {}) }) as unknown as { rows: T[] },
      close: () => pool.end(),
    };
  }
  const dataDir = process.env.BENCH_PGLITE_DIR;
  if (!dataDir) throw new Error('Set BENCH_PGLITE_DIR or BENCH_POSTGRES_URL');
  const client = await PGlite.create(path.join(dataDir, 'pglite'));
  return {
    query: <T>(text: string, params?: unknown[]) => client.query<T>(text, params),
    close: () => client.close(),
  };
}

// The statements below are the ones Drizzle sends for the product's domain functions
// (checked with Drizzle's query logger), with the same parameters.

const OPEN_LINK_SQL = `update "participants" set "survey_token" = $1, "survey_token_expires_at" = $2
  where "participants"."id" = $3`;

const OPEN_SURVEY_SQL = `select "participants"."id", "participants"."survey_count", "participants"."survey_token_expires_at",
  "centers"."id", "centers"."name", "centers"."consent_region"
  from "participants" inner join "centers" on "centers"."id" = "participants"."center_id"
  where "participants"."survey_token" = $1`;

/** The product's one statement for a submit (domain/survey-links.ts), without its audit INSERT. */
const SUBMIT_SQL = `WITH claimed AS (
    UPDATE "participants"
    SET survey_token = NULL, survey_token_expires_at = NULL, survey_count = survey_count + 1
    WHERE survey_token = $1 AND survey_token_expires_at > $2::timestamptz
    RETURNING id, center_id, survey_count
  ), saved AS (
    INSERT INTO "surveys"
      (participant_id, center_id, survey_no, answers, scores, language, consented, scoring_version, created_at)
    SELECT id, center_id, survey_count, $3::smallint[], $4::smallint[], $5::text, $6::boolean, $7::text, $8::timestamptz
    FROM claimed
    RETURNING participant_id, survey_no
  )
  SELECT participant_id AS "participantId", survey_no AS "surveyNo" FROM saved`;

const PARTICIPANT_PAGE_SQL = `select "participants"."id", "participants"."pid", "participants"."survey_count",
  "participants"."survey_token", "participants"."survey_token_expires_at", "participants"."center_id",
  "centers"."director_id", "participants"."created_at"
  from "participants" inner join "centers" on "centers"."id" = "participants"."center_id"
  where ("participants"."center_id" = $1 and "participants"."pid" between $2 and $3)
  order by "participants"."created_at" DESC, "participants"."pid" asc limit $4 offset $5`;

const PARTICIPANT_COUNT_SQL = `select count(*) from "participants"
  where ("participants"."center_id" = $1 and "participants"."pid" between $2 and $3)`;

const DIRECTOR_CENTERS_SQL = `select "id", "name", "director_id" from "centers"
  where "centers"."director_id" = $1 order by "centers"."name" asc`;

/** The product's totals columns (survey-queries.ts totalsColumns): the count and eight sums as float8. */
const totalsColumns = (table: string, n: string, sum: (scale: number) => string) =>
  [
    `"${table}"."center_id" as "centerId"`,
    `"${table}"."survey_no" as "surveyNo"`,
    `(${n})::float8 as "n"`,
    ...Array.from({ length: 8 }, (_, i) => `(${sum(i + 1)})::float8 as "s${i + 1}"`),
  ].join(', ');
const MONTH_COLUMNS = totalsColumns(
  'survey_month_totals',
  'sum("survey_month_totals"."n")',
  (i) => `sum("survey_month_totals"."sum${i}")`,
);
const EDGE_COLUMNS = totalsColumns('surveys', 'count(*)', (i) => `sum("surveys"."scores"[${i}])`);

/** The whole months, from the totals the database keeps (survey_month_totals); an absent bound is open. */
function monthTotalsSql(months: { first?: string; end?: string }): string {
  const bounds = [months.first && '>=', months.end && '<']
    .filter(Boolean)
    .map((op, i) => ` and "survey_month_totals"."month" ${op} $${3 + i}`)
    .join('');
  return `select ${MONTH_COLUMNS}
    from "survey_month_totals" where ("survey_month_totals"."center_id" = any($1::uuid[])
      and "survey_month_totals"."consented" = $2${bounds})
    group by "survey_month_totals"."center_id", "survey_month_totals"."survey_no"`;
}

/** When the first and the last survey were made (the product's storedSurveyTimes). */
const STORED_SURVEY_TIMES_SQL = `select min("surveys"."created_at"), max("surveys"."created_at") from "surveys"`;

/** The partial months at the ends of the range, from the surveys themselves. */
const EDGE_TOTALS_SQL = `select ${EDGE_COLUMNS}
    from "surveys" where ("surveys"."center_id" = any($1::uuid[]) and "surveys"."consented" = $2
      and "surveys"."created_at" >= $3 and "surveys"."created_at" < $4)
    group by "surveys"."center_id", "surveys"."survey_no"`;

interface SubmitBody {
  answers: number[];
  /** Computed by the benchmark beforehand: the yardstick does no scoring. */
  scores: number[];
  consented: boolean;
  language: string;
}

async function main(): Promise<void> {
  const db = await openDriver();
  const app = Fastify({ logger: false });

  app.get('/bare', async () => ({}));

  // Not measured: the benchmark opens fresh links between its slices of submits, as the
  // product's createSurveyLink does (48 hours, 256 random bits).
  app.post<{ Params: { id: string } }>('/open-link/:id', async (request) => {
    const token = randomBytes(32).toString('base64url');
    await db.query(OPEN_LINK_SQL, [token, new Date(Date.now() + 48 * 3600_000), request.params.id]);
    return { token };
  });

  app.get<{ Params: { token: string } }>('/survey/:token', async (request, reply) => {
    const { rows } = await db.query(OPEN_SURVEY_SQL, [request.params.token]);
    return rows[0] ?? reply.status(404).send({});
  });

  app.post<{ Params: { token: string }; Body: SubmitBody }>('/survey/:token', async (request, reply) => {
    const body = request.body;
    const now = new Date().toISOString();
    const { rows } = await db.query<{ surveyNo: number }>(SUBMIT_SQL, [
      request.params.token,
      now,
      // Drizzle sends arrays as Postgres array literals.
      `{${body.answers.join(',')}}`,
      `{${body.scores.join(',')}}`,
      body.language,
      body.consented,
      'rand36-v1',
      now,
    ]);
    const saved = rows[0];
    return saved ? reply.status(201).send({ surveyNo: saved.surveyNo }) : reply.status(404).send({});
  });

  app.get<{ Params: { id: string }; Querystring: { pid: string } }>('/centers/:id/users', async (request) => {
    // The PIDs starting with these digits, as the product's pidPrefixRange gives them ("12": 1200..1299).
    const digits = request.query.pid;
    const scale = 10 ** (4 - digits.length);
    const range = [Number(digits) * scale, Number(digits) * scale + scale - 1];
    const [page, total] = await Promise.all([
      db.query(PARTICIPANT_PAGE_SQL, [request.params.id, ...range, 10, 0], 'participant_page'),
      db.query(PARTICIPANT_COUNT_SQL, [request.params.id, ...range], 'participant_count'),
    ]);
    return { data: page.rows, total: total.rows[0] };
  });

  app.get<{ Querystring: { director: string; from: string; to: string } }>('/summary', async (request) => {
    // The same ends left open (asked beside the centers, as the product does), and the same
    // split into whole months and partial ends, as the product's.
    const [{ rows: scope }, { rows: times }] = await Promise.all([
      db.query<{ id: string }>(DIRECTOR_CENTERS_SQL, [request.query.director]),
      db.query<{ min: Date | string | null; max: Date | string | null }>(STORED_SURVEY_TIMES_SQL),
    ]);
    if (scope.length === 0) return { data: [] };
    const ids = scope.map((c) => c.id);
    const at = (value: Date | string | null | undefined) => (value == null ? null : new Date(value));
    const stored = { first: at(times[0]?.min), last: at(times[0]?.max) };
    const { months, edges } = splitIntoMonths(openEmptyEnds(filterSpan(request.query), new Date(), stored));
    const parts = await Promise.all([
      ...(months ? [db.query(monthTotalsSql(months), [ids, true, ...[months.first, months.end].filter(Boolean)])] : []),
      ...edges.map((edge) => db.query(EDGE_TOTALS_SQL, [ids, true, edge.from, edge.to])),
    ]);
    return { data: parts.flatMap((part) => part.rows) };
  });

  const close = () => {
    app
      .close()
      .then(() => db.close())
      .finally(() => process.exit(0));
  };
  process.on('SIGTERM', close);
  process.on('SIGINT', close);
  await app.listen({ port: Number(process.env.PORT ?? 0), host: '127.0.0.1' });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
