/**
 * Clinical insight (issue 8): one participant's progress with reliable change, paired
 * averages that drop-out cannot flatter, and the share of participants reliably improved.
 *
 * Conventions for every schema here:
 * - Score vectors have 8 entries in the spec's category order (the order of `scores` in
 *   surveys.ts): physical functioning, role physical ("Physical Health"), role emotional
 *   ("Emotional Problems"), energy/fatigue, emotional well-being, social functioning, pain,
 *   general health. Higher is better on every scale.
 * - "Exact" scores are the unrounded scale means, 0..100; "display" scores are what people
 *   see, integers 1..100 (0 shows as 1). Reliable change is always computed on exact scores.
 * - Reliable change is Jacobson-Truax with the Christensen-Mendoza standard error of the
 *   difference, RCI = (x2 − x1) / (√2 · SD · √(1 − r)), reliable when |RCI| > 1.96; the
 *   method, its parameters and the too-coarse rule are in @romtrack/sf36/reliable-change.
 */
import { z } from 'zod/mini';
import { SurveyFilterQuerySchema } from './surveys.ts';

/**
 * The outcome of comparing one scale between two surveys; mirrors `RELIABLE_CHANGE_FLAGS`
 * in @romtrack/sf36/reliable-change (the server fails to compile if they differ).
 * - `improved`: RCI > 1.96.
 * - `worse`: RCI < −1.96.
 * - `too-coarse`: the change is not zero and not reliable, on a scale whose smallest step is
 *   larger than its standard error of the difference (role physical and role emotional with
 *   the RAND norms): a one-item move there is too big to call "unchanged" and too small to
 *   call reliable. Show it as "scale too coarse to tell".
 * - `unchanged`: no reliable change (including no change at all).
 */
export const RELIABLE_CHANGE_FLAGS = ['improved', 'unchanged', 'worse', 'too-coarse'] as const;
export const ReliableChangeFlagSchema = z.enum(RELIABLE_CHANGE_FLAGS);
export type ReliableChangeFlag = z.infer<typeof ReliableChangeFlagSchema>;

/** One scale compared between an earlier and a later survey. */
export const ScaleChangeSchema = z.object({
  /** Later minus earlier exact score, score points (−100..100; positive = better). */
  difference: z.number(),
  /** Reliable change index: difference / S_diff (unitless). */
  rci: z.number(),
  flag: ReliableChangeFlagSchema,
});
export type ScaleChange = z.infer<typeof ScaleChangeSchema>;

/** Two surveys of one participant compared scale by scale. */
export const SurveyChangeSchema = z.object({
  fromSurveyNo: z.int(),
  toSurveyNo: z.int(),
  /** 8 entries, category order. */
  scales: z.array(ScaleChangeSchema),
});
export type SurveyChange = z.infer<typeof SurveyChangeSchema>;

/** The fixed change characteristics of one scale, for legends and explanations. */
export const ScaleChangeProfileSchema = z.object({
  /** Stable scale key (e.g. 'roleEmotional'), as in @romtrack/sf36/scales. */
  key: z.string(),
  /** Reference standard deviation, score points. */
  sd: z.number(),
  /** Reference reliability r (0..1). */
  reliability: z.number(),
  /** Standard error of the difference √2 · SD · √(1 − r), score points. */
  seDiff: z.number(),
  /** A change must exceed this many score points (1.96 · seDiff) to be reliable. */
  threshold: z.number(),
  /** Smallest non-zero change the scale can show, score points (role emotional: 33.3). */
  step: z.number(),
  /** True when a non-zero, non-reliable change on this scale is flagged `too-coarse`. */
  coarse: z.boolean(),
});
export type ScaleChangeProfile = z.infer<typeof ScaleChangeProfileSchema>;

/** The method behind every flag in an answer, so a report can state what it used. */
export const ReliableChangeMethodSchema = z.object({
  /** Identifies formula, critical value, rule and parameter table (e.g. 'jt-cm-rand-mos-v1'). */
  version: z.string(),
  /** |RCI| must exceed this (1.96). */
  criticalValue: z.number(),
  /** 8 entries, category order. */
  scales: z.array(ScaleChangeProfileSchema),
});
export type ReliableChangeMethod = z.infer<typeof ReliableChangeMethodSchema>;

/** One survey in a participant's history. */
export const ParticipantSurveySchema = z.object({
  id: z.string(),
  surveyNo: z.int(),
  /** ISO 8601, UTC. */
  createdAt: z.string(),
  consented: z.boolean(),
  /** Survey language, BCP 47 ('en', 'vi', 'it', 'es', 'zh-TW'). */
  language: z.string(),
  /** 8 display scores (integers 1..100), category order: what graphs and tables show. */
  scores: z.array(z.number()),
  /** 8 exact scores (unrounded 0..100), category order: what the RCI uses. */
  exact: z.array(z.number()),
});
export type ParticipantSurvey = z.infer<typeof ParticipantSurveySchema>;

/**
 * GET /api/v1/users/{id}/surveys — one participant's progress (the participant view and
 * its printable report). Managers only, for a participant of their own center; any other
 * participant id answers 404, other roles 403. Every survey is included (consented or not:
 * the manager sees all of their center's surveys).
 */
export const ParticipantProgressResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({
    /** The PID is the only identifier; nothing else about the person exists in ROMtrack. */
    participant: z.object({
      id: z.string(),
      pid: z.int(),
      center: z.object({ id: z.string(), name: z.string() }),
    }),
    /** Oldest first (by survey number). May be empty. */
    surveys: z.array(ParticipantSurveySchema),
    /** First against latest survey; null with fewer than two surveys. */
    firstToLatest: z.nullable(SurveyChangeSchema),
    /** Each survey against the one before it: surveys.length − 1 entries, oldest first. */
    consecutive: z.array(SurveyChangeSchema),
    method: ReliableChangeMethodSchema,
    /** The scoring algorithm of the exact scores (@romtrack/sf36/score SCORING_VERSION). */
    scoringVersion: z.string(),
  }),
});
export type ParticipantProgress = z.infer<typeof ParticipantProgressResponseSchema>['data'];

/**
 * Query of the paired summary and of the change shares: the same filters, and the same
 * visibility, as GET /api/v1/surveys/summary (center, director, from, to, users).
 */
export const InsightQuerySchema = SurveyFilterQuerySchema;
export type InsightQuery = z.infer<typeof InsightQuerySchema>;

/**
 * Survey 1 against survey k over exactly the participants who have both (within the filters
 * and the caller's visibility; for directors and the admin both surveys must be consented).
 */
export const PairedSummaryRowSchema = z.object({
  /** k, the later survey number (>= 2). */
  surveyNo: z.int(),
  /** Participants having both survey 1 and survey k. */
  n: z.int(),
  /** Mean exact score of survey 1 over those n participants, per scale (8, category order). */
  baseline: z.array(z.number()),
  /** Mean exact score of survey k over the same n participants, per scale. */
  followUp: z.array(z.number()),
  /** Mean change (followUp − baseline), per scale; positive = better. */
  change: z.array(z.number()),
});
export type PairedSummaryRow = z.infer<typeof PairedSummaryRowSchema>;

/**
 * GET /api/v1/surveys/paired — the "paired" switch of the graphs: per center in scope (as
 * in the summary), one row per survey number k >= 2 that at least one participant has
 * together with survey 1, ascending. Means are of exact (unrounded) scores, so they can
 * differ from the summary's display-score means by less than a point. The date range
 * applies to both surveys of a pair. A center with no pairs has `rows: []`.
 */
export const PairedSummaryResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(
    z.object({
      center: z.object({ id: z.string(), name: z.string() }),
      rows: z.array(PairedSummaryRowSchema),
    }),
  ),
});
export type PairedSummary = z.infer<typeof PairedSummaryResponseSchema>['data'];

/** How many participants' first-to-latest change on one scale got each flag. */
export const ChangeShareCountsSchema = z.object({
  improved: z.int(),
  unchanged: z.int(),
  worse: z.int(),
  tooCoarse: z.int(),
  /** improved + unchanged + worse + tooCoarse: participants with two or more surveys. */
  n: z.int(),
});
export type ChangeShareCounts = z.infer<typeof ChangeShareCountsSchema>;

/** Counts for one group of participants (a center, or the whole scope). */
export const ChangeShareGroupSchema = z.object({
  /** Participants with at least one survey in scope (so drop-out is visible beside n). */
  participants: z.int(),
  /** Participants with two or more surveys in scope: those compared. */
  compared: z.int(),
  /** 8 entries, category order. Shares are counts / n; n is 0 when nobody was compared. */
  scales: z.array(ChangeShareCountsSchema),
});
export type ChangeShareGroup = z.infer<typeof ChangeShareGroupSchema>;

/**
 * GET /api/v1/surveys/change-shares — per center in scope and for the whole scope (the
 * region when filtered by director or called by a director; all centers for the admin
 * without a filter; the one center for a manager or a center filter): how many participants
 * reliably improved, did not change reliably, got reliably worse, or changed on a too-coarse
 * scale between their first and their latest survey. First and latest are taken among the
 * surveys the caller may see within the filters (directors and the admin: consented only).
 */
export const ChangeSharesResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({
    centers: z.array(z.extend(ChangeShareGroupSchema, { center: z.object({ id: z.string(), name: z.string() }) })),
    total: ChangeShareGroupSchema,
    method: ReliableChangeMethodSchema,
  }),
});
export type ChangeShares = z.infer<typeof ChangeSharesResponseSchema>['data'];
