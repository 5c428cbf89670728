import { describe, expect, it } from 'vitest';
import { managerReturnPlace } from './home-for-role.ts';

const managerReturnPath = (state: unknown, prefix?: string) => managerReturnPlace(state, prefix)?.path ?? null;

describe('managerReturnPlace', () => {
  it('takes the manager back to a manager screen of the same interface language', () => {
    expect(managerReturnPath({ from: '/manager/pid-browser' })).toBe('/manager/pid-browser');
    expect(managerReturnPath({ from: '/manager' })).toBe('/manager');
    expect(managerReturnPath({ from: '/manager?x=1' })).toBe('/manager?x=1');
    expect(managerReturnPath({ from: '/es/manager/survey-center?x=1' }, '/es')).toBe('/es/manager/survey-center?x=1');
    expect(managerReturnPath({ from: '/tw/manager/participants/abc' }, '/tw')).toBe('/tw/manager/participants/abc');
  });

  it("brings back what the screen had kept in its history entry, and nothing for another area's", () => {
    const kept = { centerGraph: { centerId: 'c1' } };
    expect(managerReturnPlace({ from: '/manager/graph-browser', fromState: kept })).toEqual({
      path: '/manager/graph-browser',
      state: kept,
    });
    expect(managerReturnPlace({ from: '/manager/graph-browser' })).toEqual({
      path: '/manager/graph-browser',
      state: null,
    });
    expect(managerReturnPlace({ from: '/admin', fromState: kept })).toBeNull();
  });

  it('ignores anything else the history entry might hold', () => {
    for (const state of [
      null,
      undefined,
      'manager',
      {},
      { from: 42 },
      { from: '/admin' },
      { from: '/managers' },
      { from: '/manager-x' },
      { from: '//evil.example/manager' },
      { from: 'https://evil.example/manager' },
    ]) {
      expect(managerReturnPath(state), JSON.stringify(state)).toBeNull();
    }
    // Another language's screens: the login answers in its own.
    expect(managerReturnPath({ from: '/es/manager/pid-browser' })).toBeNull();
    expect(managerReturnPath({ from: '/manager/pid-browser' }, '/es')).toBeNull();
  });
});
