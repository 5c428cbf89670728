/**
 * A part of a staff screen whose data would not load: what failed as the title, and why in the
 * screen's language underneath (lib/error-text.ts), never the server's own English text; and,
 * where asking again may help, a Try again button.
 */
import { Alert, Stack } from '@mantine/core';
import { mayPassOnRetry } from '../lib/api-fetch.ts';
import { errorText, type TextByCode } from '../lib/error-text.ts';
import i18n from '../lib/i18n.ts';
import { BusyButton } from './busy-button.tsx';

/** What Try again needs of the query that failed (a TanStack Query result has it). */
export interface FailedQuery {
  refetch(): unknown;
  isFetching: boolean;
}

interface LoadFailedProps {
  /** What failed; left out where the screen's heading already says it. */
  title?: string;
  error: unknown;
  /** What the screen's call means by a refusal (a 404: the thing asked for is gone). */
  byCode?: TextByCode;
  /**
   * The query that failed, asked again by Try again. The message says to check the connection
   * and try again: without a button, only a reload of the whole page did. Not offered after a
   * refusal (4xx), which asking again cannot change.
   */
  retry?: FailedQuery;
}

export function LoadFailed({ title, error, byCode = {}, retry }: LoadFailedProps) {
  return (
    <Alert color="red" role="alert" title={title}>
      <Stack gap="xs" align="flex-start">
        {errorText(error, byCode, i18n.t('serverProblem'))}
        {retry && mayPassOnRetry(error) ? (
          <BusyButton
            size="xs"
            variant="outline"
            color="red.9"
            busy={retry.isFetching}
            onClick={() => void retry.refetch()}
          >
            {i18n.t('retry')}
          </BusyButton>
        ) : null}
      </Stack>
    </Alert>
  );
}
