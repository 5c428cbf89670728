import { PID_MAX, PID_MIN } from '@romtrack/shared/contracts/participants';

/**
 * Which PIDs the manager's graph covers. "Select all users" means every PID of the center,
 * sent as no filter at all, so it works for thousands of PIDs; otherwise the ticked ones,
 * sent by id (kept with their PID numbers to show what is ticked on other pages).
 */
export type PidSelection = { all: true } | { all: false; picked: ReadonlyMap<string, number> };

/**
 * The summary call carries the ids in its query string (37 characters each), and Node limits
 * a request's head to 16 KB: 300 ids stay well inside it. Past this many, ticking stops.
 */
export const MAX_PICKED = 300;

export const ALL_PIDS: PidSelection = { all: true };
export const NO_PIDS: PidSelection = { all: false, picked: new Map() };

export function isPicked(selection: PidSelection, id: string): boolean {
  return selection.all || selection.picked.has(id);
}

/** Ticks or unticks one PID; all-mode is left alone (its boxes are not individually editable). */
export function togglePid(selection: PidSelection, id: string, pid: number, on: boolean): PidSelection {
  if (selection.all) return selection;
  const picked = new Map(selection.picked);
  if (on) {
    if (picked.size >= MAX_PICKED) return selection;
    picked.set(id, pid);
  } else {
    picked.delete(id);
  }
  return { all: false, picked };
}

/** The `users` filter of the summary call: undefined for all PIDs, the ids otherwise (sorted, for a stable cache key). */
export function usersFilter(selection: PidSelection): string[] | undefined {
  return selection.all ? undefined : [...selection.picked.keys()].sort();
}

/** The picked participants in PID order, for links to each one's progress. */
export function pickedParticipants(selection: PidSelection): { id: string; pid: number }[] {
  return selection.all ? [] : [...selection.picked].map(([id, pid]) => ({ id, pid })).sort((a, b) => a.pid - b.pid);
}

/** The picked PID numbers in order, for the "Selected" line. */
export function pickedPids(selection: PidSelection): number[] {
  return pickedParticipants(selection).map((participant) => participant.pid);
}

/**
 * Whether `value` is a selection this screen could have made: one kept in the tab's history
 * (history-state.ts) is checked before it is shown and sent.
 */
export function isPidSelection(value: unknown): value is PidSelection {
  if (typeof value !== 'object' || value === null) return false;
  const { all, picked } = value as Record<string, unknown>;
  if (all === true) return true;
  if (all !== false || !(picked instanceof Map) || picked.size > MAX_PICKED) return false;
  return [...(picked as Map<unknown, unknown>)].every(
    ([id, pid]) =>
      typeof id === 'string' && Number.isInteger(pid) && (pid as number) >= PID_MIN && (pid as number) <= PID_MAX,
  );
}
