/**
 * /manager/guide: how ROMtrack works for a center (spec section 2): one manager account per
 * center, the center name as username, the logo, PIDs, the link lifecycle, consent, deletion,
 * graphs and the demo.
 */
import { Anchor, List, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ScreenTitle } from '../../../components/screen-title.tsx';
import { useLocale } from '../../../lib/locale.ts';

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

export function ManagerGuide() {
  const { t } = useTranslation('manager');
  const { prefix } = useLocale();
  const base = `${prefix}/manager`;

  return (
    <Stack gap="lg" maw={760}>
      <ScreenTitle>{t('guide.title')}</ScreenTitle>
      <Text>{t('guide.intro')}</Text>

      <Section title={t('guide.accountTitle')}>
        <List spacing="xs">
          <List.Item>{t('guide.accountOne')}</List.Item>
          <List.Item>{t('guide.accountUsername')}</List.Item>
          <List.Item>{t('guide.accountLogo')}</List.Item>
          <List.Item>
            {t('guide.accountPassword')}{' '}
            <Anchor component={Link} to={`${base}/settings`}>
              {t('menu.settings')}
            </Anchor>
          </List.Item>
        </List>
      </Section>

      <Section title={t('guide.pidTitle')}>
        <Text>{t('guide.pidWhat')}</Text>
        <Text fw={600}>{t('guide.pidMapping')}</Text>
        <Text>
          {t('guide.pidHow')}{' '}
          <Anchor component={Link} to={`${base}/pid-browser`}>
            {t('menu.pids')}
          </Anchor>
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
          {t('guide.linkSurveyCenter')}{' '}
          <Anchor component={Link} to={`${base}/survey-center`}>
            {t('menu.surveyCenter')}
          </Anchor>
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
          {t('guide.graphFilters')}{' '}
          <Anchor component={Link} to={`${base}/graph-browser`}>
            {t('menu.graphs')}
          </Anchor>
        </Text>
      </Section>

      <Section title={t('guide.demoTitle')}>
        <Text>
          {t('guide.demoText')}{' '}
          <Anchor href="/demo" target="_blank" rel="noopener">
            {t('menu.demo')} <span aria-hidden>↗</span>
            <VisuallyHidden> {t('menu.newTab')}</VisuallyHidden>
          </Anchor>
        </Text>
      </Section>
    </Stack>
  );
}
