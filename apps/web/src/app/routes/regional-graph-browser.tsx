import { useAuth } from '../../features/auth/auth-context.tsx';
import { AdminGraphBrowser, DirectorGraphBrowser } from '../../features/graphs/components/regional-graph-browser.tsx';

/** /admin/graph-browser: the admin picks a region; a director who opens it sees their own. */
export function AdminGraphBrowserPage() {
  const user = useAuth().user;
  if (user?.role === 'director') return <DirectorGraphBrowser directorId={user.id} />;
  return <AdminGraphBrowser />;
}

/** /director/graph-browser: the director's own centers. */
export function DirectorGraphBrowserPage() {
  const user = useAuth().user;
  return user ? <DirectorGraphBrowser directorId={user.id} /> : null;
}
