/**
 * The "paired" averages: survey 1 against survey k over only the participants who have
 * both, so participants who dropped out cannot make the later averages look better.
 * Computed in SQL with a self-join of surveys on the participant.
 */
import type { PairedSummary } from '@romtrack/shared/contracts/insight';
import type { SurveyFilterQuery } from '@romtrack/shared/contracts/surveys';
import { SCALE_COUNT } from '@romtrack/sf36/scales';
import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../db/client.ts';
import type { Account } from './accounts.ts';
import { exactScaleSql, visibleSurveysWhere } from './insight-common.ts';
import { centersInScope } from './survey-queries.ts';

interface PairRow {
  centerId: string;
  surveyNo: number;
  n: number;
  baseline: (number | string)[];
  followUp: (number | string)[];
}

/**
 * GET /api/v1/surveys/paired: per center in scope (same scope and refusals as the summary),
 * one row per later survey number k with n, the mean exact scores of survey 1 and of
 * survey k over the same n participants, and their difference. Both surveys of a pair must
 * pass the filters and the caller's visibility (directors and the admin: both consented).
 */
export async function pairedSummary(db: Database, account: Account, filter: SurveyFilterQuery): Promise<PairedSummary> {
  const scope = await centersInScope(db, account, filter);
  if (scope.length === 0) return [];
  const centerIds = scope.map((c) => c.id);
  const scales = Array.from({ length: SCALE_COUNT }, (_, i) => i);
  const rows = await queryRows<PairRow>(
    db,
    sql`
    SELECT b.center_id AS "centerId", f.survey_no AS "surveyNo", count(*)::int AS n,
      array[${sql.join(
        scales.map((i) => sql`avg(${exactScaleSql('b', i)})`),
        sql`, `,
      )}]::float8[] AS baseline,
      array[${sql.join(
        scales.map((i) => sql`avg(${exactScaleSql('f', i)})`),
        sql`, `,
      )}]::float8[] AS "followUp"
    FROM surveys b
    JOIN surveys f ON f.participant_id = b.participant_id AND f.survey_no > 1
    WHERE b.survey_no = 1
      AND ${visibleSurveysWhere('b', account, centerIds, filter)}
      AND ${visibleSurveysWhere('f', account, centerIds, filter)}
    GROUP BY b.center_id, f.survey_no
    ORDER BY f.survey_no`,
  );
  return scope.map((center) => ({
    center,
    rows: rows
      .filter((row) => row.centerId === center.id)
      .map((row) => {
        const baseline = row.baseline.map(Number);
        const followUp = row.followUp.map(Number);
        return {
          surveyNo: Number(row.surveyNo),
          n: Number(row.n),
          baseline,
          followUp,
          change: followUp.map((mean, i) => mean - baseline[i]!),
        };
      }),
  }));
}
