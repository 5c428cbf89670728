/**
 * GET /api/v1/surveys/summary: per center, the mean of each scale per survey number and its
 * n, averaged in SQL. Every graph browser (manager, director, admin) reads this, never the
 * raw survey listing, so a center with thousands of surveys stays quick.
 */
import { SurveySummaryResponseSchema, type SurveySummary } from '@romtrack/shared/contracts/surveys';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { readerTimeZone } from '../components/graphs/date-format.ts';
import { apiRequest } from '../lib/api-client.ts';
import { surveyKeys, type SurveySummaryFilter } from './survey-keys.ts';

/** The query string of a summary's filter, shared by the paired views; dates in the reader's time zone. */
export function summaryFilterQuery(filter: SurveySummaryFilter): URLSearchParams {
  const query = new URLSearchParams();
  if (filter.center) query.set('center', filter.center);
  if (filter.director) query.set('director', filter.director);
  if (filter.from) query.set('from', filter.from);
  if (filter.to) query.set('to', filter.to);
  if (filter.from || filter.to) query.set('tz', readerTimeZone());
  if (filter.users) query.set('users', filter.users.join(','));
  return query;
}

export async function getSurveySummary(filter: SurveySummaryFilter, signal?: AbortSignal): Promise<SurveySummary> {
  const query = summaryFilterQuery(filter);
  return (await apiRequest(`/api/v1/surveys/summary?${query}`, { schema: SurveySummaryResponseSchema, signal })).data;
}

export const surveySummaryQuery = (filter: SurveySummaryFilter) =>
  queryOptions({
    queryKey: surveyKeys.summary(filter),
    queryFn: ({ signal }) => getSurveySummary(filter, signal),
    placeholderData: keepPreviousData,
  });

/** `enabled: false` skips the call (e.g. while no PID is ticked). */
export const useSurveySummary = (filter: SurveySummaryFilter, enabled = true) =>
  useQuery({ ...surveySummaryQuery(filter), enabled });
