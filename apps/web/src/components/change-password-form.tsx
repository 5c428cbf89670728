import { Paper, Stack, Text, Title } from '@mantine/core';
import { MIN_PASSWORD_LENGTH } from '@romtrack/shared/contracts/auth';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUpdatePassword, type PasswordFamily } from '../api/update-password.ts';
import { useAuth } from '../features/auth/auth-context.tsx';
import { showAlert } from '../lib/alerts.ts';
import { ApiError } from '../lib/api-fetch.ts';
import { errorText } from '../lib/error-text.ts';
import { BusyButton } from './busy-button.tsx';
import { useFieldErrors } from './field-errors.ts';
import { PasswordField } from './password-field.tsx';
import { ScreenTitle } from './screen-title.tsx';
import { useFormSubmit } from '../lib/one-at-a-time.ts';

type Field = 'current' | 'new' | 'confirm';

/**
 * Account Settings: change one's own password (spec sections 5 and 8). `family` is the area's
 * auth prefix: adminAuth in /admin, directorAuth in /director, auth for managers.
 */
export function ChangePasswordForm({ family }: { family: PasswordFamily }) {
  const { t } = useTranslation('account');
  const { t: tCommon } = useTranslation('common');
  const mutation = useUpdatePassword(family);
  // Whose password this is, as the login took it: a center's name for its manager, else the
  // e-mail. A password manager holding several of this site's accounts (the admin's, a
  // director's, a center's, on one office computer) needs it to fill the current password and
  // to store the new one under the right account; it is not shown (Chromium's "Create Amazing
  // Password Forms": hidden fields for implicit information).
  const { user } = useAuth();
  const username = (user?.role === 'manager' ? user.name : user?.email) ?? '';
  const [currentPassword, setCurrent] = useState('');
  const [newPassword, setNew] = useState('');
  const [confirm, setConfirm] = useState('');
  const { form, errors, edited, show: showFieldErrors, clear: clearFieldErrors } = useFieldErrors<Field>();

  /** What the fields lack, the first in the order the form has always checked them; none if nothing. */
  function problems(): Partial<Record<Field, string>> {
    const fillAll = t('changePassword.fillAll');
    const empty: Partial<Record<Field, string>> = {};
    if (!currentPassword) empty.current = fillAll;
    if (!newPassword) empty.new = fillAll;
    if (!confirm) empty.confirm = fillAll;
    if (Object.keys(empty).length > 0) return empty;
    if (newPassword !== confirm) return { confirm: t('changePassword.mismatch') };
    // The server's minimum for every new password (decisions.md), checked before sending.
    if (newPassword.length < MIN_PASSWORD_LENGTH) {
      return { new: tCommon('errors.passwordTooShort', { min: MIN_PASSWORD_LENGTH }) };
    }
    // The server refuses it too; said here, at the field, rather than as a wrong current password.
    if (newPassword === currentPassword) return { new: t('changePassword.sameAsCurrent') };
    return {};
  }

  const onSubmit = useFormSubmit(async () => {
    const found = problems();
    const [first] = Object.values(found);
    if (first) {
      showAlert(first, 'danger');
      showFieldErrors(found);
      return;
    }
    try {
      await mutation.mutateAsync({ currentPassword, newPassword });
      showAlert(t('changePassword.success'), 'success');
      clearFieldErrors();
      setCurrent('');
      setNew('');
      setConfirm('');
    } catch (error) {
      // Spec section 8: failure shows the server's error text, here in the screen's language.
      // With the lengths checked above, a refusal of the form is a wrong current password (or,
      // recognised by errorText, a new password too common to accept): its field says so too.
      const currentIncorrect = t('changePassword.currentIncorrect');
      const message = errorText(error, { BAD_REQUEST: currentIncorrect });
      showAlert(message, 'danger');
      if (error instanceof ApiError && error.status === 400) {
        showFieldErrors(message === currentIncorrect ? { current: message } : { new: message });
      }
    }
  });

  return (
    <Paper withBorder shadow="sm" p={{ base: 'md', sm: 'xl' }} maw={480}>
      <form ref={form} onSubmit={onSubmit} noValidate>
        <Stack>
          <ScreenTitle size="h2">{t('changePassword.title')}</ScreenTitle>
          <Title order={2} size="h4">
            {t('changePassword.subtitle')}
          </Title>
          <input type="text" name="username" autoComplete="username" value={username} readOnly hidden />
          <PasswordField
            label={t('changePassword.current')}
            value={currentPassword}
            onChange={(e) => {
              setCurrent(e.currentTarget.value);
              edited('current');
            }}
            error={errors.current}
            autoComplete="current-password"
            required
          />
          <PasswordField
            label={t('changePassword.new')}
            value={newPassword}
            onChange={(e) => {
              setNew(e.currentTarget.value);
              edited('new');
            }}
            error={errors.new}
            autoComplete="new-password"
            required
          />
          <PasswordField
            label={t('changePassword.confirm')}
            value={confirm}
            onChange={(e) => {
              setConfirm(e.currentTarget.value);
              edited('confirm');
            }}
            error={errors.confirm}
            autoComplete="new-password"
            required
          />
          <Text size="sm" c="gray.7">
            {t('changePassword.othersSignedOut')}
          </Text>
          <BusyButton type="submit" busy={mutation.isPending}>
            {t('changePassword.submit')}
          </BusyButton>
        </Stack>
      </form>
    </Paper>
  );
}
