/**
 * A part of a staff screen whose data would not load: what failed as the title, and why in the
 * screen's language underneath (lib/error-text.ts), never the server's own English text.
 */
import { Alert } from '@mantine/core';
import { errorText } from '../lib/error-text.ts';
import i18n from '../lib/i18n.ts';

export function LoadFailed({ title, error }: { title: string; error: unknown }) {
  return (
    <Alert color="red" role="alert" title={title}>
      {errorText(error, {}, i18n.t('serverProblem'))}
    </Alert>
  );
}
