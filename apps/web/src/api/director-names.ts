/** GET /api/v1/directors/?select=name (admin only): the owning-director and region pickers. */
import { DirectorNameListResponseSchema } from '@romtrack/shared/contracts/directors';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../lib/api-client.ts';
import { DIRECTOR_NAMES_PATH } from './paths.ts';

export const directorKeys = { names: ['directors', 'names'] as const };

export const directorNamesQuery = () =>
  queryOptions({
    queryKey: directorKeys.names,
    queryFn: async ({ signal }) =>
      (await apiRequest(DIRECTOR_NAMES_PATH, { schema: DirectorNameListResponseSchema, signal })).data,
  });

export const useDirectorNames = (options: { enabled?: boolean } = {}) =>
  useQuery({ ...directorNamesQuery(), enabled: options.enabled ?? true });
