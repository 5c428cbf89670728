/** GET /api/v1/centers/{id}: the signed-in manager's center (its name for the menu, whether it has a logo). */
import { CenterResponseSchema } from '@romtrack/shared/contracts/centers';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { centerPath } from '../../../api/paths.ts';
import { apiRequest } from '../../../lib/api-client.ts';

export const centerKeys = {
  detail: (centerId: string) => ['centers', centerId] as const,
};

export async function getCenter(centerId: string, signal?: AbortSignal) {
  return (await apiRequest(centerPath(centerId), { schema: CenterResponseSchema, signal })).data;
}

export const centerQuery = (centerId: string) =>
  queryOptions({
    queryKey: centerKeys.detail(centerId),
    queryFn: ({ signal }) => getCenter(centerId, signal),
    staleTime: 5 * 60_000,
  });

export const useCenter = (centerId: string | null) => useQuery({ ...centerQuery(centerId ?? ''), enabled: !!centerId });
