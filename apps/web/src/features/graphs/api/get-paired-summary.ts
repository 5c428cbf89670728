/**
 * GET /api/v1/surveys/paired and GET /api/v1/surveys/change-shares: the "paired" switch of
 * the graphs, with the same filters as the summary (issue 8).
 */
import { ChangeSharesResponseSchema, PairedSummaryResponseSchema } from '@romtrack/shared/contracts/insight';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { SurveySummaryFilter } from '../../../api/survey-keys.ts';
import { summaryFilterQuery } from '../../../api/survey-summary.ts';
import { apiRequest } from '../../../lib/api-client.ts';

// Under the summary's 'surveys' key, so whatever invalidates the summary refreshes these too.
export const insightKeys = {
  paired: (filter: SurveySummaryFilter) => ['surveys', 'paired', filter] as const,
  shares: (filter: SurveySummaryFilter) => ['surveys', 'change-shares', filter] as const,
};

export async function getPairedSummary(filter: SurveySummaryFilter, signal?: AbortSignal) {
  return (
    await apiRequest(`/api/v1/surveys/paired?${summaryFilterQuery(filter)}`, {
      schema: PairedSummaryResponseSchema,
      signal,
    })
  ).data;
}

export async function getChangeShares(filter: SurveySummaryFilter, signal?: AbortSignal) {
  return (
    await apiRequest(`/api/v1/surveys/change-shares?${summaryFilterQuery(filter)}`, {
      schema: ChangeSharesResponseSchema,
      signal,
    })
  ).data;
}

export const pairedSummaryQuery = (filter: SurveySummaryFilter) =>
  queryOptions({
    queryKey: insightKeys.paired(filter),
    queryFn: ({ signal }) => getPairedSummary(filter, signal),
    placeholderData: keepPreviousData,
  });

export const changeSharesQuery = (filter: SurveySummaryFilter) =>
  queryOptions({
    queryKey: insightKeys.shares(filter),
    queryFn: ({ signal }) => getChangeShares(filter, signal),
    placeholderData: keepPreviousData,
  });

export const usePairedSummary = (filter: SurveySummaryFilter, enabled = true) =>
  useQuery({ ...pairedSummaryQuery(filter), enabled });

export const useChangeShares = (filter: SurveySummaryFilter, enabled = true) =>
  useQuery({ ...changeSharesQuery(filter), enabled });
