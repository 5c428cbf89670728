/**
 * Security headers on every answer. Scripts only from our origin (no inline scripts); styles
 * may be inline because Mantine sets CSS variables in a style element at run time.
 * @see https://github.com/fastify/fastify-helmet
 */
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export default fp(
  async function securityHeaders(app: FastifyInstance, opts: { https: boolean }) {
    await app.register(helmet, {
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
      strictTransportSecurity: opts.https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    });
  },
  { name: 'security-headers' },
);
