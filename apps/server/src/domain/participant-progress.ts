/**
 * One participant's surveys over time with reliable change between them (the participant
 * view and its printed report). Scores come from the stored answers through the one scoring
 * module; flags from @romtrack/sf36/reliable-change.
 */
import type { ParticipantProgress, SurveyChange } from '@romtrack/shared/contracts/insight';
import { compareWithProfiles } from '@romtrack/sf36/reliable-change';
import { scoreAnswers, SCORING_VERSION } from '@romtrack/sf36/score';
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { centers, surveys } from '../db/schema/index.ts';
import type { Account } from './accounts.ts';
import { ownCenterId } from './center-access.ts';
import { CHANGE_PROFILES, reliableChangeMethod } from './insight-common.ts';
import { requireOwnParticipant } from './participants.ts';

interface ScoredSurvey {
  surveyNo: number;
  exact: number[];
}

function change(from: ScoredSurvey, to: ScoredSurvey): SurveyChange {
  return {
    fromSurveyNo: from.surveyNo,
    toSurveyNo: to.surveyNo,
    scales: compareWithProfiles(from.exact, to.exact, CHANGE_PROFILES).map(({ difference, rci, flag }) => ({
      difference,
      rci,
      flag,
    })),
  };
}

/**
 * GET /api/v1/users/{id}/surveys. A manager only, for a participant of their own center;
 * any other id is 404, so another center's PIDs are not revealed.
 */
export async function participantProgress(
  db: Database,
  account: Account,
  participantId: string,
): Promise<ParticipantProgress> {
  const centerId = ownCenterId(account);
  const participant = await requireOwnParticipant(db, centerId, participantId);
  const [center] = await db
    .select({ id: centers.id, name: centers.name })
    .from(centers)
    .where(eq(centers.id, centerId));
  const rows = await db
    .select({
      id: surveys.id,
      surveyNo: surveys.surveyNo,
      createdAt: surveys.createdAt,
      consented: surveys.consented,
      language: surveys.language,
      answers: surveys.answers,
    })
    .from(surveys)
    .where(eq(surveys.participantId, participant.id))
    .orderBy(asc(surveys.surveyNo));

  const scored = rows.map((row) => {
    const { exact, display } = scoreAnswers(row.answers);
    return {
      id: row.id,
      surveyNo: row.surveyNo,
      createdAt: row.createdAt.toISOString(),
      consented: row.consented,
      language: row.language,
      scores: display,
      exact,
    };
  });
  const first = scored[0];
  const latest = scored[scored.length - 1];
  return {
    participant: { id: participant.id, pid: participant.pid, center: center! },
    surveys: scored,
    firstToLatest: first && latest && first !== latest ? change(first, latest) : null,
    consecutive: scored.slice(1).map((survey, i) => change(scored[i]!, survey)),
    method: reliableChangeMethod(),
    scoringVersion: SCORING_VERSION,
  };
}
