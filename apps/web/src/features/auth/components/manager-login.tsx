import type { AuthUser } from '@romtrack/shared/contracts/auth';
import { Anchor, Group, Paper, Stack, Text } from '@mantine/core';
import { Select } from '../../../components/list-pickers.tsx';
import { useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation, useNavigate } from 'react-router';
import { useCenterNames } from '../../../api/center-names.ts';
import { BusyButton } from '../../../components/busy-button.tsx';
import { LinkedSentence } from '../../../components/linked-sentence.tsx';
import { PasswordField } from '../../../components/password-field.tsx';
import { ScreenTitle } from '../../../components/screen-title.tsx';
import { showAlert } from '../../../lib/alerts.ts';
import { errorText } from '../../../lib/error-text.ts';
import { useLocale } from '../../../lib/locale.ts';
import { loginManager } from '../api/auth-api.ts';
import { useAuth } from '../auth-context.tsx';
import { homeForRole, managerReturnPlace, type ReturnPlace } from '../home-for-role.ts';
import { LeftLinkNotice } from './left-link-notice.tsx';
import { SessionEndedNotice } from './session-ended-notice.tsx';
import { useFormSubmit } from '../../../lib/one-at-a-time.ts';

/** `/`, `/login`, `/es`, `/tw`: the manager picks a center and enters its password. */
export function ManagerLogin() {
  const { t } = useTranslation('auth');
  const auth = useAuth();
  const { prefix } = useLocale();
  const navigate = useNavigate();
  const { state, pathname } = useLocation();
  const centers = useCenterNames();
  const [centerName, setCenterName] = useState<string | null>(null);
  const [centerError, setCenterError] = useState<string>();
  const centerField = useRef<HTMLInputElement>(null);
  const [password, setPassword] = useState('');
  const [passwordError, setPasswordError] = useState<string>();
  const passwordField = useRef<HTMLInputElement>(null);
  const [submitting, setSubmitting] = useState(false);

  // Home, or back to the manager screen a guard sent the manager here from, as it was left.
  const destination = (user: AuthUser | null): ReturnPlace =>
    (user?.role === 'manager' && managerReturnPlace(state, prefix)) || { path: homeForRole(user, prefix), state: null };

  const onSubmit = useFormSubmit(async () => {
    // Nothing is sent without a center or a password: the field says what is missing.
    if (!centerName) {
      setCenterError(t('managerLogin.chooseCenter'));
      centerField.current?.focus();
      return;
    }
    if (!password) {
      setPasswordError(t('passwordRequired'));
      passwordField.current?.focus();
      return;
    }
    setSubmitting(true);
    try {
      const user = await auth.signIn(await loginManager({ centerName, password }));
      const { path, state: screenState } = destination(user);
      await navigate(path, { replace: true, state: screenState });
    } catch (error) {
      auth.signInFailed();
      // One alert in the screen's language; a refusal for too many attempts says how long to wait.
      // The password field keeps saying it once the alert has gone, and takes the focus.
      const message = errorText(error, {
        UNAUTHENTICATED: t('managerLogin.invalidCredentials'),
        // A sign-in given up on leaves nothing to check: signing in again does no harm.
        UNCONFIRMED: t('errors.noAnswer', { ns: 'common' }),
      });
      showAlert(message, 'danger');
      flushSync(() => setPasswordError(message));
      passwordField.current?.focus();
    } finally {
      setSubmitting(false);
    }
  });

  if (auth.loading) return null;
  if (auth.isAuthenticated && auth.user) {
    const { path, state: screenState } = destination(auth.user);
    return <Navigate to={path} replace state={screenState} />;
  }

  const options = (centers.data ?? []).map((center) => center.name);
  // What the open list says when it shows no center: why, so a typo is not read as "no centers".
  const noCenterShown = centers.isPending
    ? t('managerLogin.loadingCenters')
    : centers.isError
      ? errorText(centers.error)
      : t(options.length ? 'managerLogin.noMatch' : 'managerLogin.noCenters');
  return (
    <Stack align="center" py="xl">
      <LeftLinkNotice />
      <SessionEndedNotice />
      <Paper withBorder shadow="sm" p={{ base: 'md', sm: 'xl' }} w="100%" maw={420}>
        <form onSubmit={onSubmit} noValidate>
          <Stack>
            <ScreenTitle size="h2" ta="center">
              {t('managerLogin.title')}
            </ScreenTitle>
            <Select
              label={t('managerLogin.center')}
              placeholder={t('managerLogin.centerPlaceholder')}
              data={options}
              ref={centerField}
              value={centerName}
              onChange={(name) => {
                setCenterName(name);
                setCenterError(undefined);
              }}
              error={centerError}
              searchable
              required
              nothingFoundMessage={noCenterShown}
              comboboxProps={{ withinPortal: true }}
            />
            <PasswordField
              label={t('password')}
              ref={passwordField}
              value={password}
              onChange={(e) => {
                setPassword(e.currentTarget.value);
                setPasswordError(undefined);
              }}
              error={passwordError}
              required
              autoComplete="current-password"
            />
            <BusyButton type="submit" busy={submitting} fullWidth>
              {t('submit')}
            </BusyButton>
          </Stack>
        </form>
      </Paper>
      {/* Said here, not only in the guide: a manager who has forgotten the password cannot open the guide. */}
      <Text size="sm" ta="center" maw={420}>
        <LinkedSentence
          text={(link) => t('managerLogin.forgot', { link })}
          to={`${prefix}/forgot-password`}
          state={{ loginPath: pathname }}
          label={t('managerLogin.forgotLink')}
        />
      </Text>
      <Group gap="xs">
        <Text size="sm" c="gray.7">
          {t('managerLogin.staffLinks')}
        </Text>
        <Anchor component={Link} to="/admin" size="sm">
          {t('managerLogin.adminLink')}
        </Anchor>
        <Anchor component={Link} to="/director" size="sm">
          {t('managerLogin.directorLink')}
        </Anchor>
      </Group>
    </Stack>
  );
}
