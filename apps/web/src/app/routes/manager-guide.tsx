import { ManagerGuide } from '../../features/manager-layout/components/manager-guide.tsx';

/** /manager/guide: the manager's instructions. */
export function ManagerGuideRoute() {
  return <ManagerGuide />;
}
