/** POST /api/v1/directors (admin only). */
import { DirectorCreatedResponseSchema, type RegisterDirectorBody } from '@romtrack/shared/contracts/directors';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { directorKeys } from '../../../api/director-names.ts';
import { apiRequest } from '../../../lib/api-client.ts';

export async function registerDirector(body: RegisterDirectorBody) {
  return apiRequest('/api/v1/directors', { method: 'POST', body, schema: DirectorCreatedResponseSchema });
}

export function useRegisterDirector() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: registerDirector,
    // The region pickers list directors.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: directorKeys.names }),
  });
}
