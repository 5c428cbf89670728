/** GET /api/v1/centers/?select=name[&director=id]: used by the login picker and the director's forms. */
import { CenterNameListResponseSchema } from '@romtrack/shared/contracts/centers';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../lib/api-client.ts';

export const centerNamesQuery = (directorId?: string) =>
  queryOptions({
    queryKey: ['centers', 'names', directorId ?? 'all'],
    queryFn: async () => {
      const query = new URLSearchParams({ select: 'name' });
      if (directorId) query.set('director', directorId);
      return (await apiRequest(`/api/v1/centers/?${query}`, { schema: CenterNameListResponseSchema })).data;
    },
  });

export const useCenterNames = (directorId?: string) => useQuery(centerNamesQuery(directorId));
