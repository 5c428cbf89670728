import { Box, Container } from '@mantine/core';
import { Outlet } from 'react-router';
import { Footer } from './footer.tsx';
import { Navbar } from './navbar.tsx';
import { SkipLink } from './skip-link.tsx';

/**
 * Navbar, page, footer: the frame of every staff page. The page fills at least the screen below
 * the navbar, so the footer waits just below the fold: a page that grows as its data arrives
 * does not push a footer the reader is looking at down the screen.
 */
export function StaffLayout() {
  return (
    <Box style={{ display: 'flex', flexDirection: 'column' }}>
      <SkipLink />
      {/* At least 56 px: with larger text (200%) the navbar grows instead of spilling over the page. */}
      <Box
        component="header"
        mih={56}
        style={{ display: 'flex', alignItems: 'center', borderBottom: '1px solid var(--mantine-color-gray-3)' }}
      >
        <Navbar />
      </Box>
      <Container component="main" id="main" size="xl" w="100%" py="md" mih="calc(100vh - 56px)">
        <Outlet />
      </Container>
      <Footer />
    </Box>
  );
}
