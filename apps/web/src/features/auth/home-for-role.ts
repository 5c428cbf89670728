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
