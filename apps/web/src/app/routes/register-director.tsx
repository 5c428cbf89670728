import { useTranslation } from 'react-i18next';
import { AdminOnly } from '../../features/admin/components/admin-only.tsx';
import { RegisterDirectorForm } from '../../features/admin/components/register-director-form.tsx';

/** /admin/register-director: the admin only (spec section 6; decisions.md, least privilege). */
export function RegisterDirectorPage() {
  const { t } = useTranslation('admin');
  return (
    <AdminOnly refusal={t('forbidden.registerDirector')}>
      <RegisterDirectorForm />
    </AdminOnly>
  );
}
