/**
 * Typed errors thrown by handlers and domain functions. One error handler
 * (plugins/app/errors.ts) turns them into `{ success: false, error, code }`.
 */
import type { ErrorCode } from '@romtrack/shared/errors';

export class HttpError extends Error {
  override name = 'HttpError';
  readonly statusCode: number;
  readonly code: ErrorCode;
  /** Extra headers for the answer, such as Retry-After. */
  readonly headers: Record<string, string>;

  constructor(statusCode: number, code: ErrorCode, message: string, headers: Record<string, string> = {}) {
    super(message);
    this.statusCode = statusCode;
    this.code = code;
    this.headers = headers;
  }
}

export class BadRequest extends HttpError {
  constructor(message: string) {
    super(400, 'BAD_REQUEST', message);
  }
}

export class Unauthenticated extends HttpError {
  constructor(message = 'Not authorized to access this route') {
    super(401, 'UNAUTHENTICATED', message);
  }
}

export class Forbidden extends HttpError {
  constructor(message = 'You are not allowed to do this') {
    super(403, 'FORBIDDEN', message);
  }
}

export class NotFound extends HttpError {
  constructor(message = 'Not found') {
    super(404, 'NOT_FOUND', message);
  }
}

/** An address asked with a method it does not take; `allowed` are those it does (the Allow header). */
export class MethodNotAllowed extends HttpError {
  constructor(method: string, allowed: readonly string[]) {
    super(405, 'METHOD_NOT_ALLOWED', `This address does not take ${method}; it takes ${allowed.join(', ')}`, {
      allow: allowed.join(', '),
    });
  }
}

/**
 * A used survey link opened or sent answers again within a link's lifetime: still a used link
 * (404, as decisions.md says), with its own code, so the phone that never heard the first answer,
 * or the participant who taps the link again, is told the answers arrived.
 */
export class AlreadyReceived extends HttpError {
  constructor() {
    super(404, 'ALREADY_RECEIVED', 'The answers sent through this link have already been received.');
  }
}

/**
 * The director named to own a center or take centers over is deactivated or not a director: a
 * 400 with its own code, so the screen can say which field to change (its list was out of date).
 */
export class DirectorUnavailable extends HttpError {
  constructor(message: string) {
    super(400, 'DIRECTOR_UNAVAILABLE', message);
  }
}

export class Gone extends HttpError {
  constructor(message: string) {
    super(410, 'GONE', message);
  }
}

export class Conflict extends HttpError {
  constructor(message: string) {
    super(409, 'CONFLICT', message);
  }
}

export class TooManyRequests extends HttpError {
  constructor(retryAfterSeconds: number) {
    super(429, 'TOO_MANY_REQUESTS', 'Too many attempts, please try again later', {
      'retry-after': String(Math.max(1, Math.ceil(retryAfterSeconds))),
    });
  }
}

export class ServiceUnavailable extends HttpError {
  constructor(message = 'The service is temporarily unavailable, please try again shortly') {
    super(503, 'SERVICE_UNAVAILABLE', message);
  }
}
