/**
 * The manager area's frame (spec section 2): the side menu titled 'Manager Dashboard', like the
 * admin's, plus the center's logo and name above the links and a link that opens the demo in a
 * new tab.
 */
import { Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CenterLogo } from '../../../components/center-logo.tsx';
import { SideMenuLayout } from '../../../components/layouts/side-menu-layout.tsx';
import { useLocale } from '../../../lib/locale.ts';
import { useCenter } from '../api/get-center.ts';
import { useDemoPath } from '../demo-path.ts';

export interface ManagerLayoutProps {
  /** The signed-in manager's center. */
  centerId: string | null;
  /** Shown until the center loads (the manager's name is the center's name). */
  fallbackName: string;
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
      />
      <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
        {name}
      </Text>
    </Group>
  );
}

export function ManagerLayout({ centerId, fallbackName }: ManagerLayoutProps) {
  const { t } = useTranslation('manager');
  const { prefix } = useLocale();
  const base = `${prefix}/manager`;
  const demo = useDemoPath(centerId);
  return (
    <SideMenuLayout
      title={t('menu.title')}
      openLabel={t('menu.open')}
      closeLabel={t('menu.close')}
      header={<CenterBadge centerId={centerId} fallbackName={fallbackName} />}
      items={[
        { label: t('menu.dashboard'), to: base },
        { label: t('menu.guide'), to: `${base}/guide` },
        { label: t('menu.pids'), to: `${base}/pid-browser` },
        { label: t('menu.surveyCenter'), to: `${base}/survey-center` },
        { label: t('menu.graphs'), to: `${base}/graph-browser` },
        { label: t('menu.demo'), to: demo, newTabNote: t('menu.newTab') },
        { label: t('menu.settings'), to: `${base}/settings` },
      ]}
    />
  );
}
