import { Box, Container } from '@mantine/core';
import { useState } from 'react';
import { AccountScreens } from '../../features/auth/components/account-switch.tsx';
import { Footer } from './footer.tsx';
import { MenuSlotContext } from './menu-slot.ts';
import { Navbar } from './navbar.tsx';
import { SkipLink } from './skip-link.tsx';

/**
 * Navbar, page, footer: the frame of every staff page. The page fills at least the screen below
 * the navbar, so the footer waits just below the fold: a page that grows as its data arrives
 * does not push a footer the reader is looking at down the screen.
 *
 * An area's side menu (side-menu-layout.tsx) sits beside `<main>`, on phones above it, so that
 * the main landmark holds the screen alone: a screen reader's "main" jump lands on the screen,
 * not on the menu. The menu's slot adds no box of its own: empty, it takes no room.
 */
export function StaffLayout() {
  const [menuSlot, setMenuSlot] = useState<HTMLElement | null>(null);
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
      <Container size="xl" w="100%" py="md" mih="calc(100vh - 56px)">
        <div className="rt-page-frame">
          <div ref={setMenuSlot} style={{ display: 'contents' }} />
          <main id="main">
            <MenuSlotContext value={menuSlot}>
              <AccountScreens />
            </MenuSlotContext>
          </main>
        </div>
      </Container>
      <Footer />
    </Box>
  );
}
