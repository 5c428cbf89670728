/**
 * The one place errors become answers: `{ success: false, error, code }`, validation errors
 * name the field, and 5xx answers never carry internals (the log does).
 */
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
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
  405: 'METHOD_NOT_ALLOWED',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'TOO_MANY_REQUESTS',
};

/**
 * Sends an error answer as JSON. A route that had begun a download (the exports) has already
 * set a CSV or spreadsheet type and an attachment name: without resetting them, Fastify cannot
 * send the JSON body and answers with its own, bypassing this handler.
 */
function sendError(reply: FastifyReply, status: number, body: ErrorBody, headers: Record<string, string> = {}) {
  return reply
    .removeHeader('content-disposition')
    .type('application/json; charset=utf-8')
    .status(status)
    .headers(headers)
    .send(body);
}

export default fp(
  async function errorsPlugin(app: FastifyInstance) {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      if (error instanceof HttpError) {
        return sendError(
          reply,
          error.statusCode,
          { success: false, error: error.message, code: error.code },
          error.headers,
        );
      }
      if (hasZodFastifySchemaValidationErrors(error)) {
        return sendError(reply, 400, { success: false, error: describeValidation(error), code: 'BAD_REQUEST' });
      }
      if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
        // Fastify says only "Unsupported Media Type"; this says what to send instead. The
        // route's own instance knows its parsers: multipart only where a route takes a form.
        const expected = request.server.hasContentTypeParser('multipart/form-data')
          ? 'a multipart/form-data form'
          : 'JSON, with Content-Type: application/json';
        return sendError(reply, 415, {
          success: false,
          error: `Send the body as ${expected}`,
          code: 'UNSUPPORTED_MEDIA_TYPE',
        });
      }
      const status = error.statusCode ?? 500;
      if (status >= 400 && status < 500) {
        // Fastify's own client errors (malformed JSON, body too large, wrong content type).
        return sendError(reply, status, {
          success: false,
          error: error.message,
          code: STATUS_CODES[status] ?? 'BAD_REQUEST',
        });
      }
      if (isDatabaseUnavailable(error)) {
        // The database is down or restarting: say so plainly and invite a retry; pg.Pool
        // reconnects on its own once it is back.
        request.log.warn({ err: error }, 'database unavailable');
        const unavailable = new ServiceUnavailable();
        return sendError(
          reply,
          503,
          { success: false, error: unavailable.message, code: unavailable.code },
          { 'retry-after': '5' },
        );
      }
      request.log.error({ err: error }, 'request failed');
      return sendError(reply, 500, { success: false, error: 'There was a problem with the server', code: 'INTERNAL' });
    });
  },
  { name: 'errors' },
);
