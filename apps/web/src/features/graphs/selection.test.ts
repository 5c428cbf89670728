import { describe, expect, it } from 'vitest';
import {
  ALL_PIDS,
  MAX_PICKED,
  NO_PIDS,
  isPicked,
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
});
