/**
 * What the log says of each request and of each error. Fastify's default names the client's
 * address and the whole address asked for: for a participant, their IP beside their survey
 * link's token, which the manager's screen shows beside the PID, and the time. No personal data
 * about participants is stored, so the log keeps neither: no client address for anyone (the
 * audit log keeps staff addresses where security needs them), and no secret carried in a path.
 * Nor does it keep the values a failed database query was given (see errorForLog).
 */
import { DrizzleQueryError } from 'drizzle-orm/errors';
import type { FastifyRequest } from 'fastify';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const TOKEN_LIKE_RUN = /[A-Za-z0-9_%-]{20,}/g;

/**
 * Whether a path segment carries a token: 20 or more URL-safe characters in a row (survey links,
 * password-reset links) that are not an id. Anywhere in the segment, not only the whole of it:
 * a link pasted at the end of a sentence arrives as `{token}).`, and its token still works.
 */
const carriesToken = (segment: string) =>
  segment.length >= 20 && (segment.match(TOKEN_LIKE_RUN) ?? []).some((run) => !UUID.test(run));

/** The path and query with every segment that carries a token replaced by `:token`; ids stay. */
export function urlForLog(url: string): string {
  const queryAt = url.indexOf('?');
  const path = queryAt === -1 ? url : url.slice(0, queryAt);
  const query = queryAt === -1 ? '' : url.slice(queryAt);
  const safePath = path
    .split('/')
    .map((segment) => (carriesToken(segment) ? ':token' : segment))
    .join('/');
  return safePath + query;
}

/** An error as the log writes it (errorForLog). */
export interface LoggedError {
  [field: string]: unknown;
  type: string;
  message: string;
  stack: string;
  code?: string | number;
  statusCode?: number;
  cause?: LoggedError;
}

/** How deep a chain of causes is followed: a query's error, the driver's, the socket's. */
const MAX_CAUSES = 4;

/** The lines of a stack below its first (which repeats the message). */
const stackFrames = (stack: string | undefined) => stack?.split('\n').filter((line) => /^\s+at /.test(line)) ?? [];

/**
 * An error as the log writes it: its kind, message, code, status and stack, then its cause's.
 * Named fields only, not every field an error carries, as pino's own serializer writes them: the
 * error of a failed query holds the values it was given (Drizzle's `params`, its message's
 * "params:" line), which are a survey link's token and a participant's 36 answers when a
 * submission meets a database that is down; and PostgreSQL's own error can quote them in its
 * `detail` ("Failing row contains (…)", "Key (…)=(…)") and `where` ("portal parameter $1 = '…'").
 * The query's SQL is kept: it holds placeholders, not values. A cause that is not an Error is
 * left out.
 */
export function errorForLog(error: Error, depth = 0): LoggedError {
  const message = error instanceof DrizzleQueryError ? `Failed query: ${error.query}` : String(error.message);
  const { code, statusCode, cause } = error as Error & { code?: unknown; statusCode?: unknown };
  return {
    type: error.constructor.name,
    message,
    ...(typeof code === 'string' || typeof code === 'number' ? { code } : {}),
    ...(typeof statusCode === 'number' ? { statusCode } : {}),
    stack: [`${error.name}: ${message}`, ...stackFrames(error.stack)].join('\n'),
    ...(depth < MAX_CAUSES && cause instanceof Error ? { cause: errorForLog(cause, depth + 1) } : {}),
  };
}

export const LOG_SERIALIZERS = {
  req: (request: FastifyRequest) => ({ method: request.method, url: urlForLog(request.url) }),
  err: (error: Error) => errorForLog(error),
};
