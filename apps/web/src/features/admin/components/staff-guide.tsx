import { Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ScreenTitle } from '../../../components/screen-title.tsx';

const SECTIONS = [
  'structure',
  'centers',
  'managers',
  'pids',
  'consent',
  'graphs',
  'reference',
  'paired',
  'exports',
  'passwords',
] as const;

/** /admin/guide and /director/guide: how ROMtrack works, for the admin and for directors. */
export function StaffGuide({ role }: { role: 'admin' | 'director' }) {
  const { t } = useTranslation('admin');
  // A long word or path ("(/director/register-manager)") breaks where it must: on a 320 px phone
  // with the text at 200% it was wider than the screen, and the whole page scrolled sideways.
  return (
    <Stack maw={820} style={{ overflowWrap: 'anywhere' }}>
      <ScreenTitle>{t('guide.title')}</ScreenTitle>
      <Text>{t('guide.intro')}</Text>
      {SECTIONS.map((section) => (
        <Paper component="section" key={section} withBorder p="md" aria-labelledby={`guide-${section}`}>
          <Title order={2} size="h4" id={`guide-${section}`} mb="xs">
            {t(`guide.${section}.title`)}
          </Title>
          <Text>{t(`guide.${section}.body`)}</Text>
          {section === 'graphs' && <Text mt="xs">{t('guide.graphsAdmin')}</Text>}
          {section === 'structure' && role === 'admin' && (
            <Stack gap={4} mt="sm">
              <Title order={3} size="h5">
                {t('guide.adminRegister.title')}
              </Title>
              <Text>{t('guide.adminRegister.body')}</Text>
            </Stack>
          )}
        </Paper>
      ))}
    </Stack>
  );
}
