import { Group, Paper, Stack, Text, TextInput } from '@mantine/core';
import { Select } from '../../../components/list-pickers.tsx';
import { NEW_EMAIL_PATTERN, MAX_EMAIL_LENGTH, MIN_PASSWORD_LENGTH } from '@romtrack/shared/contracts/auth';
import { useRef, useState, type ChangeEvent } from 'react';
import { flushSync } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { useCenterNames } from '../../../api/center-names.ts';
import { BusyButton } from '../../../components/busy-button.tsx';
import { CenterLogo } from '../../../components/center-logo.tsx';
import { PasswordField } from '../../../components/password-field.tsx';
import { ScreenTitle } from '../../../components/screen-title.tsx';
import { showAlert } from '../../../lib/alerts.ts';
import { ApiError } from '../../../lib/api-fetch.ts';
import { errorText, passwordRefusal } from '../../../lib/error-text.ts';
import { nameProblem } from '../../../lib/name-check.ts';
import { MAX_PERSON_NAME_LENGTH } from '@romtrack/shared/contracts/text';
import { useFormDraft } from '../../../lib/form-draft.ts';
import { useAuth } from '../../auth/auth-context.tsx';
import { useRegisterManager } from '../api/register-manager.ts';
import { useFormSubmit } from '../../../lib/one-at-a-time.ts';

type Field = 'fname' | 'lname' | 'email' | 'password' | 'confirm';
const FIELDS: readonly Field[] = ['fname', 'lname', 'email', 'password', 'confirm'];
const EMPTY: Record<Field, string> = { fname: '', lname: '', email: '', password: '', confirm: '' };
const DRAFTED: readonly Field[] = ['fname', 'lname', 'email'];
const NO_CENTER: { center: string | null } = { center: null };

/**
 * Register Manager (/director/register-manager): the center comes first, then the person.
 * The e-mail is lower-cased before sending (spec section 5) and the confirmation is compared
 * (decisions.md "Accounts and login"). Every field is required and checked as the server checks
 * it before anything is sent; each field shows its own message.
 */
export function RegisterManagerForm({ directorId }: { directorId: string }) {
  const { t } = useTranslation('admin');
  const { t: tCommon } = useTranslation('common');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  // No center chosen at REGISTER: the picker says so and takes the focus (the alert goes after
  // two and a half seconds, and the person fields wait, disabled, for a center).
  const [centerError, setCenterError] = useState<string>();
  const centerField = useRef<HTMLInputElement>(null);
  const centers = useCenterNames(directorId);
  const mutation = useRegisterManager();
  // Kept through a session that ends mid-form (form-draft.ts): the center and the person, not the
  // passwords.
  const accountId = useAuth().user?.id ?? '';
  const [{ center }, setChosen] = useFormDraft('register-manager.center', accountId, NO_CENTER, ['center']);
  const setCenter = (value: string | null) => setChosen({ center: value });
  const [values, setValues, clearValues] = useFormDraft('register-manager', accountId, EMPTY, DRAFTED);
  const { fname, lname, email, password, confirm } = values;
  const centerName = centers.data?.find((c) => c.id === center)?.name;

  const onSubmit = useFormSubmit(async (form) => {
    if (!center) {
      showAlert(t('registerManager.chooseCenterFirst'), 'danger');
      flushSync(() => setCenterError(t('registerManager.chooseCenterFirst')));
      centerField.current?.focus();
      return;
    }
    const address = email.trim();
    // Names checked as the server checks them: in canonical form, printable characters only.
    const personName = (value: string, required: string) => {
      const problem = nameProblem(value, 1, MAX_PERSON_NAME_LENGTH);
      if (problem === 'missing') return required;
      if (problem === 'tooLong') return tCommon('errors.nameTooLong', { max: MAX_PERSON_NAME_LENGTH });
      return problem === 'unprintable' ? tCommon('errors.nameUnprintable') : undefined;
    };
    const found: Partial<Record<Field, string>> = {
      fname: personName(fname, t('registerManager.fnameRequired')),
      lname: personName(lname, t('registerManager.lnameRequired')),
      email: !address ? t('form.emailRequired') : NEW_EMAIL_PATTERN.test(address) ? undefined : t('form.invalidEmail'),
      password: !password
        ? t('form.passwordRequired')
        : password.length < MIN_PASSWORD_LENGTH
          ? tCommon('errors.passwordTooShort', { min: MIN_PASSWORD_LENGTH })
          : undefined,
      confirm: password && password !== confirm ? t('form.passwordsDoNotMatch') : undefined,
    };
    setErrors(found);
    const first = FIELDS.find((field) => found[field]);
    if (first) {
      // The form's own field of that name (fieldProps gives each its name).
      const input = form.elements.namedItem(first);
      if (input instanceof HTMLElement) input.focus();
      return;
    }
    try {
      await mutation.mutateAsync({
        role: 'manager',
        center,
        fname: fname.trim(),
        lname: lname.trim(),
        email: address.toLowerCase(),
        password,
      });
      showAlert(t('registerManager.success'), 'success');
      clearValues();
    } catch (error) {
      showAlert(t('registerManager.failure'), 'danger');
      // The server's reason (a taken e-mail, a password too common) helps fix the form.
      if (error instanceof ApiError && error.status >= 400 && error.status < 500) {
        const message = errorText(error, {
          CONFLICT: t('form.emailTaken'),
          NOT_FOUND: t('registerManager.centerGone'),
        });
        showAlert(message, 'danger');
        // An e-mail another account has, or a password too common: that field says so after the
        // alerts have gone, and takes the focus to change it.
        const field = error.code === 'CONFLICT' ? 'email' : passwordRefusal(error) ? 'password' : null;
        if (field) {
          flushSync(() => setErrors({ [field]: message }));
          const input = form.elements.namedItem(field);
          if (input instanceof HTMLElement) input.focus();
        }
      }
    }
  });

  const noCenter = !center;
  /** What every person field shares: its value, its name, and a message cleared when typed in. */
  const fieldProps = (field: Field) => ({
    value: values[field],
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      const value = event.currentTarget.value;
      setValues((current) => ({ ...current, [field]: value }));
      setErrors((current) => ({ ...current, [field]: undefined }));
    },
    name: field,
    error: errors[field],
    required: true,
    disabled: noCenter,
  });
  return (
    <Paper withBorder shadow="sm" p={{ base: 'md', sm: 'xl' }} maw={560}>
      <form onSubmit={onSubmit} noValidate>
        <Stack>
          <ScreenTitle size="h2">{t('registerManager.title')}</ScreenTitle>
          <Text size="sm" c="gray.7">
            {t('registerManager.intro')}
          </Text>
          <Group align="flex-end" wrap="nowrap">
            <Select
              label={t('registerManager.center')}
              placeholder={t('registerManager.centerPlaceholder')}
              data={(centers.data ?? []).map((c) => ({ value: c.id, label: c.name }))}
              ref={centerField}
              value={center}
              onChange={(value) => {
                setCenter(value);
                setCenterError(undefined);
              }}
              error={centerError}
              searchable
              required
              nothingFoundMessage={t('registerManager.noCenters')}
              style={{ flex: 1 }}
            />
            {center && centerName && (
              <CenterLogo centerId={center} alt={t('registerManager.logoAlt', { center: centerName })} size="lg" />
            )}
          </Group>
          <TextInput
            label={t('registerManager.fname')}
            {...fieldProps('fname')}
            maxLength={MAX_PERSON_NAME_LENGTH}
            autoComplete="off"
          />
          <TextInput
            label={t('registerManager.lname')}
            {...fieldProps('lname')}
            maxLength={MAX_PERSON_NAME_LENGTH}
            autoComplete="off"
          />
          <TextInput
            label={t('form.email')}
            type="email"
            {...fieldProps('email')}
            maxLength={MAX_EMAIL_LENGTH}
            autoComplete="off"
          />
          <PasswordField label={t('form.password')} {...fieldProps('password')} autoComplete="new-password" />
          <PasswordField label={t('form.confirm')} {...fieldProps('confirm')} autoComplete="new-password" />
          <BusyButton type="submit" busy={mutation.isPending}>
            {t('form.submit')}
          </BusyButton>
        </Stack>
      </form>
    </Paper>
  );
}
