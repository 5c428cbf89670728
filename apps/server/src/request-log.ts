/**
 * What the log says of each request. Fastify's default names the client's address and the whole
 * address asked for: for a participant, their IP beside their survey link's token, which the
 * manager's screen shows beside the PID, and the time. No personal data about participants is
 * stored, so the log keeps neither: no client address for anyone (the audit log keeps staff
 * addresses where security needs them), and no secret carried in a path.
 */
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

export const LOG_SERIALIZERS = {
  req: (request: FastifyRequest) => ({ method: request.method, url: urlForLog(request.url) }),
};
