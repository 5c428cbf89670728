import { Button, Group, Paper, PasswordInput, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { EMAIL_PATTERN, MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from '@romtrack/shared/contracts/auth';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useCenterNames } from '../../../api/center-names.ts';
import { CenterLogo } from '../../../components/center-logo.tsx';
import { showAlert } from '../../../lib/alerts.ts';
import { ApiError } from '../../../lib/api-fetch.ts';
import { errorText } from '../../../lib/error-text.ts';
import { MAX_PERSON_NAME_LENGTH } from '@romtrack/shared/contracts/text';
import { useRegisterManager } from '../api/register-manager.ts';

type Field = 'fname' | 'lname' | 'email' | 'password' | 'confirm';
const FIELDS: readonly Field[] = ['fname', 'lname', 'email', 'password', 'confirm'];

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
  const inputs = useRef<Partial<Record<Field, HTMLInputElement | null>>>({});
  const centers = useCenterNames(directorId);
  const mutation = useRegisterManager();
  const [center, setCenter] = useState<string | null>(null);
  const [fname, setFname] = useState('');
  const [lname, setLname] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const centerName = centers.data?.find((c) => c.id === center)?.name;

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!center) {
      showAlert(t('registerManager.chooseCenterFirst'), 'danger');
      return;
    }
    const address = email.trim();
    const found: Partial<Record<Field, string>> = {
      fname: fname.trim() ? undefined : t('registerManager.fnameRequired'),
      lname: lname.trim() ? undefined : t('registerManager.lnameRequired'),
      email: !address ? t('form.emailRequired') : EMAIL_PATTERN.test(address) ? undefined : t('form.invalidEmail'),
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
      inputs.current[first]?.focus();
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
      setFname('');
      setLname('');
      setEmail('');
      setPassword('');
      setConfirm('');
    } catch (error) {
      showAlert(t('registerManager.failure'), 'danger');
      // The server's reason (a taken e-mail, a password too common) helps fix the form.
      if (error instanceof ApiError && error.status >= 400 && error.status < 500) {
        showAlert(
          errorText(error, { CONFLICT: t('form.emailTaken'), NOT_FOUND: t('registerManager.centerGone') }),
          'danger',
        );
      }
    }
  }

  const noCenter = !center;
  const clearError = (field: Field) => setErrors((current) => ({ ...current, [field]: undefined }));
  return (
    <Paper withBorder shadow="sm" p={{ base: 'md', sm: 'xl' }} maw={560}>
      <form onSubmit={onSubmit} noValidate>
        <Stack>
          <Title order={1} size="h2">
            {t('registerManager.title')}
          </Title>
          <Text size="sm" c="gray.7">
            {t('registerManager.intro')}
          </Text>
          <Group align="flex-end" wrap="nowrap">
            <Select
              label={t('registerManager.center')}
              placeholder={t('registerManager.centerPlaceholder')}
              data={(centers.data ?? []).map((c) => ({ value: c.id, label: c.name }))}
              value={center}
              onChange={setCenter}
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
            value={fname}
            onChange={(e) => {
              setFname(e.currentTarget.value);
              clearError('fname');
            }}
            ref={(el) => {
              inputs.current.fname = el;
            }}
            error={errors.fname}
            required
            maxLength={MAX_PERSON_NAME_LENGTH}
            disabled={noCenter}
            autoComplete="off"
          />
          <TextInput
            label={t('registerManager.lname')}
            value={lname}
            onChange={(e) => {
              setLname(e.currentTarget.value);
              clearError('lname');
            }}
            ref={(el) => {
              inputs.current.lname = el;
            }}
            error={errors.lname}
            required
            maxLength={MAX_PERSON_NAME_LENGTH}
            disabled={noCenter}
            autoComplete="off"
          />
          <TextInput
            label={t('form.email')}
            type="email"
            value={email}
            onChange={(e) => {
              setEmail(e.currentTarget.value);
              clearError('email');
            }}
            ref={(el) => {
              inputs.current.email = el;
            }}
            error={errors.email}
            required
            maxLength={254}
            disabled={noCenter}
            autoComplete="off"
          />
          <PasswordInput
            label={t('form.password')}
            value={password}
            onChange={(e) => {
              setPassword(e.currentTarget.value);
              clearError('password');
            }}
            ref={(el) => {
              inputs.current.password = el;
            }}
            error={errors.password}
            aria-invalid={errors.password ? true : undefined}
            required
            maxLength={MAX_PASSWORD_LENGTH}
            disabled={noCenter}
            autoComplete="new-password"
          />
          <PasswordInput
            label={t('form.confirm')}
            value={confirm}
            onChange={(e) => {
              setConfirm(e.currentTarget.value);
              clearError('confirm');
            }}
            ref={(el) => {
              inputs.current.confirm = el;
            }}
            error={errors.confirm}
            aria-invalid={errors.confirm ? true : undefined}
            required
            maxLength={MAX_PASSWORD_LENGTH}
            disabled={noCenter}
            autoComplete="new-password"
          />
          <Button type="submit" loading={mutation.isPending}>
            {t('form.submit')}
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
