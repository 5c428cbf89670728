/**
 * Security headers on every answer, and `Cache-Control: no-store` on the API's. Scripts only from
 * our origin (no inline scripts); styles may be inline because Mantine sets CSS variables in a
 * style element at run time.
 *
 * helmet works the headers out from these options once, at start-up; every answer then gets the
 * same list (ADR 005). @fastify/helmet built helmet's whole middleware anew for each request,
 * about 9 µs of CPU per answer for the same result.
 * @see https://helmetjs.github.io/
 */
import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';
import { isApiRequest } from '../../api-request.ts';

function helmetOptions(https: boolean): HelmetOptions {
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    referrerPolicy: { policy: 'no-referrer' },
    crossOriginEmbedderPolicy: false,
    // HSTS only when the public address is https (behind the TLS proxy); on plain HTTP at
    // 127.0.0.1 it would mean nothing, and a browser would ignore it anyway.
    strictTransportSecurity: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
  };
}

/** The headers helmet sets for these options, read from a response that is never sent. */
function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const response = new ServerResponse(new IncomingMessage(new Socket()));
  helmet(options)(response.req, response, (error?: unknown) => {
    if (error) throw error;
  });
  return Object.fromEntries(Object.entries(response.getHeaders()).map(([name, value]) => [name, String(value)]));
}

export default fp(
  async function securityHeaders(app: FastifyInstance, opts: { https: boolean }) {
    const headers = helmetHeaders(helmetOptions(opts.https));
    // API answers carry PIDs, survey links and scores, often to a clinic's shared computer: no
    // browser cache or proxy keeps them. A route that may be kept (a center's logo) says so itself.
    const apiHeaders = { ...headers, 'cache-control': 'no-store' };
    // onRequest, so that answers cut short (404, 401, a refused body) carry them too.
    app.addHook('onRequest', (request, reply, done) => {
      reply.headers(isApiRequest(request) ? apiHeaders : headers);
      done();
    });
  },
  { name: 'security-headers' },
);
