/**
 * Above a login that replaced the screen someone was working on: their session ended (signed out
 * elsewhere, idle too long, or at its maximum age after sign-in). The failed call's own alert says
 * so too, but only for a moment, and as the screen is swapped out it is easily missed; this stays
 * until they sign in. It is not a live region, so a screen reader hears the message once, from
 * that alert.
 */
import { Alert } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../auth-context.tsx';

export function SessionEndedNotice() {
  const { t } = useTranslation();
  const { sessionEnded } = useAuth();
  if (!sessionEnded) return null;
  return (
    <Alert role="note" color="yellow" variant="light" w="100%" maw={420}>
      {t('errors.signedOut')}
    </Alert>
  );
}
