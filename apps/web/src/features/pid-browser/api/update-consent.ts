/** PUT /api/v1/users/{id}/consent: records a written revocation or grant, per survey number. */
import { ConsentStateResponseSchema, type ConsentChangeBody } from '@romtrack/shared/contracts/participants';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { surveyKeys } from '../../../api/survey-keys.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { consentKeys } from './get-consent.ts';

export async function updateConsent(participantId: string, body: ConsentChangeBody) {
  return (
    await apiRequest(`/api/v1/users/${encodeURIComponent(participantId)}/consent`, {
      method: 'PUT',
      body,
      schema: ConsentStateResponseSchema,
    })
  ).data;
}

export function useUpdateConsent(participantId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ConsentChangeBody) => updateConsent(participantId, body),
    onSuccess: async (state) => {
      queryClient.setQueryData(consentKeys.participant(participantId), state);
      await queryClient.invalidateQueries({ queryKey: surveyKeys.all });
    },
  });
}
