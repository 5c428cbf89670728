/**
 * The one way the browser calls the API: JSON in, JSON out, the session token attached,
 * and every answer parsed with the contract's schema so a changed server shape fails loudly.
 */
import type { ZodType } from 'zod';
import { sessionToken } from './session-token.ts';

export class ApiError extends Error {
  override name = 'ApiError';
  readonly status: number;
  readonly code: string | undefined;

  constructor(status: number, message: string, code: string | undefined) {
    super(message);
    this.status = status;
    this.code = code;
  }
}

export interface RequestOptions<T> {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** A JSON body, or FormData for multipart uploads. */
  body?: unknown;
  schema: ZodType<T>;
  signal?: AbortSignal;
}

export async function apiRequest<T>(path: string, options: RequestOptions<T>): Promise<T> {
  const headers: Record<string, string> = { accept: 'application/json' };
  const token = sessionToken.get();
  if (token) headers.authorization = `Bearer ${token}`;
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) body = options.body;
  else if (options.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  let response: Response;
  try {
    response = await fetch(path, { method: options.method ?? 'GET', headers, body, signal: options.signal });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, 'The server could not be reached. Check the connection and try again.', 'NETWORK');
  }
  const payload: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const message =
      payload && typeof payload === 'object' && 'error' in payload && typeof payload.error === 'string'
        ? payload.error
        : `Request failed (${response.status})`;
    const code = payload && typeof payload === 'object' && 'code' in payload ? String(payload.code) : undefined;
    throw new ApiError(response.status, message, code);
  }
  return options.schema.parse(payload);
}
