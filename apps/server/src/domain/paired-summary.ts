/**
 * The "paired" averages: survey 1 against survey k over only the participants who have
 * both, so participants who dropped out cannot make the later averages look better.
 * Computed in SQL in one pass over the surveys in scope: each participant's survey 1 is carried
 * to their later surveys by a window over the participant, not by joining surveys to itself.
 * A self-join's plan rests on the planner's statistics, and PGlite has none (it runs no
 * autovacuum; nor does PostgreSQL before its first ANALYZE): it then estimated one row a side
 * and nested the loops, reading every survey of the center once per first survey. A center of
 * 9,000 PIDs and 31,000 surveys took over four minutes (a few milliseconds with statistics);
 * the window's plan is one scan and a sort whatever the statistics say.
 */
import type { PairedSummary } from '@romtrack/shared/contracts/insight';
import type { SurveyFilterQuery } from '@romtrack/shared/contracts/surveys';
import { SCALE_COUNT } from '@romtrack/sf36/scales';
import { sql, type SQL } from 'drizzle-orm';
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
 * The paired summary's query: per center and later survey number k, the pairs (survey 1,
 * survey k) of one participant where both surveys pass the filters and the caller's visibility.
 * Exported for the test that reads its plan.
 */
export function pairedSummarySql(account: Account, centerIds: readonly string[], filter: SurveyFilterQuery): SQL {
  const scales = Array.from({ length: SCALE_COUNT }, (_, i) => i);
  const scale = (i: number) => sql.identifier(`s${i}`);
  const base = (i: number) => sql.identifier(`b${i}`);
  // (participant_id, survey_no) is unique: the window holds at most one survey 1 per participant.
  const participant = sql`OVER (PARTITION BY v.participant_id)`;
  return sql`
    WITH v AS (
      SELECT s.center_id, s.participant_id, s.survey_no,
        ${sql.join(
          scales.map((i) => sql`${exactScaleSql('s', i)} AS ${scale(i)}`),
          sql`, `,
        )}
      FROM surveys s
      WHERE ${visibleSurveysWhere('s', account, centerIds, filter)}
    ), w AS (
      SELECT v.*, bool_or(v.survey_no = 1) ${participant} AS has_baseline,
        ${sql.join(
          scales.map((i) => sql`avg(v.${scale(i)}) FILTER (WHERE v.survey_no = 1) ${participant} AS ${base(i)}`),
          sql`, `,
        )}
      FROM v
    )
    SELECT w.center_id AS "centerId", w.survey_no AS "surveyNo", count(*)::int AS n,
      array[${sql.join(
        scales.map((i) => sql`avg(w.${base(i)})`),
        sql`, `,
      )}]::float8[] AS baseline,
      array[${sql.join(
        scales.map((i) => sql`avg(w.${scale(i)})`),
        sql`, `,
      )}]::float8[] AS "followUp"
    FROM w
    WHERE w.survey_no > 1 AND w.has_baseline
    GROUP BY w.center_id, w.survey_no
    ORDER BY w.survey_no`;
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
  const rows = await queryRows<PairRow>(db, pairedSummarySql(account, centerIds, filter));
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
