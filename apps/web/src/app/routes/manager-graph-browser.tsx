import { useAuth } from '../../features/auth/auth-context.tsx';
import { GraphBrowser } from '../../features/graphs/components/graph-browser.tsx';

/** /manager/graph-browser: the graphs of the manager's center. */
export function ManagerGraphBrowser() {
  const center = useAuth().user?.center;
  return center ? <GraphBrowser centerId={center} /> : null;
}
