/** PATCH /api/v1/directors/{id} (admin only, ADR 016): a director's access taken away or given back. */
import {
  DirectorAccessResponseSchema,
  type Director,
  type DirectorAccessBody,
} from '@romtrack/shared/contracts/directors';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { directorKeys } from '../../../api/director-names.ts';
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
