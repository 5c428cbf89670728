/** GET /api/v1/users/{id}/consent: the consent flag of each survey the participant has taken. */
import { ConsentStateResponseSchema } from '@romtrack/shared/contracts/participants';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export const consentKeys = {
  participant: (participantId: string) => ['consent', participantId] as const,
};

export async function getConsent(participantId: string, signal?: AbortSignal) {
  return (
    await apiRequest(`/api/v1/users/${encodeURIComponent(participantId)}/consent`, {
      schema: ConsentStateResponseSchema,
      signal,
    })
  ).data;
}

export const consentQuery = (participantId: string) =>
  queryOptions({
    queryKey: consentKeys.participant(participantId),
    queryFn: ({ signal }) => getConsent(participantId, signal),
    // The dialog must start from what is stored now: nothing is kept once it closes.
    staleTime: 0,
    gcTime: 0,
  });

export const useConsent = (participantId: string) => useQuery(consentQuery(participantId));
