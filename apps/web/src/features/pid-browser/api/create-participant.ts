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
    // Also after a failure: an answer lost on its way back (the Wi-Fi dropped just after the
    // server made the PID) says the server could not be reached, and the list, refreshed once it
    // can be, shows the PID made, before the manager presses Generate again for another.
    onSettled: () => queryClient.invalidateQueries({ queryKey: participantKeys.all }),
  });
}
