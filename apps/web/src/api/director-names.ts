/** GET /api/v1/directors/?select=name (admin only): the owning-director and region pickers. */
import { DirectorNameListResponseSchema, type Director } from '@romtrack/shared/contracts/directors';
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

/**
 * The pickers' entries: each director by name, with the e-mail after the name where two directors
 * share it (people's names are not unique), so that the admin never chooses between identical
 * entries, and marked when the admin has deactivated them (their region stays; ADR 016). The
 * admin screens are in English (spec section 1).
 */
export function directorOptions(directors: readonly Director[]): { value: string; label: string }[] {
  const count = new Map<string, number>();
  const key = (name: string) => name.toLocaleLowerCase();
  for (const d of directors) count.set(key(d.name), (count.get(key(d.name)) ?? 0) + 1);
  return directors.map((d) => {
    const name = (count.get(key(d.name)) ?? 0) > 1 ? `${d.name} (${d.email})` : d.name;
    return { value: d.id, label: d.active ? name : `${name} (deactivated)` };
  });
}
