import { Stack } from '@mantine/core';
import { DashboardCards } from '../../components/dashboard-cards.tsx';
import { ScreenTitle } from '../../components/screen-title.tsx';
import { DIRECTOR_CARDS } from './admin-home.tsx';

/** /director: the director's dashboard cards. */
export function DirectorHome() {
  return (
    <Stack>
      <ScreenTitle>Director Dashboard</ScreenTitle>
      <DashboardCards cards={DIRECTOR_CARDS} />
    </Stack>
  );
}
