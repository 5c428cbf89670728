import { z } from 'zod/mini';
import { PID_PAGE_SIZE } from '../page-sizes.ts';
import { PARTICIPANT_ROLE } from '../roles.ts';
import { entityId } from './ids.ts';
import { wholeNumberText } from './numbers.ts';

export { PID_PAGE_SIZE };

/** PIDs are four-digit numbers (decisions.md: 1000..9999, unique within a center). */
export const PID_MIN = 1000;
export const PID_MAX = 9999;

/** A participant as staff see it (spec section 3, "Participant (PID) user"). */
export const ParticipantSchema = z.object({
  id: z.string(),
  pid: z.int(),
  surveyCount: z.int(),
  /** The open one-time survey token, or null when closed to survey. */
  surveyToken: z.nullable(z.string()),
  /** When the open link stops working (ISO 8601), or null. */
  surveyTokenExpiresAt: z.nullable(z.string()),
  center: z.string(),
  director: z.string(),
  role: z.literal(PARTICIPANT_ROLE),
  createdAt: z.string(),
});
export type Participant = z.infer<typeof ParticipantSchema>;

/** The last page a listing can be asked for. */
export const MAX_PAGE = 100_000;

/** A search by PID: the digits a PID starts with, or the whole PID (the screens check it as typed). */
export const PID_SEARCH = /^\d{1,4}$/;

/** GET /api/v1/centers/{id}/users and GET /api/v1/users?center=&pid= */
export const ParticipantListQuerySchema = z.strictObject({
  page: wholeNumberText(1, MAX_PAGE, 1),
  limit: wholeNumberText(1, 100, PID_PAGE_SIZE),
  /** Search by PID value: digits that the PID starts with, or the whole PID. */
  pid: z.optional(z.string().check(z.trim(), z.regex(PID_SEARCH, 'pid must be 1 to 4 digits'))),
  /** Only participants whose link is open (the survey center). */
  open: z.optional(z.enum(['true', 'false'])),
});
export type ParticipantListQuery = z.infer<typeof ParticipantListQuerySchema>;

export const PaginationSchema = z.object({
  page: z.int(),
  limit: z.int(),
  total: z.int(),
});

export const ParticipantPageResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(ParticipantSchema),
  pagination: PaginationSchema,
});
export type ParticipantPage = z.infer<typeof ParticipantPageResponseSchema>;

/** POST /api/v1/auth/register with role 'deidentified': the PID is made in the caller's center. */
export const RegisterParticipantBodySchema = z.object({
  role: z.literal(PARTICIPANT_ROLE),
  /** Accepted for compatibility with the spec's client; must be the caller's own center if sent. */
  center: z.optional(entityId('center must be an id')),
  director: z.optional(z.string()),
});

export const ParticipantResponseSchema = z.object({ success: z.literal(true), data: ParticipantSchema });

/** POST /api/v1/auth/survey/{userId}: a new one-time link replaces any open one. */
export const SurveyLinkResponseSchema = z.object({
  success: z.literal(true),
  /** The token; the link is `${origin}/survey/${data}`. */
  data: z.string(),
  expiresAt: z.string(),
});

/** PUT /api/v1/users/{id}/consent: a written revocation or grant, per survey number. */
export const ConsentChangeBodySchema = z.object({
  consents: z
    .array(
      z.object({
        // The database's survey numbers are 32-bit integers.
        surveyNo: z.int().check(z.minimum(1), z.maximum(2_147_483_647, 'surveyNo must be at most 2147483647')),
        consented: z.boolean(),
      }),
    )
    .check(
      z.minLength(1),
      z.maxLength(200),
      // Two opposite answers for one survey would leave the stored one to their order.
      z.refine(
        (changes) => new Set(changes.map((change) => change.surveyNo)).size === changes.length,
        'must name each survey number once',
      ),
    ),
});
export type ConsentChangeBody = z.infer<typeof ConsentChangeBodySchema>;

/** GET /api/v1/users/{id}/consent: the consent flag of each of the participant's surveys. */
export const ConsentStateResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(z.object({ surveyNo: z.int(), consented: z.boolean(), createdAt: z.string() })),
});
