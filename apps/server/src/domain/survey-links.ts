/**
 * One-time survey links (decisions.md "Participants and surveys"): 256 random bits, valid
 * 48 hours, one open link per participant (a new one replaces the old), consumed exactly
 * once by the submission, even under concurrent submits.
 */
import { SCORING_VERSION, scoreAnswers, validateAnswers } from '@romtrack/sf36/score';
import { SURVEY_LINK_TTL_MS } from '@romtrack/shared/survey-link';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { Clock } from '../clock.ts';
import { queryRows, type Database } from '../db/client.ts';
import { reusableQuery, UNNAMED } from '../db/reusable-query.ts';
import { centers, participants, surveys } from '../db/schema/index.ts';
import { AlreadyReceived, BadRequest, Gone, HttpError, NotFound } from '../errors.ts';
import { type AuditActor, auditInsertFrom, PARTICIPANT } from './audit.ts';
import { clientNetwork } from './client-network.ts';
import type { FailureThrottle } from './failure-throttle.ts';
import { hashToken, randomToken } from './secrets.ts';

export const LINK_NOT_VALID = 'This survey link is not valid. Please ask your center for a new link.';
export const LINK_EXPIRED = 'This survey link has expired. Please ask your center for a new link.';

/**
 * Runs `use` (opening or submitting by a link's token) and counts the token against the
 * caller's address only when it opens nothing (unknown, used or expired); past the limit such
 * an answer becomes 429. A working link is never refused: participants' phones behind a
 * carrier's NAT, or a clinic's tablets, share one address, and one device's bad links must not
 * stop the others. Guessing a 256-bit token cannot succeed anyway; the count makes it visible.
 */
export async function countingBadLinks<T>(throttle: FailureThrottle, ip: string, use: () => Promise<T>): Promise<T> {
  try {
    return await use();
  } catch (error) {
    // Answers sent again through the link that recorded them come from its holder: no bad link.
    if (error instanceof AlreadyReceived) throw error;
    if (error instanceof HttpError && (error.statusCode === 404 || error.statusCode === 410)) {
      await throttle.attempt(`survey-token:ip:${clientNetwork(ip)}`);
    }
    throw error;
  }
}

/**
 * Opens the participant to survey with a fresh link, replacing any open one, and writes the
 * audit line that records it (`by` is who) in the same statement; 404 if the participant is gone.
 */
export async function createSurveyLink(
  db: Database,
  participantId: string,
  clock: Clock,
  by: AuditActor,
): Promise<{ token: string; expiresAt: Date }> {
  const token = randomToken();
  const expiresAt = new Date(clock.now().getTime() + SURVEY_LINK_TTL_MS);
  const until = expiresAt.toISOString();
  const opened = await queryRows(
    db,
    sql`
    WITH opened AS (
      UPDATE ${participants} SET survey_token = ${token}, survey_token_expires_at = ${until}::timestamptz
      WHERE id = ${participantId}::uuid
      RETURNING id, pid
    ), logged AS (
      ${auditInsertFrom('opened', 'survey.link.create', by, sql`jsonb_build_object('pid', pid, 'expiresAt', ${until}::text)`)}
    )
    SELECT id FROM opened`,
  );
  // Deleted since the caller found it: a link given out now would open nothing.
  if (opened.length === 0) throw new NotFound('No participant with that id');
  return { token, expiresAt };
}

export interface OpenSurvey {
  participantId: string;
  surveyCount: number;
  expiresAt: Date;
  center: { id: string; name: string; consentRegion: 'general' | 'eu' };
}

const openSurveyQuery = reusableQuery((db) =>
  db
    .select({
      participantId: participants.id,
      surveyCount: participants.surveyCount,
      expiresAt: participants.surveyTokenExpiresAt,
      centerId: centers.id,
      centerName: centers.name,
      consentRegion: centers.consentRegion,
    })
    .from(participants)
    .innerJoin(centers, eq(centers.id, participants.centerId))
    .where(eq(participants.surveyToken, sql.placeholder('token')))
    .prepare(UNNAMED),
);

/**
 * What the participant's page needs; 404 for an unknown or used token, 410 once expired. A link
 * that recorded its survey within a link's lifetime is a used link with its own code
 * (AlreadyReceived): opened again (a second tap on the message's link, another browser), it says
 * the answers arrived, not "ask for a new link", which would have the participant answer a second
 * survey that would pass for the follow-up. Only a link that opens nothing is looked up so; an
 * open one costs its one SELECT, as before.
 */
export async function findOpenSurvey(db: Database, token: string, now: Date): Promise<OpenSurvey> {
  const [row] = await openSurveyQuery(db).execute({ token });
  if (!row || !row.expiresAt) {
    if (await recordedSurveyLately(db, token, now)) throw new AlreadyReceived();
    throw new NotFound(LINK_NOT_VALID);
  }
  if (row.expiresAt <= now) throw new Gone(LINK_EXPIRED);
  return {
    participantId: row.participantId,
    surveyCount: row.surveyCount,
    expiresAt: row.expiresAt,
    center: { id: row.centerId, name: row.centerName, consentRegion: row.consentRegion },
  };
}

export interface SubmittedSurvey {
  answers: unknown;
  consented: boolean;
  language: string;
}

/**
 * Records a survey through its link: closes the link, raises surveyCount, stores the answers
 * with their scale scores and the link's hash, and writes the audit line, all in one statement
 * (atomic without a transaction's four round trips, and no survey without its audit line). The
 * survey number is surveyCount + 1 whatever the client claimed. Only one of concurrent submits
 * wins: the UPDATE that clears the token matches the row once. The audit line names the record,
 * not who sent it (PARTICIPANT).
 *
 * A link that has recorded its survey is refused a second sending, within the time a link is open
 * for, as AlreadyReceived (findOpenSurvey): a phone whose first answer was lost on the way back is
 * told the answers arrived, rather than that the link is no longer valid, which would have the
 * participant ask for a new link and answer again, a second survey that would pass for the follow-up.
 */
export async function submitSurvey(
  db: Database,
  token: string,
  input: SubmittedSurvey,
  clock: Clock,
): Promise<{ participantId: string; surveyNo: number }> {
  const checked = validateAnswers(input.answers);
  if (!checked.ok) throw new BadRequest(checked.message);
  const scores = scoreAnswers(checked.answers).display;
  const now = clock.now();
  const at = now.toISOString();

  // Every value is cast: a parameter in a SELECT list has no type of its own.
  const [result] = await queryRows<{ participantId: string; surveyNo: number }>(
    db,
    sql`
    WITH claimed AS (
      UPDATE ${participants}
      SET survey_token = NULL, survey_token_expires_at = NULL, survey_count = survey_count + 1
      WHERE survey_token = ${token} AND survey_token_expires_at > ${at}::timestamptz
      RETURNING id, center_id, survey_count
    ), saved AS (
      INSERT INTO ${surveys}
        (participant_id, center_id, survey_no, answers, scores, language, consented, scoring_version, created_at,
          link_token_hash)
      SELECT id, center_id, survey_count, ${sql.param(checked.answers, surveys.answers)}::smallint[],
        ${sql.param(scores, surveys.scores)}::smallint[], ${input.language}::text, ${input.consented}::boolean,
        ${SCORING_VERSION}::text, ${at}::timestamptz, ${hashToken(token)}::text
      FROM claimed
      RETURNING participant_id AS id, survey_no
    ), logged AS (
      ${auditInsertFrom('saved', 'survey.submit', PARTICIPANT, sql`jsonb_build_object('surveyNo', survey_no, 'consented', ${input.consented}::boolean)`)}
    )
    SELECT id AS "participantId", survey_no AS "surveyNo" FROM saved`,
  );
  if (result) return result;
  // Say why, as opening the link would: answers it recorded lately get AlreadyReceived, expired
  // links 410, unknown or already used ones 404.
  await findOpenSurvey(db, token, now);
  throw new NotFound(LINK_NOT_VALID);
}

/** Whether `token` recorded a survey less than a link's lifetime (48 hours) ago. */
async function recordedSurveyLately(db: Database, token: string, now: Date): Promise<boolean> {
  const rows = await db
    .select({ id: surveys.id })
    .from(surveys)
    .where(
      and(
        eq(surveys.linkTokenHash, hashToken(token)),
        gt(surveys.createdAt, new Date(now.getTime() - SURVEY_LINK_TTL_MS)),
      ),
    )
    .limit(1);
  return rows.length > 0;
}
