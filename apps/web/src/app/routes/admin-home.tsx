import { Stack } from '@mantine/core';
import { DashboardCards, type DashboardCard } from '../../components/dashboard-cards.tsx';
import { ScreenTitle } from '../../components/screen-title.tsx';
import { useAuth } from '../../features/auth/auth-context.tsx';

const ADMIN_CARDS: DashboardCard[] = [
  {
    title: 'Register Director',
    description: 'Create an account for a regional director.',
    to: '/admin/register-director',
  },
  { title: 'Directors', description: 'See the directors; deactivate one who has left.', to: '/admin/directors' },
  { title: 'Graph Browser', description: 'Scores of every region’s centers.', to: '/admin/graph-browser' },
  { title: 'Account Settings', description: 'Change your password.', to: '/admin/settings' },
];

export const DIRECTOR_CARDS: DashboardCard[] = [
  { title: 'Register Center', description: 'Add a center and its manager login.', to: '/director/register-center' },
  { title: 'Graph Browser', description: 'Scores of your centers.', to: '/director/graph-browser' },
  { title: 'Account Settings', description: 'Change your password.', to: '/director/settings' },
];

/** /admin: the admin's cards, or a director's (spec section 2, "Admin area"). */
export function AdminHome() {
  const { user } = useAuth();
  return (
    <Stack>
      <ScreenTitle>Admin Dashboard</ScreenTitle>
      <DashboardCards cards={user?.role === 'admin' ? ADMIN_CARDS : DIRECTOR_CARDS} />
    </Stack>
  );
}
