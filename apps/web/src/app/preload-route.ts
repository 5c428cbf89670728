/**
 * Starts downloading the code of the screen at `location` (every screen is a lazy chunk). The
 * router asks for the same chunks when it renders; the browser fetches each once.
 */
import { matchRoutes } from 'react-router';
import { staffRoutes } from './route-table.ts';

export function preloadRoute(location: Location): void {
  for (const { route } of matchRoutes(staffRoutes, location) ?? []) {
    // A failure here is met again, and shown, when the router asks for the same chunk.
    if (typeof route.lazy === 'function') route.lazy().catch(() => undefined);
  }
}
