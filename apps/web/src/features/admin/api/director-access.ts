/**
 * PATCH /api/v1/directors/{id} and POST /api/v1/directors/{id}/hand-over (admin only, ADR 016): a
 * director's access taken away or given back, and their centers given to another director.
 */
import {
  DirectorAccessResponseSchema,
  type Director,
  type DirectorAccessBody,
  type HandOverBody,
  HandOverResponseSchema,
} from '@romtrack/shared/contracts/directors';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { directorKeys } from '../../../api/director-names.ts';
import { surveyKeys } from '../../../api/survey-keys.ts';
import { apiRequest } from '../../../lib/api-client.ts';

export async function setDirectorActive(input: { id: string } & DirectorAccessBody) {
  return apiRequest(`/api/v1/directors/${encodeURIComponent(input.id)}`, {
    method: 'PATCH',
    body: { active: input.active },
    schema: DirectorAccessResponseSchema,
  });
}

export function useSetDirectorActive() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setDirectorActive,
    // The list shows the answer at once, whether or not the refetch that follows gets through.
    onSuccess: ({ data }) =>
      queryClient.setQueryData(directorKeys.names, (list: Director[] | undefined) =>
        list?.map((director) => (director.id === data.id ? data : director)),
      ),
    // The directors' list and the region pickers mark a deactivated director.
    onSettled: () => queryClient.invalidateQueries({ queryKey: directorKeys.names }),
  });
}

/** POST /api/v1/directors/{id}/hand-over (admin only, ADR 016): every center of `from` moves to `to`. */
export async function handOverCenters(input: { from: string } & HandOverBody) {
  return apiRequest(`/api/v1/directors/${encodeURIComponent(input.from)}/hand-over`, {
    method: 'POST',
    body: { to: input.to },
    schema: HandOverResponseSchema,
  });
}

export function useHandOverCenters() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: handOverCenters,
    // The centers change region: the directors' counts, the region pickers' centers and the
    // regions' graphs all follow.
    onSettled: () =>
      Promise.all(
        [directorKeys.names, ['centers'], surveyKeys.all].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
}
