/**
 * The one place errors become answers: `{ success: false, error, code }`, validation errors
 * name the field, and 5xx answers never carry internals (the log does).
 */
import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ErrorBody, ErrorCode } from '@romtrack/shared/errors';
import { isDatabaseUnavailable } from '../../domain/db-errors.ts';
import { HttpError, ServiceUnavailable } from '../../errors.ts';

function describeValidation(error: Parameters<typeof hasZodFastifySchemaValidationErrors>[0]): string {
  if (!hasZodFastifySchemaValidationErrors(error)) return 'Invalid request';
  const parts = error.validation.map((issue) => {
    const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
    const where = field ? `${field}: ` : '';
    return `${where}${issue.message ?? 'is invalid'}`;
  });
  return `Invalid ${error.validationContext ?? 'request'}: ${parts.join('; ')}`;
}

const STATUS_CODES: Partial<Record<number, ErrorCode>> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'TOO_MANY_REQUESTS',
};

export default fp(
  async function errorsPlugin(app: FastifyInstance) {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      if (error instanceof HttpError) {
        const body: ErrorBody = { success: false, error: error.message, code: error.code };
        return reply.status(error.statusCode).headers(error.headers).send(body);
      }
      if (hasZodFastifySchemaValidationErrors(error)) {
        const body: ErrorBody = { success: false, error: describeValidation(error), code: 'BAD_REQUEST' };
        return reply.status(400).send(body);
      }
      const status = error.statusCode ?? 500;
      if (status >= 400 && status < 500) {
        // Fastify's own client errors (malformed JSON, body too large, wrong content type).
        const body: ErrorBody = { success: false, error: error.message, code: STATUS_CODES[status] ?? 'BAD_REQUEST' };
        return reply.status(status).send(body);
      }
      if (isDatabaseUnavailable(error)) {
        // The database is down or restarting: say so plainly and invite a retry; pg.Pool
        // reconnects on its own once it is back.
        request.log.warn({ err: error }, 'database unavailable');
        const unavailable = new ServiceUnavailable();
        const body: ErrorBody = { success: false, error: unavailable.message, code: unavailable.code };
        return reply.status(503).header('retry-after', '5').send(body);
      }
      request.log.error({ err: error }, 'request failed');
      const body: ErrorBody = { success: false, error: 'There was a problem with the server', code: 'INTERNAL' };
      return reply.status(500).send(body);
    });
  },
  { name: 'errors' },
);
