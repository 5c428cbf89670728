import { ManagerLayout } from '../../features/manager-layout/components/manager-layout.tsx';
import { useAuth } from '../../features/auth/auth-context.tsx';

/** The frame of every /manager page: the signed-in manager's center feeds the menu. */
export function ManagerArea() {
  const { user } = useAuth();
  return <ManagerLayout centerId={user?.center ?? null} fallbackName={user?.name ?? ''} />;
}
