/**
 * A part of a staff screen whose data would not load: what failed as the title, and why in the
 * screen's language underneath (lib/error-text.ts), never the server's own English text.
 */
import { Alert } from '@mantine/core';
import { errorText, type TextByCode } from '../lib/error-text.ts';
import i18n from '../lib/i18n.ts';

interface LoadFailedProps {
  /** What failed; left out where the screen's heading already says it. */
  title?: string;
  error: unknown;
  /** What the screen's call means by a refusal (a 404: the thing asked for is gone). */
  byCode?: TextByCode;
}

export function LoadFailed({ title, error, byCode = {} }: LoadFailedProps) {
  return (
    <Alert color="red" role="alert" title={title}>
      {errorText(error, byCode, i18n.t('serverProblem'))}
    </Alert>
  );
}
