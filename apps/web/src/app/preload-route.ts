/**
 * Starts downloading the code of the screen at `location` (every screen is a lazy chunk). The
 * router asks for the same chunks when it renders; the browser fetches each once.
 *
 * The address is matched with the browser's URLPattern, not React Router's matchRoutes: React
 * Router comes in the same chunk as React, and waiting for that chunk to download and run held
 * the screen's code back by a round trip. preload-route.test.ts checks that both pick the same
 * routes for every address of the table. Where URLPattern is missing (browsers before 2025),
 * nothing is preloaded and the router loads the screen as it renders.
 */
import type { RouteObject } from 'react-router';
import { staffRoutes } from './route-table.ts';

/** Each address pattern of `routes`, with the routes it renders, outermost first, in table order. */
export function routeChains(routes: RouteObject[], parentPath = '', parents: RouteObject[] = []) {
  const chains: { path: string; chain: RouteObject[] }[] = [];
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

/** A pattern's text before its first parameter or wildcard, in lower case: "/manager/participants/". */
function fixedStart(pattern: string): string {
  return pattern.split(/[:*]/, 1)[0]!.toLowerCase();
}

/** The routes React Router would render at `pathname`: the first pattern that matches, splats last. */
export function matchChain(pathname: string, routes: RouteObject[] = staffRoutes): RouteObject[] | null {
  // React Router ignores a trailing slash and letter case.
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const chains = routeChains(routes);
  const ordered = [...chains.filter((c) => !c.path.includes('*')), ...chains.filter((c) => c.path.includes('*'))];
  // Building a URLPattern compiles a regular expression (about 1 ms each on a phone): only the
  // patterns whose fixed start the address has are built, a few of some forty.
  const lowerPath = path.toLowerCase();
  const found = ordered.find(
    (c) =>
      lowerPath.startsWith(fixedStart(c.path)) &&
      new URLPattern({ pathname: c.path }, { ignoreCase: true }).test({ pathname: path }),
  );
  return found?.chain ?? null;
}

export function preloadRoute(location: Location): void {
  if (typeof URLPattern !== 'function') return;
  for (const route of matchChain(location.pathname) ?? []) {
    // A failure here is met again, and shown, when the router asks for the same chunk.
    if (typeof route.lazy === 'function') route.lazy().catch(() => undefined);
  }
}
