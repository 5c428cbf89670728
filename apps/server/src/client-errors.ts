/**
 * Requests Node's HTTP parser refuses before Fastify sees a request (a malformed header line,
 * headers over Node's 16 KB, a request that takes too long to arrive): answered with the body
 * every other error has, `{ success: false, error, code }`, where Fastify's own would be
 * `{ error, message, statusCode }`. The connection is closed after, as Node and Fastify do: the
 * parser cannot tell where a next request would start.
 */
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import type { ErrorBody } from '@romtrack/shared/errors';

interface ClientError extends Error {
  code?: string;
}

function answerFor(error: ClientError): { status: number; message: string } {
  if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT') return { status: 408, message: 'The request took too long to arrive' };
  if (error.code === 'HPE_HEADER_OVERFLOW') {
    return { status: 431, message: 'The request headers are too large (the address or the cookies, most often)' };
  }
  return { status: 400, message: 'The request could not be read: it is not well-formed HTTP' };
}

export function answerClientError(this: FastifyInstance, error: ClientError, socket: Socket): void {
  // A reset connection has no one left to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const { status, message } = answerFor(error);
  this.log.debug({ err: error, status }, 'request refused by the HTTP parser');
  if (socket.writable) {
    const body = JSON.stringify({ success: false, error: message, code: 'BAD_REQUEST' } satisfies ErrorBody);
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n` +
        `Content-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
        `X-Content-Type-Options: nosniff\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}
