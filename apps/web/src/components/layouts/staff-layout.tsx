import { Box, Container } from '@mantine/core';
import { Outlet } from 'react-router';
import { Footer } from './footer.tsx';
import { Navbar } from './navbar.tsx';

/** Navbar, page, footer: the frame of every staff page. */
export function StaffLayout() {
  return (
    <Box mih="100vh" style={{ display: 'flex', flexDirection: 'column' }}>
      <Box component="header" h={56} style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}>
        <Navbar />
      </Box>
      <Container component="main" id="main" size="xl" w="100%" py="md" style={{ flex: 1 }}>
        <Outlet />
      </Container>
      <Footer />
    </Box>
  );
}
