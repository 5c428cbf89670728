import { Paper, Stack, Text, TextInput } from '@mantine/core';
import { NEW_EMAIL_PATTERN, MAX_EMAIL_LENGTH, MIN_PASSWORD_LENGTH } from '@romtrack/shared/contracts/auth';
import { MIN_DIRECTOR_NAME_LENGTH } from '@romtrack/shared/contracts/directors';
import { useRef, useState, type ChangeEvent } from 'react';
import { flushSync } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { BusyButton } from '../../../components/busy-button.tsx';
import { focusFirstFieldInError } from '../../../components/field-errors.ts';
import { PasswordField } from '../../../components/password-field.tsx';
import { ScreenTitle } from '../../../components/screen-title.tsx';
import { showAlert } from '../../../lib/alerts.ts';
import { ApiError } from '../../../lib/api-fetch.ts';
import { errorText, passwordRefusal } from '../../../lib/error-text.ts';
import { MAX_NAME_LENGTH } from '@romtrack/shared/contracts/text';
import { nameProblem } from '../../../lib/name-check.ts';
import { useFormDraft } from '../../../lib/form-draft.ts';
import { useAuth } from '../../auth/auth-context.tsx';
import { useRegisterDirector } from '../api/register-director.ts';
import { useFormSubmit } from '../../../lib/one-at-a-time.ts';

type Field = 'name' | 'email' | 'password' | 'confirm';
type Values = Record<Field, string>;

const EMPTY: Values = { name: '', email: '', password: '', confirm: '' };
const DRAFTED: readonly Field[] = ['name', 'email'];

const FILL_ALL = 'registerDirector.fillAll';
/** In the common namespace: the server's cap on names, shared by the registration forms. */
const NAME_TOO_LONG = 'nameTooLong';
/** In the common namespace: an invisible character the server refuses in a name. */
const NAME_UNPRINTABLE = 'nameUnprintable';

type MessageKey =
  | typeof FILL_ALL
  | 'registerDirector.nameTooShort'
  | typeof NAME_TOO_LONG
  | typeof NAME_UNPRINTABLE
  | 'registerDirector.invalidEmail'
  | 'registerDirector.passwordTooShort'
  | 'form.passwordsDoNotMatch';

/** Spec section 5, director registration: the message each field shows, or null when valid. */
function validate(values: Values): Record<Field, MessageKey | null> {
  const email = values.email.trim();
  // Counted and checked as the server does: in its canonical form, printable characters only.
  const nameMessages = {
    missing: FILL_ALL,
    tooShort: 'registerDirector.nameTooShort',
    tooLong: NAME_TOO_LONG,
    unprintable: NAME_UNPRINTABLE,
  } as const;
  const problem = nameProblem(values.name, MIN_DIRECTOR_NAME_LENGTH);
  return {
    name: problem ? nameMessages[problem] : null,
    email: !email ? FILL_ALL : !NEW_EMAIL_PATTERN.test(email) ? 'registerDirector.invalidEmail' : null,
    // "Longer than 7 characters", counted as the server counts them.
    password: !values.password
      ? FILL_ALL
      : values.password.length < MIN_PASSWORD_LENGTH
        ? 'registerDirector.passwordTooShort'
        : null,
    confirm: values.confirm !== values.password ? 'form.passwordsDoNotMatch' : null,
  };
}

/** Register Director (admin only): messages appear as the user types, REGISTER waits for valid data. */
export function RegisterDirectorForm() {
  const { t } = useTranslation('admin');
  const { t: tCommon } = useTranslation('common');
  const mutation = useRegisterDirector();
  // Kept through a session that ends mid-form (form-draft.ts): what was typed, not the passwords.
  const [values, setValues, clearValues] = useFormDraft('register-director', useAuth().user?.id ?? '', EMPTY, DRAFTED);
  const [touched, setTouched] = useState<Record<Field, boolean>>({
    name: false,
    email: false,
    password: false,
    confirm: false,
  });
  const errors = validate(values);
  const valid = Object.values(errors).every((e) => e === null);
  // What the server refused in a field (a password too common), until that field is changed.
  const [refused, setRefused] = useState<Partial<Record<Field, string>>>({});

  const message = (field: Field): string | undefined => {
    if (refused[field]) return refused[field];
    const key = touched[field] ? errors[field] : null;
    if (key === NAME_TOO_LONG) return tCommon('errors.nameTooLong', { max: MAX_NAME_LENGTH });
    if (key === NAME_UNPRINTABLE) return tCommon('errors.nameUnprintable');
    return key ? t(key) : undefined;
  };
  const bind = (field: Field) => ({
    value: values[field],
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      const value = event.currentTarget.value;
      setValues((v) => ({ ...v, [field]: value }));
      setTouched((s) => ({ ...s, [field]: true }));
      setRefused((r) => (r[field] ? { ...r, [field]: undefined } : r));
    },
    onBlur: () => setTouched((s) => ({ ...s, [field]: true })),
    error: message(field),
    required: true,
  });

  const form = useRef<HTMLFormElement>(null);

  const onSubmit = useFormSubmit(async () => {
    if (!valid) {
      // REGISTER (or Enter) pressed while it waits for valid data: every field says what it
      // lacks, and the first in error takes the focus, rather than nothing happening at all.
      flushSync(() => setTouched({ name: true, email: true, password: true, confirm: true }));
      focusFirstFieldInError(form.current);
      return;
    }
    try {
      const result = await mutation.mutateAsync({
        name: values.name.trim(),
        email: values.email.trim(),
        password: values.password,
        role: 'director',
      });
      showAlert(result.msg || t('registerDirector.success'), 'success');
      clearValues();
      setTouched({ name: false, email: false, password: false, confirm: false });
    } catch (error) {
      // Spec section 8: a 500 is 'There was a problem with the server'; any other refusal is
      // the server's reason, in the screen's language.
      if (error instanceof ApiError && error.status !== 500) {
        const message = errorText(error, { CONFLICT: t('form.emailTaken') });
        showAlert(message, 'danger');
        // An e-mail another account has, or a password too common: that field says so after the
        // alert has gone, and takes the focus to change it.
        const field = error.code === 'CONFLICT' ? 'email' : passwordRefusal(error) ? 'password' : null;
        if (field) {
          flushSync(() => setRefused({ [field]: message }));
          focusFirstFieldInError(form.current);
        }
      } else showAlert(t('form.serverProblem'), 'danger');
    }
  });

  return (
    <Paper withBorder shadow="sm" p={{ base: 'md', sm: 'xl' }} maw={520}>
      <form ref={form} onSubmit={onSubmit} noValidate>
        <Stack>
          <ScreenTitle size="h2">{t('registerDirector.title')}</ScreenTitle>
          <Text size="sm" c="gray.7">
            {t('registerDirector.intro')}
          </Text>
          <TextInput
            label={t('registerDirector.name')}
            autoComplete="off"
            maxLength={MAX_NAME_LENGTH}
            {...bind('name')}
          />
          <TextInput
            label={t('form.email')}
            type="email"
            autoComplete="off"
            maxLength={MAX_EMAIL_LENGTH}
            {...bind('email')}
          />
          <PasswordField label={t('form.password')} autoComplete="new-password" {...bind('password')} />
          <PasswordField label={t('form.confirm')} autoComplete="new-password" {...bind('confirm')} />
          <BusyButton type="submit" unavailable={!valid} busy={mutation.isPending}>
            {t('form.submit')}
          </BusyButton>
        </Stack>
      </form>
    </Paper>
  );
}
