/**
 * GET /api/v1/centers/{id}/uploads: a center's logo. An <img src> cannot carry the bearer
 * token, so the bytes are fetched with it and handed to the image as a data: URL (allowed
 * by the CSP's img-src; unlike an object URL it needs no revoking and survives re-renders).
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, fetchWithSession, REQUEST_TIMEOUT_MS } from '../lib/api-fetch.ts';
import { deadline } from '../lib/deadline.ts';

/** The logo's bytes; a logo the server does not send in time is left out, as a missing one is. */
export async function getCenterLogo(centerId: string, signal?: AbortSignal): Promise<Blob> {
  const limit = deadline(REQUEST_TIMEOUT_MS.read, signal);
  try {
    const path = `/api/v1/centers/${encodeURIComponent(centerId)}/uploads`;
    const response = await fetchWithSession(path, { signal: limit.signal });
    if (!response.ok)
      throw new ApiError(response.status, `The logo could not be loaded (${response.status})`, undefined);
    return await response.blob();
  } finally {
    limit.done();
  }
}

function toDataUrl(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('The logo could not be read'));
    reader.readAsDataURL(blob);
  });
}

export const centerLogoQuery = (centerId: string) =>
  queryOptions({
    queryKey: ['centers', centerId, 'logo'] as const,
    queryFn: async ({ signal }) => toDataUrl(await getCenterLogo(centerId, signal)),
    // A missing logo stays missing; the default avatar shows instead (spec section 8).
    retry: false,
    staleTime: 5 * 60_000,
  });

/** The center's logo as a data: URL; undefined while loading, when missing, or without a center. */
export function useCenterLogoUrl(centerId: string | null | undefined): { url: string | undefined; failed: boolean } {
  const query = useQuery({ ...centerLogoQuery(centerId ?? ''), enabled: Boolean(centerId) });
  return { url: query.data, failed: query.isError };
}
