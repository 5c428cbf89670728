/**
 * preload-route.ts guesses, with its own matching, which routes React Router will render, so that a
 * screen's code downloads before React Router has arrived. A wrong guess would not break a page
 * (the router loads what it needs), but would waste a phone's bandwidth on the wrong code and
 * leave the right code late: this checks that both pick the same routes for every address.
 */
import { matchRoutes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getCenterParticipants } from '../api/center-participants.ts';
import { directorNamesQuery } from '../api/director-names.ts';
import { getCenter } from '../features/manager-layout/api/get-center.ts';
import { matchChain, routeChains } from './preload-route.ts';
import { toRouteObjects } from './route-objects.tsx';
import { staffRoutes, type UncheckedUser } from './route-table.ts';

/** One address for each pattern of the table, and the ways a person may type it. */
const addresses = routeChains(staffRoutes).flatMap(({ path }) => {
  const address = path.replace(/:\w+/g, 'a1b2').replace('*', 'no/such/page');
  return address === '/' ? [address] : [address, `${address}/`, address.toUpperCase()];
});

/** A chain of routes as the path of each, outermost first: React Router's and the table's alike. */
const named = (chain: { path?: string | undefined; index?: boolean | undefined }[] | null) =>
  chain?.map((route) => (route.index ? '(index)' : (route.path ?? '(layout)'))).join(' > ') ?? null;

/** What React Router itself renders, from the routes router.tsx gives it. */
const routerRoutes = toRouteObjects(staffRoutes);
const routerChoice = (address: string) =>
  named(matchRoutes(routerRoutes, address)?.map((match) => match.route) ?? null);

describe('preloading the screen being opened', () => {
  it('covers every screen of the table', () => {
    expect(addresses.length).toBeGreaterThan(3 * 40);
  });

  it.each(addresses)('picks the routes React Router renders at %s', (address) => {
    const chosen = matchChain(address);
    expect(chosen).not.toBeNull();
    expect(named(chosen)).toEqual(routerChoice(address));
  });

  it('picks the not-found page for an address no screen has', () => {
    expect(named(matchChain('/manager/nothing-here'))).toEqual(routerChoice('/manager/nothing-here'));
    expect(matchChain('/manager/nothing-here')?.at(-1)?.path).toBe('*');
  });
});

describe("asking early for the opened screen's first data", () => {
  afterEach(() => vi.unstubAllGlobals());

  const firstRequests = (address: string, user: UncheckedUser) =>
    (matchChain(address) ?? []).flatMap((route) => route.handle?.firstRequests(user) ?? []);

  /** The address a screen's own call asks for (fetch is stopped there). */
  async function addressOf(call: () => Promise<unknown>): Promise<string> {
    let asked = '';
    vi.stubGlobal('localStorage', { getItem: () => null });
    vi.stubGlobal('fetch', async (path: string) => {
      asked = path;
      throw new Error('stopped');
    });
    await call().catch(() => undefined);
    return asked;
  }

  it("asks for the manager's center and the PID browser's first page, as the screens do", async () => {
    const manager = { role: 'manager', center: 'c 1' };
    // The PID browser opens on page 1 with no search (features/pid-browser/components/pid-browser.tsx).
    expect(firstRequests('/manager/pid-browser', manager)).toEqual([
      await addressOf(() => getCenter('c 1')),
      await addressOf(() => getCenterParticipants('c 1', { page: 1, pid: '' })),
    ]);
    expect(firstRequests('/es/manager/pid-browser', manager)).toHaveLength(2);
    expect(firstRequests('/manager/guide', manager)).toEqual([await addressOf(() => getCenter('c 1'))]);
  });

  it("asks for the directors' names on the admin's graph browser, as its region picker does", async () => {
    const names = directorNamesQuery().queryFn as (context: { signal?: AbortSignal }) => Promise<unknown>;
    expect(firstRequests('/admin/graph-browser', { role: 'admin', center: null })).toEqual([
      await addressOf(() => names({})),
    ]);
  });

  it('asks for nothing for anyone else, nor for a session without a center', () => {
    expect(firstRequests('/manager/pid-browser', { role: 'director', center: null })).toEqual([]);
    expect(firstRequests('/manager/pid-browser', { role: 'manager' })).toEqual([]);
    // A director on /admin/graph-browser sees their own region: no picker.
    expect(firstRequests('/admin/graph-browser', { role: 'director', center: null })).toEqual([]);
    expect(firstRequests('/admin', { role: 'admin', center: null })).toEqual([]);
  });
});
