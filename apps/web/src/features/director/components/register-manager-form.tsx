import { Button, Group, Paper, PasswordInput, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useCenterNames } from '../../../api/center-names.ts';
import { CenterLogo } from '../../../components/center-logo.tsx';
import { showAlert } from '../../../lib/alerts.ts';
import { ApiError } from '../../../lib/api-fetch.ts';
import { useRegisterManager } from '../api/register-manager.ts';

/**
 * Register Manager (/director/register-manager): the center comes first, then the person.
 * The e-mail is lower-cased before sending (spec section 5) and the confirmation is compared
 * (decisions.md "Accounts and login").
 */
export function RegisterManagerForm({ directorId }: { directorId: string }) {
  const { t } = useTranslation('admin');
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
    if (password !== confirm) {
      showAlert(t('form.passwordsDoNotMatch'), 'danger');
      return;
    }
    try {
      await mutation.mutateAsync({
        role: 'manager',
        center,
        fname: fname.trim(),
        lname: lname.trim(),
        email: email.trim().toLowerCase(),
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
      // The server's reason (a taken e-mail, a password under its minimum) helps fix the form.
      if (error instanceof ApiError && error.status >= 400 && error.status < 500) showAlert(error.message, 'danger');
    }
  }

  const noCenter = !center;
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
            onChange={(e) => setFname(e.currentTarget.value)}
            disabled={noCenter}
            autoComplete="off"
          />
          <TextInput
            label={t('registerManager.lname')}
            value={lname}
            onChange={(e) => setLname(e.currentTarget.value)}
            disabled={noCenter}
            autoComplete="off"
          />
          <TextInput
            label={t('form.email')}
            type="email"
            value={email}
            onChange={(e) => setEmail(e.currentTarget.value)}
            disabled={noCenter}
            autoComplete="off"
          />
          <PasswordInput
            label={t('form.password')}
            value={password}
            onChange={(e) => setPassword(e.currentTarget.value)}
            disabled={noCenter}
            autoComplete="new-password"
          />
          <PasswordInput
            label={t('form.confirm')}
            value={confirm}
            onChange={(e) => setConfirm(e.currentTarget.value)}
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
