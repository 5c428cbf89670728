/** How the survey paces a participant's taps from one question to the next. */

/** A short pause after a choice, so the participant sees it taken before the next item shows. */
export const ADVANCE_DELAY_MS = 250;

/**
 * How long a question ignores taps once it appears. It appears where the last one was answered:
 * the second tap of a slow double tap (up to 650 ms apart, after the pause above) would otherwise
 * answer it unseen. Nobody reads a question and its options this fast.
 */
export const SETTLE_MS = 400;
