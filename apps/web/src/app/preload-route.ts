/**
 * Starts downloading the code of the screen at `location` (every screen is a lazy chunk). The
 * router asks for the same chunks when it renders; the browser fetches each once.
 *
 * The address is matched here, not with React Router's matchRoutes: React Router comes in the same
 * chunk as React, and waiting for that chunk to download and run held the screen's code back by a
 * round trip. The table's patterns are plain (literal segments, `:name`, a final `*`), so they are
 * matched segment by segment here. The browser's URLPattern, used before, is missing from Firefox
 * and Safari before their 2025 releases (older iPads, say), where nothing was preloaded; it also
 * took more CPU: about 9 ms against 3 ms for this, in CPU profiles of the PID page at 4x slow-down
 * (six loads each). preload-route.test.ts checks that this and React Router pick the same routes
 * for every address of the table.
 */
import { askEarly } from '../lib/api-fetch.ts';
import { type StaffRoute, staffRoutes, type UncheckedUser } from './route-table.ts';

/** Each address pattern of `routes`, with the routes it renders, outermost first, in table order. */
export function routeChains(routes: StaffRoute[], parentPath = '', parents: StaffRoute[] = []) {
  const chains: { path: string; chain: StaffRoute[] }[] = [];
  for (const route of routes) {
    const path =
      route.path === undefined
        ? parentPath
        : route.path.startsWith('/')
          ? route.path
          : `${parentPath.replace(/\/$/, '')}/${route.path}`;
    const chain = [...parents, route];
    if (route.children?.length) chains.push(...routeChains(route.children, path, chain));
    else chains.push({ path: path || '/', chain });
  }
  return chains;
}

/**
 * Whether a route pattern matches `path` as React Router matches it: segment by segment, letter
 * case ignored, `:name` for any one segment, a final `*` for whatever follows, even nothing.
 */
function patternMatches(pattern: string, path: string): boolean {
  const wanted = pattern.split('/').filter(Boolean);
  const given = path.split('/').filter(Boolean);
  for (const [i, segment] of wanted.entries()) {
    if (segment === '*') return true;
    const part = given[i];
    if (part === undefined) return false;
    if (!segment.startsWith(':') && segment.toLowerCase() !== part.toLowerCase()) return false;
  }
  return wanted.length === given.length;
}

/** The routes React Router would render at `pathname`: the first pattern that matches, splats last. */
export function matchChain(pathname: string, routes: StaffRoute[] = staffRoutes): StaffRoute[] | null {
  const chains = routeChains(routes);
  const ordered = [...chains.filter((c) => !c.path.includes('*')), ...chains.filter((c) => c.path.includes('*'))];
  return ordered.find((c) => patternMatches(c.path, pathname))?.chain ?? null;
}

/** The routes at the opened address, matched once: boot.ts and main.tsx both ask. */
const opened = new Map<string, StaffRoute[]>();
function openedChain(pathname: string): StaffRoute[] {
  let chain = opened.get(pathname);
  if (!chain) {
    chain = matchChain(pathname) ?? [];
    opened.set(pathname, chain);
  }
  return chain;
}

/** The code of the routes at `location`: each screen's chunk, once; resolves when all have arrived. */
export function preloadScreens(location: Location): Promise<unknown> {
  return Promise.all(openedChain(location.pathname).map((route) => route.screen()));
}

/**
 * Starts the code of the routes at `location`, and, once `session` (the session check's answer)
 * names the user, the first GETs their screens make (a route's `handle`, route-table.ts).
 */
export function preloadRoute(location: Location, session: Promise<unknown> | null): void {
  // A failure here is met again, and shown, when the router asks for the same chunk.
  preloadScreens(location).catch(() => undefined);
  const wanted = openedChain(location.pathname).flatMap((route) => (route.handle ? [route.handle] : []));
  if (!session || wanted.length === 0) return;
  session.then(
    (answer) => {
      const user = (answer as { data?: UncheckedUser } | null)?.data;
      if (user) for (const handle of wanted) handle.firstRequests(user).forEach(askEarly);
    },
    // A refused session asks for nothing; the screens meet the refusal themselves.
    () => undefined,
  );
}
