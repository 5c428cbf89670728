/**
 * /manager/guide: how ROMtrack works for a center (spec section 2): one manager account per
 * center, the center name as username, the logo, who a new password signs out, PIDs, the link
 * lifecycle, consent, deletion, graphs, one PID's progress report, the export and the demo.
 */
import { Anchor, List, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LinkedSentence } from '../../../components/linked-sentence.tsx';
import { ScreenTitle } from '../../../components/screen-title.tsx';
import { useLocale } from '../../../lib/locale.ts';
import { useDemoPath } from '../demo-path.ts';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="xs" component="section">
      <Title order={2} size="h3">
        {title}
      </Title>
      {children}
    </Stack>
  );
}

/** @param centerId The signed-in manager's center: the demo link opens with its consent region. */
export function ManagerGuide({ centerId }: { centerId: string | null }) {
  const { t } = useTranslation('manager');
  const { prefix } = useLocale();
  const base = `${prefix}/manager`;
  const demo = useDemoPath(centerId);

  // A long word ("restablecimiento", a path) breaks where it must: on a 320 px phone with the text
  // at 200% it was wider than the screen, and the whole page scrolled sideways.
  return (
    <Stack gap="lg" maw={760} style={{ overflowWrap: 'anywhere' }}>
      <ScreenTitle>{t('guide.title')}</ScreenTitle>
      <Text>{t('guide.intro')}</Text>

      <Section title={t('guide.accountTitle')}>
        <List spacing="xs">
          <List.Item>{t('guide.accountOne')}</List.Item>
          <List.Item>{t('guide.accountUsername')}</List.Item>
          <List.Item>{t('guide.accountLogo')}</List.Item>
          <List.Item>
            <LinkedSentence
              text={(link) => t('guide.accountPassword', { link })}
              to={`${base}/settings`}
              label={t('menu.settings')}
            />
          </List.Item>
          <List.Item>{t('guide.accountForgot')}</List.Item>
          <List.Item>{t('guide.accountSignOut')}</List.Item>
        </List>
      </Section>

      <Section title={t('guide.pidTitle')}>
        <Text>{t('guide.pidWhat')}</Text>
        <Text fw={600}>{t('guide.pidMapping')}</Text>
        <Text>
          <LinkedSentence
            text={(link) => t('guide.pidHow', { link })}
            to={`${base}/pid-browser`}
            label={t('menu.pids')}
          />
        </Text>
      </Section>

      <Section title={t('guide.linkTitle')}>
        <List spacing="xs" type="ordered">
          <List.Item>{t('guide.linkStep1')}</List.Item>
          <List.Item>{t('guide.linkStep2')}</List.Item>
          <List.Item>{t('guide.linkStep3')}</List.Item>
          <List.Item>{t('guide.linkStep4')}</List.Item>
        </List>
        <Text>{t('guide.linkRules')}</Text>
        <Text>
          <LinkedSentence
            text={(link) => t('guide.linkSurveyCenter', { link })}
            to={`${base}/survey-center`}
            label={t('menu.surveyCenter')}
          />
        </Text>
      </Section>

      <Section title={t('guide.consentTitle')}>
        <Text>{t('guide.consentSurvey')}</Text>
        <Text>{t('guide.consentVisibility')}</Text>
        <Text>{t('guide.consentChange')}</Text>
      </Section>

      <Section title={t('guide.deleteTitle')}>
        <Text>{t('guide.deleteText')}</Text>
      </Section>

      <Section title={t('guide.graphTitle')}>
        <Text>{t('guide.graphText')}</Text>
        <Text>
          <LinkedSentence
            text={(link) => t('guide.graphFilters', { link })}
            to={`${base}/graph-browser`}
            label={t('menu.graphs')}
          />
        </Text>
        <Text>{t('guide.graphPaired')}</Text>
      </Section>

      <Section title={t('guide.progressTitle')}>
        <List spacing="xs">
          <List.Item>
            <LinkedSentence
              text={(link) => t('guide.progressOpen', { link })}
              to={`${base}/pid-browser`}
              label={t('menu.pids')}
            />
          </List.Item>
          <List.Item>{t('guide.progressScores')}</List.Item>
          <List.Item>{t('guide.progressChange')}</List.Item>
          <List.Item>{t('guide.progressPrint')}</List.Item>
        </List>
      </Section>

      <Section title={t('guide.exportTitle')}>
        <List spacing="xs">
          <List.Item>
            <LinkedSentence
              text={(link) => t('guide.exportWhere', { link })}
              to={`${base}/graph-browser`}
              label={t('menu.graphs')}
            />
          </List.Item>
          <List.Item>{t('guide.exportContents')}</List.Item>
          <List.Item>{t('guide.exportCodebook')}</List.Item>
          <List.Item>{t('guide.exportPrivacy')}</List.Item>
        </List>
      </Section>

      <Section title={t('guide.demoTitle')}>
        <Text>
          {t('guide.demoText')}{' '}
          <Anchor href={demo} target="_blank" rel="noopener">
            {t('menu.demo')} <span aria-hidden>↗</span>
            <VisuallyHidden> {t('menu.newTab')}</VisuallyHidden>
          </Anchor>
        </Text>
      </Section>
    </Stack>
  );
}
