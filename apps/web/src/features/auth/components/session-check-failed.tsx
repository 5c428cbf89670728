import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { BusyButton } from '../../../components/busy-button.tsx';
import { LoadFailed } from '../../../components/load-failed.tsx';
import { ScreenTitle } from '../../../components/screen-title.tsx';
import { useAuth } from '../auth-context.tsx';

/**
 * What a guarded area shows, at its own address, when the check of the kept session got no
 * answer (the network or the server was down as the page opened): why, and a button that checks
 * again and, once it is answered, shows the screen that was asked for. Not the login: the session
 * may be valid, and a login would have the person believe they had been signed out.
 */
export function SessionCheckFailed() {
  const { t } = useTranslation();
  const { checkError, checkAgain, loading } = useAuth();
  return (
    <Stack align="center" py="xl">
      <ScreenTitle ta="center">{t('sessionCheck.title')}</ScreenTitle>
      {/* Mounted again after each failed check, so that each is announced. */}
      {!loading && <LoadFailed error={checkError} />}
      <BusyButton busy={loading} onClick={() => void checkAgain()}>
        {t('retry')}
      </BusyButton>
    </Stack>
  );
}
