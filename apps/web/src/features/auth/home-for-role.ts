import type { AuthUser } from '@romtrack/shared/contracts/auth';

/**
 * Where a signed-in user belongs (spec section 2): admin to /admin, director to /director,
 * manager to /manager (under the interface language's prefix), anyone else to /user.
 */
export function homeForRole(user: AuthUser | null, localePrefix = ''): string {
  switch (user?.role) {
    case 'admin':
      return '/admin';
    case 'director':
      return '/director';
    case 'manager':
      return `${localePrefix}/manager`;
    default:
      return '/user';
  }
}

/**
 * What a guard sends its login page as the history entry's state: the address it was asked for,
 * and what that screen kept in its own history entry (history-state.ts, back-place.ts), which the
 * guard's redirect replaces: the PIDs ticked in a graph, the list a report was opened from.
 */
export interface ReturnTo {
  from: string;
  fromState?: unknown;
}

/** Where a manager goes back to after signing in, and that screen's history entry state. */
export interface ReturnPlace {
  path: string;
  state: unknown;
}

/**
 * Where a manager goes after signing in: back to the manager screen a guard sent them from (their
 * session had ended there, or they opened a bookmark), in the same interface language, with the
 * choices that screen had kept; otherwise home. Anything else in the state (another area, another
 * language, not an address) is ignored. The screens check what they read from their entry's state
 * (another center's graph is not theirs), as they do after a reload.
 */
export function managerReturnPlace(state: unknown, localePrefix = ''): ReturnPlace | null {
  if (state === null || typeof state !== 'object') return null;
  const { from, fromState } = state as Partial<Record<keyof ReturnTo, unknown>>;
  if (typeof from !== 'string') return null;
  const area = `${localePrefix}/manager`;
  const inArea = from === area || from.startsWith(`${area}/`) || from.startsWith(`${area}?`);
  return inArea ? { path: from, state: fromState ?? null } : null;
}
