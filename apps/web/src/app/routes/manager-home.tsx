import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DashboardCards } from '../../components/dashboard-cards.tsx';
import { ScreenTitle } from '../../components/screen-title.tsx';
import { useAuth } from '../../features/auth/auth-context.tsx';
import { useDemoPath } from '../../features/manager-layout/demo-path.ts';
import { useLocale } from '../../lib/locale.ts';

/** /manager (and /es/manager, /tw/manager): the manager's dashboard cards. */
export function ManagerHome() {
  const { t } = useTranslation('manager');
  const { prefix } = useLocale();
  const demo = useDemoPath(useAuth().user?.center ?? null);
  return (
    <Stack>
      <ScreenTitle>{t('dashboard.title')}</ScreenTitle>
      <DashboardCards
        cards={[
          { title: t('dashboard.guide'), description: t('dashboard.guideText'), to: `${prefix}/manager/guide` },
          { title: t('dashboard.pids'), description: t('dashboard.pidsText'), to: `${prefix}/manager/pid-browser` },
          {
            title: t('dashboard.graphs'),
            description: t('dashboard.graphsText'),
            to: `${prefix}/manager/graph-browser`,
          },
          {
            title: t('dashboard.demo'),
            description: t('dashboard.demoText'),
            to: demo,
            newTab: true,
          },
        ]}
      />
    </Stack>
  );
}
