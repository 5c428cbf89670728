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

/** Stands in for the link while a sentence is split around it; no translation holds it. */
const LINK_MARK = '\u0000';

/**
 * A sentence with a link inside it, where its translation puts `{{link}}`: each language places
 * the link, and its own punctuation around it ("in the PID Center.", "在「帳戶設定」變更密碼。").
 * Not <Trans>, which adds 4.6 KiB to every staff screen for this.
 */
function LinkedSentence({ text, to, label }: { text: (link: string) => string; to: string; label: string }) {
  const [before = '', after = ''] = text(LINK_MARK).split(LINK_MARK);
  return (
    <>
      {before}
      <Anchor component={Link} to={to}>
        {label}
      </Anchor>
      {after}
    </>
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
            <LinkedSentence
              text={(link) => t('guide.accountPassword', { link })}
              to={`${base}/settings`}
              label={t('menu.settings')}
            />
          </List.Item>
          <List.Item>{t('guide.accountForgot')}</List.Item>
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
