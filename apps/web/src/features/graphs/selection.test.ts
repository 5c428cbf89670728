import { describe, expect, it } from 'vitest';
import {
  ALL_PIDS,
  MAX_PICKED,
  NO_PIDS,
  isPicked,
  isPidSelection,
  pickedParticipants,
  pickedPids,
  togglePid,
  usersFilter,
} from './selection.ts';

describe('PID selection of the graph browser', () => {
  it('covers every PID with no filter when all users are selected', () => {
    expect(isPicked(ALL_PIDS, 'any')).toBe(true);
    expect(usersFilter(ALL_PIDS)).toBeUndefined();
    expect(togglePid(ALL_PIDS, 'a', 1000, false)).toBe(ALL_PIDS);
  });

  it('sends the ticked ids, sorted, and lists their PIDs in order', () => {
    let selection = togglePid(NO_PIDS, 'b', 2000, true);
    selection = togglePid(selection, 'a', 3000, true);
    selection = togglePid(selection, 'c', 1000, true);
    selection = togglePid(selection, 'b', 2000, false);
    expect(usersFilter(selection)).toEqual(['a', 'c']);
    expect(pickedPids(selection)).toEqual([1000, 3000]);
    expect(pickedParticipants(selection)).toEqual([
      { id: 'c', pid: 1000 },
      { id: 'a', pid: 3000 },
    ]);
    expect(pickedParticipants(ALL_PIDS)).toEqual([]);
    expect(isPicked(selection, 'b')).toBe(false);
    expect(usersFilter(NO_PIDS)).toEqual([]);
  });

  it('stops ticking at the limit of the query string', () => {
    let selection = NO_PIDS;
    for (let i = 0; i < MAX_PICKED + 5; i++) selection = togglePid(selection, `id-${i}`, 1000 + i, true);
    expect(usersFilter(selection)).toHaveLength(MAX_PICKED);
  });

  it('recognizes only a selection it could have made when one comes back from the history', () => {
    const two = togglePid(togglePid(NO_PIDS, 'a', 1000, true), 'b', 9999, true);
    expect(isPidSelection(ALL_PIDS)).toBe(true);
    expect(isPidSelection(NO_PIDS)).toBe(true);
    expect(isPidSelection(two)).toBe(true);
    expect(isPidSelection(structuredClone(two))).toBe(true);
    for (const made of [
      null,
      'all',
      { all: 'true' },
      { all: false },
      { all: false, picked: [['a', 1000]] },
      { all: false, picked: new Map([['a', 999]]) },
      { all: false, picked: new Map([['a', 10000]]) },
      { all: false, picked: new Map([['a', '1000']]) },
      { all: false, picked: new Map([[1, 1000]]) },
      { all: false, picked: new Map(Array.from({ length: MAX_PICKED + 1 }, (_, i) => [`id-${i}`, 1000 + i])) },
    ]) {
      expect(isPidSelection(made), JSON.stringify(made)).toBe(false);
    }
  });
});
