import type { FastifyRequest } from 'fastify';
import type { AuditActor } from './domain/audit.ts';

/**
 * Whether a request is for the API. Judged on the route the router matched, which it found after
 * decoding the path, not on the raw URL: `/%61pi/v1/config` reaches `/api/v1/config`, and must get
 * the API's headers and session check too. A request that matched no route has only its raw URL.
 */
export function isApiRequest(request: FastifyRequest): boolean {
  return (request.routeOptions.url ?? request.url).startsWith('/api/');
}

/** The caller of a request, as the audit lines of the changes it makes name them. */
export function auditActor(request: FastifyRequest): AuditActor {
  return { actorId: request.account?.id ?? null, actorRole: request.account?.role ?? null, ip: request.ip };
}
