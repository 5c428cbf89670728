import { z } from 'zod/mini';
import { CONSENT_REGIONS } from './centers.ts';
import { entityId, entityIdList } from './ids.ts';

/** Survey languages (spec section 2), as BCP 47 tags; mirrors @romtrack/sf36. */
export const SURVEY_LANGUAGE_TAGS = ['en', 'vi', 'it', 'es', 'zh-TW'] as const;

/** Survey tokens are 43 base64url characters; anything else is not a token. */
export const SurveyTokenSchema = z.string().check(z.regex(/^[A-Za-z0-9_-]{43}$/, 'Invalid survey link'));

/** GET /api/v1/users/surveys/{token}: only what the participant's page needs. */
export const SurveyInfoResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({
    center: z.object({ id: z.string(), name: z.string(), consentRegion: z.enum(CONSENT_REGIONS) }),
    surveyCount: z.int(),
    expiresAt: z.string(),
  }),
});
export type SurveyInfo = z.infer<typeof SurveyInfoResponseSchema>['data'];

/** POST /api/v1/surveys/{token} */
export const SubmitSurveyBodySchema = z.object({
  /** 36 recoded item scores; each is checked against its item's allowed values. */
  answers: z.array(z.number()).check(z.maxLength(100)),
  consented: z.boolean(),
  /** Ignored: the server records surveyCount + 1 (decisions.md). */
  surveyNo: z.optional(z.int()),
  language: z._default(z.enum(SURVEY_LANGUAGE_TAGS), 'en'),
});
export type SubmitSurveyBody = z.input<typeof SubmitSurveyBodySchema>;

export const SubmitSurveyResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ surveyNo: z.int() }),
});

/** A stored survey as staff listings return it (spec section 7, plus `scores`). */
export const SurveySchema = z.object({
  id: z.string(),
  /** The participant's id. */
  user: z.string(),
  pid: z.int(),
  center: z.string(),
  surveyNo: z.int(),
  answers: z.array(z.number()),
  /** The 8 scale scores in the spec's category order (display values, 1..100). */
  scores: z.array(z.number()),
  consented: z.boolean(),
  language: z.string(),
  createdAt: z.string(),
});
export type Survey = z.infer<typeof SurveySchema>;

/**
 * A calendar day as YYYY-MM-DD that really exists (2019-02-30 does not), in the years 1900 to
 * 2999: wide of any survey, and inside what the database and the date maths can hold (PostgreSQL
 * has no year 0000, and the day after 9999-12-31 cannot be written in four digits).
 */
export const isoDate = z.string().check(
  z.regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date like 2019-01-02'),
  z.refine((value) => {
    const time = Date.parse(`${value}T00:00:00Z`);
    return !Number.isNaN(time) && new Date(time).toISOString().startsWith(value);
  }, 'must be a real calendar date'),
  z.refine((value) => value >= '1900-01-01' && value <= '2999-12-31', 'must be a date from 1900 to 2999'),
);

/** Whether the runtime knows `name` as a time zone ("Europe/Rome", "UTC"). */
function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

/**
 * A time zone as a browser reports its own (`Intl.DateTimeFormat().resolvedOptions()`): an IANA
 * name, or on a system set to a fixed offset rather than a place, the offset itself ("+03:00",
 * which Intl and Temporal take as they take a name).
 */
export const timeZone = z
  .string()
  .check(
    z.maxLength(64),
    z.regex(/^[A-Za-z0-9_+\-/:]+$/, 'tz must be a time zone such as Europe/Rome'),
    z.refine(isTimeZone, 'tz must be a time zone such as Europe/Rome'),
  );

/** The graph browsers' default first day (spec section 9); the last is today. */
export const GRAPH_START_DATE = '2019-01-02';

/**
 * A range whose last day comes before its first would hold nothing: most likely the two were
 * swapped, which an empty answer would hide. (The screens' pickers cannot choose such a range.)
 */
export const daysInOrder = z.refine<{ from?: string | undefined; to?: string | undefined }>(
  (query) => query.from === undefined || query.to === undefined || query.from <= query.to,
  { message: 'must not be before from', path: ['to'] },
);

/** Filters shared by the survey listing and the summary (spec section 5: createdAt, inclusive). */
export const SurveyFilterQuerySchema = z
  .strictObject({
    center: z.optional(entityId('center must be an id')),
    director: z.optional(entityId('director must be an id')),
    /** First day included, from its first instant in `tz`. */
    from: z.optional(isoDate),
    /** Last day included, the whole day in `tz`. */
    to: z.optional(isoDate),
    /**
     * The time zone whose days `from` and `to` name: the reader's, so that "today" holds the
     * surveys of the reader's today wherever the clinic is. UTC when absent.
     */
    tz: z.optional(timeZone),
    /** Comma-separated participant ids (manager graph: the ticked PIDs). */
    users: z.optional(entityIdList(40_000, 'users must be participant ids separated by commas')),
  })
  .check(daysInOrder);
export type SurveyFilterQuery = z.infer<typeof SurveyFilterQuerySchema>;

export const SurveyListResponseSchema = z.object({ success: z.literal(true), data: z.array(SurveySchema) });

/** One bar group: the average of each scale over `n` surveys with this survey number. */
export const SurveySummaryRowSchema = z.object({
  surveyNo: z.int(),
  n: z.int(),
  /** Mean display score per scale, spec category order, to one decimal (halves up). */
  means: z.array(z.number()),
});
export type SurveySummaryRow = z.infer<typeof SurveySummaryRowSchema>;

/** GET /api/v1/surveys/summary: averages per center, computed in SQL. */
export const SurveySummaryResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(
    z.object({
      center: z.object({ id: z.string(), name: z.string() }),
      rows: z.array(SurveySummaryRowSchema),
    }),
  ),
});
export type SurveySummary = z.infer<typeof SurveySummaryResponseSchema>['data'];
