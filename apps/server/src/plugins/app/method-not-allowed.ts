/**
 * 405 Method Not Allowed, with the Allow header HTTP asks for (RFC 9110 section 15.5.6), for an
 * API address (or a consent form's) asked with a method it does not take: Fastify answers 404, as if the address did
 * not exist, and a caller who sent DELETE where only GET is served is left looking for a typo
 * in the path. Every API route is recorded as it is added, and the not-found handler
 * (web-client.ts) asks `methodsAllowedAt` before it says 404.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import FindMyWay from 'find-my-way';
import { SERVER_ADDRESSES } from '@romtrack/shared/server-addresses';

declare module 'fastify' {
  interface FastifyInstance {
    /** The methods the API address `path` (no query) takes, none when no route has it. */
    methodsAllowedAt(path: string): readonly string[];
  }
}

type MethodsByPath = Map<string, Set<string>>;

/**
 * A route's path in one form for every method: parameters unnamed (`/users/:id` of DELETE and
 * `/users/:participantId` of GET are one address) and no trailing slash (the router ignores it).
 */
function addressOf(url: string): string {
  return url.replace(/:[^/]+/g, ':param').replace(/(.)\/$/, '$1');
}

/** One router of addresses, whatever the method, each holding the methods it takes. */
function addressRouter(methodsByPath: MethodsByPath) {
  const router = FindMyWay({ ignoreTrailingSlash: true, maxParamLength: 200 });
  for (const [path, methods] of methodsByPath) router.on('GET', path, () => {}, [...methods].sort());
  return router;
}

export default fp(
  async function methodNotAllowed(app: FastifyInstance) {
    const methodsByPath: MethodsByPath = new Map();
    let router: ReturnType<typeof addressRouter> | null = null;
    app.addHook('onRoute', (route) => {
      if (!SERVER_ADDRESSES.some((prefix) => route.url.startsWith(prefix))) return;
      const path = addressOf(route.url);
      const methods = methodsByPath.get(path) ?? new Set<string>();
      for (const method of [route.method].flat()) methods.add(method);
      methodsByPath.set(path, methods);
      router = null;
    });
    app.decorate('methodsAllowedAt', (path: string): readonly string[] => {
      router ??= addressRouter(methodsByPath);
      return (router.find('GET', path)?.store as string[] | undefined) ?? [];
    });
  },
  { name: 'method-not-allowed' },
);
