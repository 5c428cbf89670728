/** DELETE /api/v1/users/{id}: the PID and, in the same transaction, all of its surveys. */
import { OkResponseSchema } from '@romtrack/shared/contracts/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { surveyKeys } from '../../../api/survey-keys.ts';
import { apiRequest } from '../../../lib/api-client.ts';

export async function deleteParticipant(participantId: string): Promise<void> {
  await apiRequest(`/api/v1/users/${encodeURIComponent(participantId)}`, {
    method: 'DELETE',
    schema: OkResponseSchema,
  });
}

export function useDeleteParticipant() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteParticipant,
    // Graphs change at once. The PID list itself refreshes when the dialog closes (spec
    // section 4), so the row does not vanish behind the success message.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: surveyKeys.all }),
  });
}
