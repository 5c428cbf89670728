import { Anchor, FileInput, Group, Image, Paper, Radio, Stack, Text, TextInput } from '@mantine/core';
import { Select } from '../../../components/list-pickers.tsx';
import { MIN_PASSWORD_LENGTH } from '@romtrack/shared/contracts/auth';
import type { ConsentRegion } from '@romtrack/shared/contracts/centers';
import type { Director } from '@romtrack/shared/contracts/directors';
import { LOGO_TYPES, MAX_LOGO_BYTES, MAX_LOGO_SIDE } from '@romtrack/shared/contracts/registration';
import { imageSize } from '@romtrack/shared/image-size';
import { sniffImageType } from '@romtrack/shared/image-type';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { directorKeys, directorOptions } from '../../../api/director-names.ts';
import { BusyButton } from '../../../components/busy-button.tsx';
import { useFieldErrors } from '../../../components/field-errors.ts';
import { PasswordField } from '../../../components/password-field.tsx';
import { ScreenTitle } from '../../../components/screen-title.tsx';
import { showAlert } from '../../../lib/alerts.ts';
import { ApiError } from '../../../lib/api-fetch.ts';
import { errorText, passwordRefusal } from '../../../lib/error-text.ts';
import { MAX_NAME_LENGTH } from '@romtrack/shared/contracts/text';
import { nameProblem } from '../../../lib/name-check.ts';
import { useFormDraft } from '../../../lib/form-draft.ts';
import { useAuth } from '../../auth/auth-context.tsx';
import { useRegisterCenter } from '../api/register-center.ts';
import { useFormSubmit } from '../../../lib/one-at-a-time.ts';

interface RegisterCenterFormProps {
  /** For the admin: the directors to choose the owner from. A director registers for themself. */
  directors?: readonly Director[];
  /** Where a director registers the center's named manager next; omitted for the admin. */
  registerManagerPath?: string;
}

type LogoProblem = 'notAnImage' | 'tooLarge' | 'tooManyPixels';

type Field = 'director' | 'name' | 'password' | 'confirm' | 'logo';

const EMPTY_DRAFT: { name: string; director: string | null; consentRegion: string } = {
  name: '',
  director: null,
  consentRegion: 'general',
};

/**
 * Whether the browser can draw the file: right leading bytes followed by garbage (a truncated
 * download, a damaged file) pass the server's check of the first bytes, and would be stored as a
 * logo no screen can show. A browser without createImageBitmap is taken at its word.
 */
async function decodes(file: File): Promise<boolean> {
  if (typeof createImageBitmap !== 'function') return true;
  try {
    (await createImageBitmap(file)).close();
    return true;
  } catch {
    return false;
  }
}

/**
 * What the server would refuse in a chosen logo, checked the way it checks: the size limit, the
 * leading bytes (a text file named logo.png declares image/png, so the declared type is not
 * enough) and the width and height the headers declare, before the browser is asked to decode
 * it (a decompression bomb would take this tab's memory too); and what the server would store
 * but nobody could see: an image the browser cannot decode.
 */
async function logoProblem(file: File): Promise<LogoProblem | null> {
  if (file.size > MAX_LOGO_BYTES) return 'tooLarge';
  const bytes = new Uint8Array(await file.arrayBuffer());
  const type = sniffImageType(bytes);
  const size = type && imageSize(bytes, type);
  if (!size) return 'notAnImage';
  if (size.width > MAX_LOGO_SIDE || size.height > MAX_LOGO_SIDE) return 'tooManyPixels';
  return (await decodes(file)) ? null : 'notAnImage';
}

/**
 * The chosen logo, what is wrong with it, and a preview of it. A refused file gets no preview,
 * so no broken image shows. The preview is a data: URL read from the file, so there is no
 * object URL to revoke when the form goes away.
 */
function useLogo() {
  const [logo, setLogo] = useState<File | null>(null);
  const [preview, setPreview] = useState<string>();
  const [problem, setProblem] = useState<LogoProblem | null>(null);
  const latest = useRef<File | null>(null);
  const choose = async (file: File | null) => {
    latest.current = file;
    setLogo(file);
    setPreview(undefined);
    setProblem(null);
    if (!file) return;
    const found = await logoProblem(file).catch((): LogoProblem => 'notAnImage');
    // A slow check or read of an earlier choice must not touch a later one.
    if (latest.current !== file) return;
    if (found) {
      setProblem(found);
      return;
    }
    const reader = new FileReader();
    reader.onload = () => {
      if (latest.current === file) setPreview(String(reader.result));
    };
    reader.readAsDataURL(file);
  };
  /** The browser could not draw it after all (the right leading bytes, then garbage): refused, as the check above would. */
  const previewFailed = () => {
    setPreview(undefined);
    setProblem('notAnImage');
  };
  return { logo, preview, problem, choose, previewFailed };
}

/**
 * Register Center (spec sections 2, 5, 8): name, password and its confirmation, an image logo
 * and the consent region. The server checks the logo's bytes; the browser checks what it can.
 */
export function RegisterCenterForm({ directors, registerManagerPath }: RegisterCenterFormProps) {
  const { t } = useTranslation('admin');
  const { t: tCommon } = useTranslation('common');
  const mutation = useRegisterCenter();
  const queryClient = useQueryClient();
  // Kept through a session that ends mid-form (form-draft.ts): not the passwords, nor the logo.
  const [draft, setDraft] = useFormDraft('register-center', useAuth().user?.id ?? '', EMPTY_DRAFT, [
    'name',
    'director',
    'consentRegion',
  ]);
  const { name, director } = draft;
  const consentRegion: ConsentRegion = draft.consentRegion === 'eu' ? 'eu' : 'general';
  const setName = (value: string) => setDraft((d) => ({ ...d, name: value }));
  const setDirector = (value: string | null) => setDraft((d) => ({ ...d, director: value }));
  const setConsentRegion = (value: ConsentRegion) => setDraft((d) => ({ ...d, consentRegion: value }));
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const { logo, preview, problem: logoError, choose: setLogo, previewFailed } = useLogo();
  const logoField = useRef<HTMLButtonElement>(null);

  const { form, errors: fieldErrors, edited, show: showFieldErrors, clear: clearFieldErrors } = useFieldErrors<Field>();

  /** What each field lacks, in the messages of spec section 5. */
  function problems(): Partial<Record<Field, string>> {
    const fillAll = t('registerCenter.fillAll');
    const found: Partial<Record<Field, string>> = {};
    if (directors && !director) found.director = t('registerCenter.chooseDirector');
    // Checked as the server checks it: in its canonical form, printable characters only.
    const nameIs = nameProblem(name);
    if (nameIs === 'missing') found.name = fillAll;
    else if (nameIs === 'tooLong') found.name = tCommon('errors.nameTooLong', { max: MAX_NAME_LENGTH });
    else if (nameIs === 'unprintable') found.name = tCommon('errors.nameUnprintable');
    // The server's minimum for every new password (decisions.md), in its words, before sending.
    if (!password) found.password = fillAll;
    else if (password.length < MIN_PASSWORD_LENGTH)
      found.password = tCommon('errors.passwordTooShort', { min: MIN_PASSWORD_LENGTH });
    if (password && password !== confirm) found.confirm = t('form.passwordsDoNotMatch');
    if (!logo) found.logo = fillAll;
    return found;
  }

  const onSubmit = useFormSubmit(async () => {
    const found = problems();
    const messages = Object.values(found);
    // (A missing logo is among them; `!logo` says so again for the type checker.)
    if (messages.length > 0 || !logo) {
      // Each field says what it lacks. The alert says one message, in the order the form has
      // always checked them: fill everything in first, then the name, the confirmation, the
      // password's length, the director.
      const fillAll = t('registerCenter.fillAll');
      const first = messages.includes(fillAll)
        ? fillAll
        : (found.name ?? found.confirm ?? found.password ?? found.director ?? fillAll);
      showAlert(first, 'danger');
      showFieldErrors(found);
      return;
    }
    // A refused logo is not sent: the field already says why.
    const problem = logoError ?? (await logoProblem(logo));
    if (problem) {
      logoField.current?.focus();
      return;
    }
    try {
      const result = await mutation.mutateAsync({
        name: name.trim(),
        password,
        logo,
        consentRegion,
        director: director ?? undefined,
      });
      showAlert(result.msg || t('registerCenter.success'), 'success');
      clearFieldErrors();
      // The owning director stays chosen, for the admin's next center of the region.
      setDraft({ ...EMPTY_DRAFT, director });
      setPassword('');
      setConfirm('');
      void setLogo(null);
    } catch (error) {
      // Spec section 8: a 500 is 'There was a problem with the server'; any other refusal is
      // the server's reason, in the screen's language.
      if (error instanceof ApiError && error.status !== 500) {
        const message = errorText(error, {
          CONFLICT: t('registerCenter.nameTaken'),
          PAYLOAD_TOO_LARGE: t('registerCenter.tooLarge'),
          IMAGE_TOO_LARGE: t('registerCenter.tooManyPixels'),
          UNSUPPORTED_MEDIA_TYPE: t('registerCenter.notAnImage'),
          // The director chosen was deactivated since the picker was loaded.
          DIRECTOR_UNAVAILABLE: t('registerCenter.directorUnavailable'),
        });
        showAlert(message, 'danger');
        // A name another center has, a password too common or a director gone: that field says
        // so, and takes the focus to change it; the director picker is refreshed.
        if (error.code === 'CONFLICT') showFieldErrors({ name: message });
        else if (passwordRefusal(error)) showFieldErrors({ password: message });
        else if (error.code === 'DIRECTOR_UNAVAILABLE') {
          showFieldErrors({ director: message });
          void queryClient.invalidateQueries({ queryKey: directorKeys.names });
        }
      } else showAlert(t('form.serverProblem'), 'danger');
    }
  });

  return (
    <Paper withBorder shadow="sm" p={{ base: 'md', sm: 'xl' }} maw={560}>
      <form ref={form} onSubmit={onSubmit} noValidate>
        <Stack>
          <ScreenTitle size="h2">{t('registerCenter.title')}</ScreenTitle>
          <Text size="sm" c="gray.7">
            {t('registerCenter.intro')}
          </Text>
          {directors && (
            <Select
              label={t('registerCenter.director')}
              placeholder={t('registerCenter.directorPlaceholder')}
              data={directorOptions(directors)}
              value={director}
              onChange={(value) => {
                setDirector(value);
                edited('director');
              }}
              error={fieldErrors.director}
              searchable
              required
              nothingFoundMessage={t('registerCenter.noDirectors')}
            />
          )}
          <TextInput
            label={t('registerCenter.name')}
            value={name}
            onChange={(e) => {
              setName(e.currentTarget.value);
              edited('name');
            }}
            error={fieldErrors.name}
            required
            maxLength={MAX_NAME_LENGTH}
            autoComplete="off"
          />
          <PasswordField
            label={t('registerCenter.password')}
            value={password}
            onChange={(e) => {
              setPassword(e.currentTarget.value);
              edited('password');
            }}
            error={fieldErrors.password}
            required
            autoComplete="new-password"
          />
          <PasswordField
            label={t('form.confirm')}
            value={confirm}
            onChange={(e) => {
              setConfirm(e.currentTarget.value);
              edited('confirm');
            }}
            error={fieldErrors.confirm}
            required
            autoComplete="new-password"
          />
          <FileInput
            label={t('registerCenter.logo')}
            description={t('registerCenter.logoDescription')}
            placeholder={t('registerCenter.logoPlaceholder')}
            accept={LOGO_TYPES.join(',')}
            value={logo}
            onChange={(file) => {
              void setLogo(file);
              edited('logo');
              // Cleared: the clear button goes away under the keyboard, and the focus would
              // fall to the page's body; it goes to the field, to choose another logo.
              if (!file) logoField.current?.focus();
            }}
            error={logoError ? t(`registerCenter.${logoError}`) : fieldErrors.logo}
            clearButtonProps={{ 'aria-label': t('registerCenter.clearLogo'), className: 'rt-clear-button' }}
            ref={logoField}
            clearable
            required
          />
          {preview && !logoError && (
            <Group>
              <Image
                src={preview}
                alt={t('registerCenter.logoPreview')}
                onError={previewFailed}
                h={96}
                w="auto"
                // A wide logo is drawn smaller rather than wider than the form (a 3:1 logo at 96 px
                // high is 288 px wide, past the form on a 320 px phone, which then scrolls sideways).
                maw="100%"
                fit="contain"
                radius="md"
              />
            </Group>
          )}
          <Radio.Group
            label={t('registerCenter.consentRegion')}
            value={consentRegion}
            onChange={(value) => setConsentRegion(value === 'eu' ? 'eu' : 'general')}
          >
            <Stack gap="xs" mt="xs">
              <Radio value="general" label={t('registerCenter.consentGeneral')} />
              <Radio value="eu" label={t('registerCenter.consentEu')} />
            </Stack>
          </Radio.Group>
          <BusyButton type="submit" busy={mutation.isPending}>
            {t('form.submit')}
          </BusyButton>
          {registerManagerPath && (
            <Anchor component={Link} to={registerManagerPath} size="sm">
              {t('registerCenter.registerManagerLink')}
            </Anchor>
          )}
        </Stack>
      </form>
    </Paper>
  );
}
