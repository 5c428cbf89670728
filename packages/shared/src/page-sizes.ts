/**
 * Page sizes the client and the server agree on. Free of zod: the staff page's first script
 * (apps/web/src/boot.ts) builds the first PID page's address with it before the app has arrived.
 */

/** PID table page size (spec section 9). */
export const PID_PAGE_SIZE = 10;
