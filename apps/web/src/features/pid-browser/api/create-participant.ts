/** POST /api/v1/auth/register with role 'deidentified': a new PID in the manager's own center. */
import { ParticipantResponseSchema, type Participant } from '@romtrack/shared/contracts/participants';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { participantKeys } from '../../../api/center-participants.ts';
import { apiRequest } from '../../../lib/api-client.ts';

export async function createParticipant(): Promise<Participant> {
  return (
    await apiRequest('/api/v1/auth/register', {
      method: 'POST',
      body: { role: 'deidentified' },
      schema: ParticipantResponseSchema,
    })
  ).data;
}

export function useCreateParticipant() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createParticipant,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: participantKeys.all }),
  });
}
