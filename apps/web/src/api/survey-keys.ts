/**
 * The query keys of the survey summaries, apart from the call itself: screens that only change
 * surveys (delete a PID, record consent) invalidate them without loading the summary's schemas.
 */

export interface SurveySummaryFilter {
  center?: string;
  director?: string;
  /** First day included, `YYYY-MM-DD`. */
  from?: string;
  /** Last day included (the whole day), `YYYY-MM-DD`. */
  to?: string;
  /** Only these participants' surveys; undefined for all of them. */
  users?: readonly string[];
}

/** Anything that changes surveys or their consent invalidates this key. */
export const surveyKeys = {
  all: ['surveys'] as const,
  summary: (filter: SurveySummaryFilter) => ['surveys', 'summary', filter] as const,
  /** One PID's surveys, scores and changes: the participant view. */
  participant: (participantId: string) => ['surveys', 'participant', participantId] as const,
};
