import { useTranslation } from 'react-i18next';
import { SideMenuLayout } from '../../components/layouts/side-menu-layout.tsx';

/** /director: the director's menu (spec section 2). Register Manager is reached from its form, not here. */
export function DirectorArea() {
  const { t } = useTranslation('admin');
  return (
    <SideMenuLayout
      title={t('menu.directorTitle')}
      openLabel={t('menu.open')}
      items={[
        { label: t('menu.dashboard'), to: '/director' },
        { label: t('menu.guide'), to: '/director/guide' },
        { label: t('menu.registerCenter'), to: '/director/register-center' },
        { label: t('menu.graphBrowser'), to: '/director/graph-browser' },
        { label: t('menu.settings'), to: '/director/settings' },
      ]}
    />
  );
}
