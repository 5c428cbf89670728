import { Stack, Title } from '@mantine/core';
import { DashboardCards } from '../../components/dashboard-cards.tsx';
import { DIRECTOR_CARDS } from './admin-home.tsx';

/** /director: the director's dashboard cards. */
export function DirectorHome() {
  return (
    <Stack>
      <Title order={1}>Director Dashboard</Title>
      <DashboardCards cards={DIRECTOR_CARDS} />
    </Stack>
  );
}
