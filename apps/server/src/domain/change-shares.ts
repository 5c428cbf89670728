/**
 * The share of participants reliably improved / unchanged / worse per scale between their
 * first and latest survey, for each center in scope and for the whole scope (a region).
 * SQL picks each participant's first and latest visible survey; the flags come from the one
 * scoring and reliable-change code in @romtrack/sf36, so nothing is scored twice.
 */
import type { ChangeShareCounts, ChangeShareGroup, ChangeShares } from '@romtrack/shared/contracts/insight';
import type { SurveyFilterQuery } from '@romtrack/shared/contracts/surveys';
import { compareWithProfiles, type ReliableChangeFlag } from '@romtrack/sf36/reliable-change';
import { SCALE_COUNT } from '@romtrack/sf36/scales';
import { scoreAnswers } from '@romtrack/sf36/score';
import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../db/client.ts';
import type { Account } from './accounts.ts';
import { CHANGE_PROFILES, reliableChangeMethod, visibleSurveysWhere } from './insight-common.ts';
import { centersInScope } from './survey-queries.ts';

interface EndpointRow {
  participantId: string;
  centerId: string;
  surveyNo: number;
  answers: (number | string)[];
}

const FLAG_FIELD: Record<ReliableChangeFlag, keyof Omit<ChangeShareCounts, 'n'>> = {
  improved: 'improved',
  unchanged: 'unchanged',
  worse: 'worse',
  'too-coarse': 'tooCoarse',
};

function emptyGroup(): ChangeShareGroup {
  return {
    participants: 0,
    compared: 0,
    scales: Array.from({ length: SCALE_COUNT }, () => ({ improved: 0, unchanged: 0, worse: 0, tooCoarse: 0, n: 0 })),
  };
}

function count(group: ChangeShareGroup, flags: readonly ReliableChangeFlag[] | null): void {
  group.participants += 1;
  if (!flags) return;
  group.compared += 1;
  flags.forEach((flag, i) => {
    const counts = group.scales[i]!;
    counts[FLAG_FIELD[flag]] += 1;
    counts.n += 1;
  });
}

/**
 * GET /api/v1/surveys/change-shares. Same scope, filters and refusals as the summary;
 * a participant with one visible survey counts in `participants` but not in `compared`.
 */
export async function changeShares(db: Database, account: Account, filter: SurveyFilterQuery): Promise<ChangeShares> {
  const scope = await centersInScope(db, account, filter);
  const method = reliableChangeMethod();
  if (scope.length === 0) return { centers: [], total: emptyGroup(), method };
  const rows = await queryRows<EndpointRow>(
    db,
    sql`
    SELECT "participantId", "centerId", "surveyNo", answers FROM (
      SELECT s.participant_id AS "participantId", s.center_id AS "centerId", s.survey_no AS "surveyNo", s.answers,
        row_number() OVER (PARTITION BY s.participant_id ORDER BY s.survey_no) AS first_rank,
        row_number() OVER (PARTITION BY s.participant_id ORDER BY s.survey_no DESC) AS last_rank
      FROM surveys s
      WHERE ${visibleSurveysWhere(
        's',
        account,
        scope.map((c) => c.id),
        filter,
      )}
    ) ranked
    WHERE first_rank = 1 OR last_rank = 1
    ORDER BY "participantId", "surveyNo"`,
  );

  const groups = new Map(scope.map((center) => [center.id, emptyGroup()]));
  const total = emptyGroup();
  // Rows come ordered by participant, first survey first: one row (a single survey) or two.
  for (let i = 0; i < rows.length;) {
    const first = rows[i]!;
    const next = rows[i + 1];
    const latest = next && next.participantId === first.participantId ? next : null;
    i += latest ? 2 : 1;
    const flags = latest
      ? compareWithProfiles(
          scoreAnswers(first.answers.map(Number)).exact,
          scoreAnswers(latest.answers.map(Number)).exact,
          CHANGE_PROFILES,
        ).map((c) => c.flag)
      : null;
    count(groups.get(first.centerId)!, flags);
    count(total, flags);
  }
  return {
    centers: scope.map((center) => ({ center, ...groups.get(center.id)! })),
    total,
    method,
  };
}
