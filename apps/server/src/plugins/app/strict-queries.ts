/**
 * Every route's query string schema is a strict object (z.strictObject): a parameter the route
 * does not take is refused with a 400 (zod-messages.ts says which), not ignored. Ignored, a
 * misspelt filter (`center=` on an export that takes `centers=`) widened the answer to all the
 * caller may see. The server refuses to start with a route whose query schema would let one
 * through, as it does for a route missing from the authorization table.
 */
import type { FastifyInstance, RouteOptions } from 'fastify';

/** What zod (mini) keeps of an object schema: its catch-all, `never` for a strict one. */
interface ZodObjectLike {
  _zod?: { def?: { type?: string; catchall?: { _zod?: { def?: { type?: string } } } } };
}

export function isStrictQuerySchema(schema: unknown): boolean {
  const def = (schema as ZodObjectLike)._zod?.def;
  return def?.type === 'object' && def.catchall?._zod?.def?.type === 'never';
}

export function refuseLooseQueryStrings(app: FastifyInstance): void {
  app.addHook('onRoute', (route: RouteOptions) => {
    const query = route.schema?.querystring;
    if (query !== undefined && !isStrictQuerySchema(query)) {
      throw new Error(
        `Route ${String(route.method)} ${route.url}: its query string schema must be a z.strictObject, ` +
          'so that a parameter it does not take is refused rather than ignored',
      );
    }
  });
}
