import { Alert, Anchor, Paper, Stack, Text, TextInput } from '@mantine/core';
import { EMAIL_PATTERN } from '@romtrack/shared/contracts/auth';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { BusyButton } from '../../../components/busy-button.tsx';
import { useFieldErrors } from '../../../components/field-errors.ts';
import { ScreenTitle } from '../../../components/screen-title.tsx';
import { showAlert } from '../../../lib/alerts.ts';
import { ApiError } from '../../../lib/api-fetch.ts';
import { errorText } from '../../../lib/error-text.ts';
import { useLocale } from '../../../lib/locale.ts';
import { useForgotPassword } from '../api/forgot-password.ts';
import { useFormSubmit } from '../../../lib/one-at-a-time.ts';

/**
 * The login of a recovery page's language: ADMIN LOGIN, which takes every staff account's e-mail,
 * in English; under /es and /tw, the manager login, the one staff screen in every language.
 */
export const languageLogin = (prefix: string) => prefix || '/admin';

/**
 * Where "Back to login" leads: the login the person came from (the manager login, or EmailLogin's
 * DIRECTOR LOGIN or ADMIN LOGIN), else the login of the page's language.
 */
function loginPath(state: unknown, prefix: string): string {
  const path = (state as { loginPath?: unknown } | null)?.loginPath;
  if (typeof path === 'string' && path.startsWith('/') && !path.startsWith('//')) return path;
  return languageLogin(prefix);
}

/** /forgot-password (and under /es and /tw): ask for a recovery e-mail (spec sections 2, 5 and 8). */
export function ForgotPasswordForm() {
  const { t } = useTranslation('account');
  const { language, prefix } = useLocale();
  const backTo = loginPath(useLocation().state, prefix);
  const mutation = useForgotPassword();
  const [email, setEmail] = useState('');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const { form, errors, edited, show: showFieldErrors } = useFieldErrors<'email'>();

  const onSubmit = useFormSubmit(async () => {
    const address = email.trim();
    if (!EMAIL_PATTERN.test(address)) {
      showAlert(t('forgotPassword.invalidEmail'), 'danger');
      showFieldErrors({ email: t('forgotPassword.invalidEmail') });
      return;
    }
    try {
      // The server builds the link from its own PUBLIC_URL; the host is sent as the spec's client
      // did. The mail, and the page its link opens, are in this page's language.
      const success = await mutation.mutateAsync({ email: address, host: window.location.host, language });
      if (success) {
        setSentTo(address);
        showAlert(t('forgotPassword.sent', { email: address }), 'success');
      } else {
        showAlert(t('forgotPassword.serverError'), 'danger');
      }
    } catch (error) {
      // Too many requests has its own, more useful message (how long to wait); any other
      // failure is the spec's.
      if (error instanceof ApiError && error.status === 429) showAlert(errorText(error), 'danger');
      else showAlert(t('forgotPassword.noUser'), 'danger');
    }
  });

  return (
    <Stack align="center" py="xl">
      <Paper withBorder shadow="sm" p={{ base: 'md', sm: 'xl' }} w="100%" maw={460}>
        <form ref={form} onSubmit={onSubmit} noValidate>
          <Stack>
            <ScreenTitle size="h2" ta="center">
              {t('forgotPassword.title')}
            </ScreenTitle>
            <Text size="sm">{t('forgotPassword.intro')}</Text>
            <TextInput
              label={t('forgotPassword.email')}
              type="email"
              value={email}
              onChange={(e) => {
                setEmail(e.currentTarget.value);
                edited('email');
              }}
              error={errors.email}
              autoComplete="email"
              required
            />
            <BusyButton type="submit" busy={mutation.isPending} fullWidth>
              {t('forgotPassword.submit')}
            </BusyButton>
            {/* A note, not a live message (Mantine's Alert is one): the alert has said it already. */}
            {sentTo && (
              <Alert color="teal" role="note">
                <Text size="sm" fw={600}>
                  {t('forgotPassword.sent', { email: sentTo })}
                </Text>
                <Text size="sm" mt={4}>
                  {t('forgotPassword.sentHint')}
                </Text>
              </Alert>
            )}
            <Anchor component={Link} to={backTo} size="sm" ta="center">
              {t('forgotPassword.back')}
            </Anchor>
          </Stack>
        </form>
      </Paper>
    </Stack>
  );
}
