/**
 * How long a survey link stays open, the one figure the server and the participant page share:
 * the server dates each new link's expiry with it, and the participant page uses it to judge
 * when answers kept on the device can belong to no open link any more. Free of zod, as the
 * participant page keeps zod out of its bundle.
 */

/** A survey link's validity after it is issued (spec section 9): 48 hours. */
export const SURVEY_LINK_TTL_MS = 48 * 3600_000;
