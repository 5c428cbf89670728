import { useAuth } from '../../features/auth/auth-context.tsx';
import { PidBrowser } from '../../features/pid-browser/components/pid-browser.tsx';

/** /manager/pid-browser: the signed-in manager's own center (the guard has checked the role). */
export function ManagerPidBrowser() {
  const center = useAuth().user?.center;
  return center ? <PidBrowser centerId={center} /> : null;
}
