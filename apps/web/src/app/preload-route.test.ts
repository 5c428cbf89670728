/**
 * preload-route.ts guesses, with its own matching, which routes React Router will render, so that a
 * screen's code downloads before React Router has arrived. A wrong guess would not break a page
 * (the router loads what it needs), but would waste a phone's bandwidth on the wrong code and
 * leave the right code late: this checks that both pick the same routes for every address.
 */
import { matchRoutes, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { matchChain, routeChains } from './preload-route.ts';
import { staffRoutes } from './route-table.ts';

/** One address for each pattern of the table, and the ways a person may type it. */
const addresses = routeChains(staffRoutes).flatMap(({ path }) => {
  const address = path.replace(/:\w+/g, 'a1b2').replace('*', 'no/such/page');
  return address === '/' ? [address] : [address, `${address}/`, address.toUpperCase()];
});

const routerChoice = (address: string): RouteObject[] | null =>
  matchRoutes(staffRoutes, address)?.map((match) => match.route) ?? null;

describe('preloading the screen being opened', () => {
  it('covers every screen of the table', () => {
    expect(addresses.length).toBeGreaterThan(3 * 40);
  });

  it.each(addresses)('picks the routes React Router renders at %s', (address) => {
    const chosen = matchChain(address);
    expect(chosen).not.toBeNull();
    expect(chosen).toEqual(routerChoice(address));
  });

  it('picks the not-found page for an address no screen has', () => {
    expect(matchChain('/manager/nothing-here')).toEqual(routerChoice('/manager/nothing-here'));
    expect(matchChain('/manager/nothing-here')?.at(-1)?.path).toBe('*');
  });
});
