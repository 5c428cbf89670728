import { useTranslation } from 'react-i18next';
import { SideMenuLayout, type SideMenuItem } from '../../components/layouts/side-menu-layout.tsx';
import { useAuth } from '../../features/auth/auth-context.tsx';

/**
 * /admin: the side menu titled 'Admin Dashboard' (spec section 2). The admin's items stay in
 * /admin; a director's point to the director area, where their screens live.
 */
export function AdminArea() {
  const { t } = useTranslation('admin');
  const { user } = useAuth();
  const items: SideMenuItem[] =
    user?.role === 'admin'
      ? [
          { label: t('menu.dashboard'), to: '/admin' },
          { label: t('menu.guide'), to: '/admin/guide' },
          { label: t('menu.registerDirector'), to: '/admin/register-director' },
          { label: t('menu.directors'), to: '/admin/directors' },
          { label: t('menu.registerCenter'), to: '/admin/register-center' },
          { label: t('menu.graphBrowser'), to: '/admin/graph-browser' },
          { label: t('menu.settings'), to: '/admin/settings' },
        ]
      : [
          { label: t('menu.dashboard'), to: '/admin' },
          { label: t('menu.guide'), to: '/admin/guide' },
          { label: t('menu.registerCenter'), to: '/director/register-center' },
          { label: t('menu.graphBrowser'), to: '/director/graph-browser' },
          { label: t('menu.settings'), to: '/director/settings' },
        ];
  return <SideMenuLayout title={t('menu.adminTitle')} items={items} openLabel={t('menu.open')} />;
}
