/**
 * Who is calling, and may they call this route. Every API route must have an entry in the
 * authorization table (authz/route-access.ts): registering one without an entry fails at
 * start-up. Sessions come from `Authorization: Bearer <token>`.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ROUTE_ACCESS, routeKey } from '../../authz/route-access.ts';
import { audit } from '../../domain/audit.ts';
import { Forbidden, Unauthenticated } from '../../errors.ts';
import { isApiRequest } from '../../api-request.ts';

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  // The scheme's name is case-insensitive (RFC 9110 section 11.1).
  const match = /^Bearer\s+([A-Za-z0-9_-]{20,200})$/i.exec(header.trim());
  return match?.[1] ?? null;
}

export default fp(
  async function authPlugin(app: FastifyInstance) {
    app.decorateRequest('account', null);
    app.decorateRequest('sessionToken', null);

    app.addHook('onRoute', (route) => {
      if (!route.url.startsWith('/api/')) return;
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      // Fastify answers HEAD for every GET route by running the GET's handler (exposeHeadRoutes),
      // so a HEAD is checked as the GET it runs: left out, an anonymous HEAD reached admin-only
      // handlers, and its Content-Length told what their answer would have been.
      const keys = new Set(
        methods
          .filter((method) => method !== 'OPTIONS')
          .map((method) => routeKey(method === 'HEAD' ? 'GET' : method, route.url)),
      );
      for (const key of keys) {
        const access = ROUTE_ACCESS[key];
        if (!access) throw new Error(`Route ${key} has no entry in the authorization table (authz/route-access.ts)`);
        if (access.kind !== 'staff') continue;
        const roles = access.roles;
        const guard = async (request: FastifyRequest) => {
          const account = request.account;
          if (!account) throw new Unauthenticated();
          if (!roles.includes(account.role)) {
            await audit(app.ctx.db, {
              action: 'access.refused',
              actorId: account.id,
              actorRole: account.role,
              target: key,
              ip: request.ip,
            });
            throw new Forbidden();
          }
        };
        // onRequest, before the body is read or the input validated: a caller who may not call a
        // route gets 401 or 403 whatever they send, and learns nothing of what it accepts. Route
        // hooks run after the instance's, so the session hook below has already named the caller.
        const existing = route.onRequest;
        route.onRequest = existing ? [guard, ...(Array.isArray(existing) ? existing : [existing])] : [guard];
      }
    });

    app.addHook('onRequest', async (request) => {
      if (!isApiRequest(request)) return;
      const token = bearerToken(request);
      if (!token) return;
      const account = await app.ctx.sessions.resolve(token);
      if (account) {
        request.account = account;
        request.sessionToken = token;
      }
    });
  },
  { name: 'auth', dependencies: ['errors'] },
);
