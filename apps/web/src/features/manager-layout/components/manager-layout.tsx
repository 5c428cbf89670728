/**
 * The manager area's frame (spec section 2): a left column menu titled 'Manager Dashboard'
 * with the center's logo and name, and the page on the right. On a phone the menu folds
 * into a drawer behind a burger button, so the page keeps the whole 360 px width. It looks
 * like the admin's side menu, plus the logo and a link that opens the demo in a new tab.
 */
import { Box, Burger, Drawer, Group, NavLink, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation } from 'react-router';
import { CenterLogo } from '../../../components/center-logo.tsx';
import { useLocale } from '../../../lib/locale.ts';
import { useCenter } from '../api/get-center.ts';

export interface ManagerLayoutProps {
  /** The signed-in manager's center. */
  centerId: string | null;
  /** Shown until the center loads (the manager's name is the center's name). */
  fallbackName: string;
}

interface MenuItem {
  label: string;
  to: string;
  newTab?: boolean;
}

function CenterBadge({ centerId, fallbackName }: ManagerLayoutProps) {
  const { t } = useTranslation('manager');
  const center = useCenter(centerId).data;
  const name = center?.name ?? fallbackName;
  return (
    <Group gap="sm" wrap="nowrap" mb="sm">
      {/* The logo, or the center's initials when it has none or it fails to load (spec section 8). */}
      <CenterLogo
        centerId={center?.hasLogo ? centerId : null}
        alt={t('menu.logoAlt', { center: name })}
        name={name}
        color="initials"
        size={56}
        imageProps={{ style: { objectFit: 'contain', background: '#fff' } }}
      />
      <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
        {name}
      </Text>
    </Group>
  );
}

function MenuLinks({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation('manager');
  const { prefix } = useLocale();
  const { pathname } = useLocation();
  const here = pathname.replace(/\/+$/, '');
  const base = `${prefix}/manager`;
  const items: MenuItem[] = [
    { label: t('menu.dashboard'), to: base },
    { label: t('menu.guide'), to: `${base}/guide` },
    { label: t('menu.pids'), to: `${base}/pid-browser` },
    { label: t('menu.surveyCenter'), to: `${base}/survey-center` },
    { label: t('menu.graphs'), to: `${base}/graph-browser` },
    { label: t('menu.demo'), to: '/demo', newTab: true },
    { label: t('menu.settings'), to: `${base}/settings` },
  ];
  return (
    <Stack gap={2} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {items.map((item) => {
        const active = !item.newTab && here === item.to;
        return (
          <li key={item.to}>
            <NavLink
              component={Link}
              to={item.to}
              label={
                item.newTab ? (
                  <>
                    {item.label}
                    <VisuallyHidden> {t('menu.newTab')}</VisuallyHidden>
                  </>
                ) : (
                  item.label
                )
              }
              rightSection={item.newTab ? <span aria-hidden>↗</span> : undefined}
              target={item.newTab ? '_blank' : undefined}
              rel={item.newTab ? 'noopener' : undefined}
              active={active}
              aria-current={active ? 'page' : undefined}
              onClick={onNavigate}
              variant="light"
            />
          </li>
        );
      })}
    </Stack>
  );
}

export function ManagerLayout({ centerId, fallbackName }: ManagerLayoutProps) {
  const { t } = useTranslation('manager');
  const [opened, { toggle, close }] = useDisclosure(false);
  const titleId = useId();
  const title = t('menu.title');
  return (
    <Group align="flex-start" wrap="nowrap" gap="xl">
      <Box
        component="nav"
        aria-labelledby={titleId}
        visibleFrom="sm"
        w={240}
        style={{ flexShrink: 0, borderRight: '1px solid var(--mantine-color-gray-3)' }}
        pr="md"
      >
        <Title order={2} size="h4" id={titleId} mb="sm" c="romBlue.8">
          {title}
        </Title>
        <CenterBadge centerId={centerId} fallbackName={fallbackName} />
        <MenuLinks />
      </Box>
      <Box style={{ flex: 1, minWidth: 0 }}>
        <Group hiddenFrom="sm" mb="sm" gap="xs" wrap="nowrap">
          <Burger opened={opened} onClick={toggle} aria-label={t('menu.open')} aria-expanded={opened} size="sm" />
          <Title order={2} size="h5" c="romBlue.8">
            {title}
          </Title>
        </Group>
        <Drawer
          opened={opened}
          onClose={close}
          title={title}
          size="80%"
          closeButtonProps={{ 'aria-label': t('menu.close') }}
        >
          <Box component="nav" aria-label={title}>
            <CenterBadge centerId={centerId} fallbackName={fallbackName} />
            <MenuLinks onNavigate={close} />
          </Box>
        </Drawer>
        <Outlet />
      </Box>
    </Group>
  );
}
