/** GET /api/v1/users/{id}/surveys: one participant's surveys, scores and reliable change. */
import { ParticipantProgressResponseSchema } from '@romtrack/shared/contracts/insight';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { surveyKeys } from '../../../api/survey-keys.ts';
import { apiRequest } from '../../../lib/api-client.ts';

export async function getParticipantProgress(participantId: string, signal?: AbortSignal) {
  return (
    await apiRequest(`/api/v1/users/${encodeURIComponent(participantId)}/surveys`, {
      schema: ParticipantProgressResponseSchema,
      signal,
    })
  ).data;
}

export const participantProgressQuery = (participantId: string) =>
  queryOptions({
    queryKey: surveyKeys.participant(participantId),
    queryFn: ({ signal }) => getParticipantProgress(participantId, signal),
  });

export const useParticipantProgress = (participantId: string) => useQuery(participantProgressQuery(participantId));
