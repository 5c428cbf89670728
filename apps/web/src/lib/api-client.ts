/**
 * The one way the screens call the API: JSON in, JSON out, the session token attached, and
 * every answer parsed with the contract's schema so a changed server shape fails loudly.
 */
import type { ZodMiniType } from 'zod/mini';
import { apiFetch, type FetchOptions } from './api-fetch.ts';

export interface RequestOptions<T> extends FetchOptions {
  schema: ZodMiniType<T>;
}

export async function apiRequest<T>(path: string, options: RequestOptions<T>): Promise<T> {
  return options.schema.parse(await apiFetch(path, options));
}
