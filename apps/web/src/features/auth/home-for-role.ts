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

/** What a guard sends its login page as the history entry's state: the address it was asked for. */
export interface ReturnTo {
  from: string;
}

/**
 * Where a manager goes after signing in: back to the manager screen a guard sent them from (their
 * session had ended there, or they opened a bookmark), in the same interface language; otherwise
 * home. Anything else in the state (another area, another language, not an address) is ignored.
 */
export function managerReturnPath(state: unknown, localePrefix = ''): string | null {
  const from = state !== null && typeof state === 'object' && 'from' in state ? state.from : null;
  if (typeof from !== 'string') return null;
  const area = `${localePrefix}/manager`;
  return from === area || from.startsWith(`${area}/`) || from.startsWith(`${area}?`) ? from : null;
}
