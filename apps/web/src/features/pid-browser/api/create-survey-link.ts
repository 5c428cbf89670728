/** POST /api/v1/auth/survey/{participantId}: a new one-time link (48 hours) replacing any open one. */
import { SurveyLinkResponseSchema } from '@romtrack/shared/contracts/participants';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { participantKeys } from '../../../api/center-participants.ts';
import { apiRequest } from '../../../lib/api-client.ts';

export async function createSurveyLink(participantId: string): Promise<{ token: string; expiresAt: string }> {
  const response = await apiRequest(`/api/v1/auth/survey/${encodeURIComponent(participantId)}`, {
    method: 'POST',
    schema: SurveyLinkResponseSchema,
  });
  return { token: response.data, expiresAt: response.expiresAt };
}

export function useCreateSurveyLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createSurveyLink,
    // The row (and the survey center) now shows the participant as open to survey. Also after a
    // failure, as for a new PID (create-participant.ts): the link may have been made.
    onSettled: () => queryClient.invalidateQueries({ queryKey: participantKeys.all }),
  });
}
