/**
 * GET /api/v1/centers/{id}/users: one page of a center's PIDs, searched and counted on the
 * server (a center may hold thousands). Used by the PID browser, the survey center and the
 * graph browser's PID picker, so it lives outside any one feature.
 */
import { PID_PAGE_SIZE, ParticipantPageResponseSchema } from '@romtrack/shared/contracts/participants';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../lib/api-client.ts';
import { centerParticipantsPath, type ParticipantPageFilter } from './paths.ts';

/** Every participant list hangs under this key; mutations of PIDs invalidate it. */
export const participantKeys = {
  all: ['participants'] as const,
  center: (centerId: string) => ['participants', centerId] as const,
  page: (centerId: string, filter: ParticipantPageFilter) =>
    [
      'participants',
      centerId,
      { page: filter.page, pid: filter.pid ?? '', open: filter.open ?? false, limit: filter.limit ?? PID_PAGE_SIZE },
    ] as const,
};

export async function getCenterParticipants(centerId: string, filter: ParticipantPageFilter, signal?: AbortSignal) {
  const response = await apiRequest(centerParticipantsPath(centerId, filter), {
    schema: ParticipantPageResponseSchema,
    signal,
  });
  return { data: response.data, pagination: response.pagination };
}

export const centerParticipantsQuery = (centerId: string, filter: ParticipantPageFilter) =>
  queryOptions({
    queryKey: participantKeys.page(centerId, filter),
    queryFn: ({ signal }) => getCenterParticipants(centerId, filter, signal),
    // Paging and searching keep the previous rows on screen instead of flashing empty.
    placeholderData: keepPreviousData,
  });

export const useCenterParticipants = (centerId: string, filter: ParticipantPageFilter) =>
  useQuery(centerParticipantsQuery(centerId, filter));
