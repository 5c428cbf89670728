import { useAuth } from '../../features/auth/auth-context.tsx';
import { ManagerGuide } from '../../features/manager-layout/components/manager-guide.tsx';

/** /manager/guide: the manager's instructions. */
export function ManagerGuideRoute() {
  return <ManagerGuide centerId={useAuth().user?.center ?? null} />;
}
