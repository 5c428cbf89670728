/**
 * Participants (PIDs): anonymous, four digits, unique within a center. Nothing here stores
 * anything about the person; the manager keeps the PID-to-person mapping offline.
 */
import { PID_MAX, PID_MIN, type Participant } from '@romtrack/shared/contracts/participants';
import { and, asc, between, count, eq, gt, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { Clock } from '../clock.ts';
import { queryRows, type Database } from '../db/client.ts';
import { reusableQueryVariants } from '../db/reusable-query.ts';
import { centers, participants, retiredPids } from '../db/schema/index.ts';
import { Conflict, NotFound } from '../errors.ts';
import { type AuditActor, auditInsertFrom } from './audit.ts';
import { isUniqueViolation } from './db-errors.ts';

const participantColumns = {
  id: participants.id,
  pid: participants.pid,
  surveyCount: participants.surveyCount,
  surveyToken: participants.surveyToken,
  surveyTokenExpiresAt: participants.surveyTokenExpiresAt,
  centerId: participants.centerId,
  directorId: centers.directorId,
  createdAt: participants.createdAt,
};

type ParticipantRow = {
  id: string;
  pid: number;
  surveyCount: number;
  surveyToken: string | null;
  surveyTokenExpiresAt: Date | null;
  centerId: string;
  directorId: string;
  createdAt: Date;
};

/** The wire shape; an expired link is reported as no link, since it can no longer be used. */
export function toParticipant(row: ParticipantRow, now: Date): Participant {
  const open = row.surveyToken !== null && row.surveyTokenExpiresAt !== null && row.surveyTokenExpiresAt > now;
  return {
    id: row.id,
    pid: row.pid,
    surveyCount: row.surveyCount,
    surveyToken: open ? row.surveyToken : null,
    surveyTokenExpiresAt: open ? row.surveyTokenExpiresAt!.toISOString() : null,
    center: row.centerId,
    director: row.directorId,
    role: 'deidentified',
    createdAt: row.createdAt.toISOString(),
  };
}

function selectParticipants(db: Database) {
  return db.select(participantColumns).from(participants).innerJoin(centers, eq(centers.id, participants.centerId));
}

export async function findParticipant(db: Database, id: string): Promise<ParticipantRow | undefined> {
  const [row] = await selectParticipants(db).where(eq(participants.id, id));
  return row;
}

/** A participant of the caller's center, or 404 (another center's PID is not revealed). */
export async function requireOwnParticipant(db: Database, centerId: string, id: string): Promise<ParticipantRow> {
  const row = await findParticipant(db, id);
  if (!row || row.centerId !== centerId) throw new NotFound('No participant with that id');
  return row;
}

const PID_ATTEMPTS = 5;

/**
 * Creates a PID chosen at random among the center's free ones (neither in use nor retired by the
 * deletion of a participant who had surveys: see retired-pids.ts); `by` is who, for the audit line.
 */
export async function createParticipant(
  db: Database,
  centerId: string,
  clock: Clock,
  by: AuditActor,
): Promise<Participant> {
  for (let attempt = 0; attempt < PID_ATTEMPTS; attempt++) {
    // Choosing among the free numbers keeps this one query however full the center is.
    const free = await queryRows<{ pid: number }>(
      db,
      sql`
      SELECT n AS pid FROM generate_series(${PID_MIN}::int, ${PID_MAX}::int) AS n
      WHERE NOT EXISTS (SELECT 1 FROM ${participants} p WHERE p.center_id = ${centerId} AND p.pid = n)
        AND NOT EXISTS (SELECT 1 FROM ${retiredPids} r WHERE r.center_id = ${centerId} AND r.pid = n)
      ORDER BY random() LIMIT 1`,
    );
    const pid = free[0]?.pid;
    if (pid === undefined) {
      throw new Conflict(`This center has used every PID from ${PID_MIN} to ${PID_MAX}; delete unused PIDs first`);
    }
    try {
      // The PID and the audit line that records it are one statement: both or neither.
      const [created] = await queryRows<{ id: string }>(
        db,
        sql`
        WITH created AS (
          INSERT INTO ${participants} (center_id, pid, created_at)
          VALUES (${centerId}::uuid, ${Number(pid)}::smallint, ${clock.now().toISOString()}::timestamptz)
          RETURNING id, pid
        ), logged AS (
          ${auditInsertFrom('created', 'participant.create', by, sql`jsonb_build_object('pid', pid)`)}
        )
        SELECT id FROM created`,
      );
      return toParticipant((await findParticipant(db, created!.id))!, clock.now());
    } catch (error) {
      // Another request took the same number a moment ago: choose again.
      if (!isUniqueViolation(error)) throw error;
    }
  }
  throw new Conflict('Could not choose a free PID, please try again');
}

const PID_DIGITS = String(PID_MAX).length;

/**
 * The PIDs that start with these digits (1 to 4 of them), as a closed range: "12" is
 * 1200..1299. A range on (center_id, pid) uses the unique index; `pid::text LIKE '12%'`
 * would read every PID of the center. All PIDs have four digits, so the two agree.
 */
export function pidPrefixRange(prefix: string): [low: number, high: number] {
  const scale = 10 ** (PID_DIGITS - prefix.length);
  const low = Number(prefix) * scale;
  return [low, low + scale - 1];
}

export interface ParticipantPageInput {
  centerId: string;
  page: number;
  limit: number;
  /** Digits the PID starts with. */
  pidPrefix?: string | undefined;
  /** Only those whose survey link is open now. */
  openOnly?: boolean | undefined;
}

type PageVariant = `${'prefix' | 'all'}-${'open' | 'any'}`;

/**
 * The page and its count, for the filters the PID browser can set. Named statements on PostgreSQL
 * (PGlite ignores the name), like the session lookup: after a connection's first few runs,
 * PostgreSQL keeps one plan for each instead of planning the join and its sort at every request,
 * and planning cost it more than running them. The page then serves 1.7 to 1.9 times the requests a
 * second (`npm run bench -- --only postgres --endpoints pid`). A kept plan serves every center, so
 * it cannot fit one center's size; on the bench's data (a 9,000-PID center among 50) it reads the
 * indexes a fresh plan reads: (center_id, created_at) for the newest first, (center_id, pid) for a
 * PID search (EXPLAIN with plan_cache_mode set each way).
 */
const participantPageQueries = reusableQueryVariants((db, variant: PageVariant) => {
  const conditions: SQL[] = [eq(participants.centerId, sql.placeholder('centerId'))];
  if (variant.startsWith('prefix')) {
    conditions.push(between(participants.pid, sql.placeholder('pidLow'), sql.placeholder('pidHigh')));
  }
  if (variant.endsWith('-open')) {
    conditions.push(isNotNull(participants.surveyToken), gt(participants.surveyTokenExpiresAt, sql.placeholder('now')));
  }
  const where = and(...conditions);
  return {
    page: selectParticipants(db)
      .where(where)
      .orderBy(sql`${participants.createdAt} DESC`, asc(participants.pid))
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'))
      .prepare(`participant_page_${variant}`),
    count: db.select({ total: count() }).from(participants).where(where).prepare(`participant_count_${variant}`),
  };
});

/** One page of a center's participants, newest first, filtered and counted in SQL. */
export async function listParticipants(
  db: Database,
  input: ParticipantPageInput,
  now: Date,
): Promise<{ data: Participant[]; total: number }> {
  const variant: PageVariant = `${input.pidPrefix ? 'prefix' : 'all'}-${input.openOnly ? 'open' : 'any'}`;
  const [pidLow, pidHigh] = input.pidPrefix ? pidPrefixRange(input.pidPrefix) : [];
  const values = {
    centerId: input.centerId,
    pidLow,
    pidHigh,
    now: now.toISOString(),
    limit: input.limit,
    offset: (input.page - 1) * input.limit,
  };
  const queries = participantPageQueries(db, variant);
  const [rows, [counted]] = await Promise.all([queries.page.execute(values), queries.count.execute(values)]);
  return { data: rows.map((row) => toParticipant(row, now)), total: counted?.total ?? 0 };
}

/**
 * Deletes a participant and, by the foreign key's cascade, every survey of theirs, with the
 * audit line that records it in the same statement. A participant who had surveys leaves their
 * number retired, so that it is never given to someone else (retired-pids.ts). In a transaction,
 * so that PostgreSQL's rare deadlock with another save of the same center's survey totals
 * (migration 0002) is run again rather than refused (db/postgres.ts).
 */
export async function deleteParticipant(db: Database, id: string, by: AuditActor): Promise<void> {
  await db.transaction((tx) =>
    tx.execute(sql`
      WITH deleted AS (
        DELETE FROM ${participants} WHERE id = ${id}::uuid RETURNING id, center_id, pid, survey_count
      ), retired AS (
        INSERT INTO ${retiredPids} (center_id, pid)
        SELECT center_id, pid FROM deleted WHERE survey_count > 0
        ON CONFLICT DO NOTHING
      )
      ${auditInsertFrom('deleted', 'participant.delete', by, sql`jsonb_build_object('pid', pid, 'surveys', survey_count)`)}`),
  );
}
