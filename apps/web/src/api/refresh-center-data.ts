/**
 * What a Refresh button and a closing delete dialog call. A survey submitted on another device
 * changes a PID's next survey and open links (the PID lists), the center's graphs and that PID's
 * participant view, so all of them read the server again: the one on screen at once, the others
 * when next shown. Without this, a screen opened less than the cache's 30 s before would still
 * show the survey missing, right after the Refresh had shown it taken.
 */
import { useQueryClient } from '@tanstack/react-query';
import { participantKeys } from './center-participants.ts';
import { surveyKeys } from './survey-keys.ts';

export function useRefreshCenterData() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: participantKeys.all }),
      queryClient.invalidateQueries({ queryKey: surveyKeys.all }),
    ]);
}
