import { useTranslation } from 'react-i18next';
import { AdminOnly } from '../../features/admin/components/admin-only.tsx';
import { DirectorsList } from '../../features/admin/components/directors-list.tsx';

/** /admin/directors: the admin only (ADR 016). */
export function DirectorsPage() {
  const { t } = useTranslation('admin');
  return (
    <AdminOnly refusal={t('forbidden.directors')}>
      <DirectorsList />
    </AdminOnly>
  );
}
