/**
 * One-time survey links (decisions.md "Participants and surveys"): 256 random bits, valid
 * 48 hours, one open link per participant (a new one replaces the old), consumed exactly
 * once by the submission, even under concurrent submits.
 */
import { SCORING_VERSION, scoreAnswers, validateAnswers } from '@romtrack/sf36/score';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { Clock } from '../clock.ts';
import type { Database } from '../db/client.ts';
import { reusableQuery, UNNAMED } from '../db/reusable-query.ts';
import { centers, participants, surveys } from '../db/schema/index.ts';
import { BadRequest, Gone, NotFound } from '../errors.ts';
import { randomToken } from './secrets.ts';

/** Survey link validity (spec section 9). */
export const SURVEY_LINK_TTL_MS = 48 * 3600_000;

export const LINK_NOT_VALID = 'This survey link is not valid. Please ask your center for a new link.';
export const LINK_EXPIRED = 'This survey link has expired. Please ask your center for a new link.';

/** Opens the participant to survey with a fresh link, replacing any open one. */
export async function createSurveyLink(
  db: Database,
  participantId: string,
  clock: Clock,
): Promise<{ token: string; expiresAt: Date }> {
  const token = randomToken();
  const expiresAt = new Date(clock.now().getTime() + SURVEY_LINK_TTL_MS);
  await db
    .update(participants)
    .set({ surveyToken: token, surveyTokenExpiresAt: expiresAt })
    .where(eq(participants.id, participantId));
  return { token, expiresAt };
}

export interface OpenSurvey {
  participantId: string;
  surveyCount: number;
  expiresAt: Date;
  center: { id: string; name: string; consentRegion: 'general' | 'eu' };
}

/** What the participant's page needs; 404 for an unknown or used token, 410 once expired. */
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

export async function findOpenSurvey(db: Database, token: string, now: Date): Promise<OpenSurvey> {
  const [row] = await openSurveyQuery(db).execute({ token });
  if (!row || !row.expiresAt) throw new NotFound(LINK_NOT_VALID);
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
 * Records a survey through its link: closes the link, raises surveyCount and stores the
 * answers with their scale scores, all in one transaction. The survey number is
 * surveyCount + 1 whatever the client claimed. Only one of concurrent submits wins: the
 * UPDATE that clears the token matches the row once.
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

  const result = await db.transaction(async (tx) => {
    const [claimed] = await tx
      .update(participants)
      .set({ surveyToken: null, surveyTokenExpiresAt: null, surveyCount: sql`${participants.surveyCount} + 1` })
      .where(and(eq(participants.surveyToken, token), gt(participants.surveyTokenExpiresAt, now)))
      .returning({ id: participants.id, centerId: participants.centerId, surveyCount: participants.surveyCount });
    if (!claimed) return undefined;
    await tx.insert(surveys).values({
      participantId: claimed.id,
      centerId: claimed.centerId,
      surveyNo: claimed.surveyCount,
      answers: checked.answers,
      scores,
      language: input.language,
      consented: input.consented,
      scoringVersion: SCORING_VERSION,
      createdAt: now,
    });
    return { participantId: claimed.id, surveyNo: claimed.surveyCount };
  });
  if (result) return result;
  // Say why: expired links get 410, unknown or already used ones 404.
  await findOpenSurvey(db, token, now);
  throw new NotFound(LINK_NOT_VALID);
}
