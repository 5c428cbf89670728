/** Recognizing PostgreSQL errors the same way on PGlite and node-postgres (Drizzle wraps them). */
function sqlState(error: unknown): string | undefined {
  const e = error as { code?: unknown; cause?: { code?: unknown } };
  const code = typeof e.cause?.code === 'string' ? e.cause.code : e.code;
  return typeof code === 'string' ? code : undefined;
}

/** unique_violation */
export const isUniqueViolation = (error: unknown): boolean => sqlState(error) === '23505';

/**
 * deadlock_detected or serialization_failure: PostgreSQL rolled the transaction back to let
 * another one finish, and running it again is expected to succeed (PostgreSQL manual, 13.6
 * "Serialization Failure Handling").
 */
export const isRetryableConflict = (error: unknown): boolean => {
  const state = sqlState(error);
  return state === '40P01' || state === '40001';
};

// Connection-level failures: the database is down, restarting or unreachable. Class 08 is
// connection exceptions; 57P01-57P03 are shutdown and start-up states.
const UNAVAILABLE_STATES = new Set(['08000', '08001', '08003', '08004', '08006', '57P01', '57P02', '57P03']);
const UNAVAILABLE_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH']);
const UNAVAILABLE_MESSAGES =
  /Connection terminated|connection timeout|Client has encountered a connection error|timeout exceeded when trying to connect/i;

/** True when the error means "the database cannot be reached now", not "the query is wrong". */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && (UNAVAILABLE_STATES.has(code) || UNAVAILABLE_CODES.has(code))) return true;
    const message = (e as { message?: unknown }).message;
    if (typeof message === 'string' && UNAVAILABLE_MESSAGES.test(message)) return true;
  }
  return false;
}
