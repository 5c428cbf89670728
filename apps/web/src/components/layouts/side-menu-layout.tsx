import { Box, Burger, Drawer, Group, NavLink, Stack, Title, VisuallyHidden } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { type ReactNode, useId } from 'react';
import { createPortal } from 'react-dom';
import { Link, useLocation } from 'react-router';
import { useMenuSlot } from './menu-slot.ts';
import { ScreenOutlet } from './screen-outlet.tsx';

export interface SideMenuItem {
  label: string;
  to: string;
  /**
   * Set for a link that opens in a new tab (the manager's demo survey): what screen readers hear
   * after the label, e.g. '(opens in a new tab)'. Sighted users see an arrow instead.
   */
  newTabNote?: string;
}

interface SideMenuLayoutProps {
  /** The menu's title, e.g. 'Admin Dashboard' (spec section 2). */
  title: string;
  items: readonly SideMenuItem[];
  /** Accessible name of the button that opens the menu on phones. */
  openLabel: string;
  /** Accessible name of the drawer's close button; the theme's 'Close' when unset. */
  closeLabel?: string;
  /** Shown above the links, in the column and in the drawer (the manager's center logo and name). */
  header?: ReactNode;
}

function MenuLinks({ items, onNavigate }: { items: readonly SideMenuItem[]; onNavigate?: () => void }) {
  const { pathname } = useLocation();
  const here = pathname.replace(/\/+$/, '') || '/';
  return (
    <Stack gap={2} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {items.map((item) => {
        const newTab = item.newTabNote !== undefined;
        const active = !newTab && here === item.to;
        return (
          <li key={item.to}>
            <NavLink
              component={Link}
              to={item.to}
              label={
                newTab ? (
                  <>
                    {item.label}
                    <VisuallyHidden> {item.newTabNote}</VisuallyHidden>
                  </>
                ) : (
                  item.label
                )
              }
              rightSection={newTab ? <span aria-hidden>↗</span> : undefined}
              target={newTab ? '_blank' : undefined}
              rel={newTab ? 'noopener' : undefined}
              active={active}
              aria-current={active ? 'page' : undefined}
              onClick={onNavigate}
              variant="light"
            />
          </li>
        );
      })}
    </Stack>
  );
}

/**
 * An area with a titled side menu on the left and the page on the right (the admin's, the
 * director's and the manager's); on phones the menu folds behind a burger button into a drawer,
 * so the page keeps the whole 360 px width. A page that fails shows its error beside the menu,
 * which still leads to the area's other pages. The menu is drawn outside `<main>`, in the staff
 * layout's menu slot.
 */
export function SideMenuLayout({ title, items, openLabel, closeLabel, header }: SideMenuLayoutProps) {
  const [opened, { toggle, close }] = useDisclosure(false);
  const titleId = useId();
  const menuSlot = useMenuSlot();
  const menu = (
    <>
      <Box
        component="nav"
        aria-labelledby={titleId}
        visibleFrom="sm"
        w={240}
        style={{ flexShrink: 0, borderRight: '1px solid var(--mantine-color-gray-3)' }}
        pr="md"
      >
        <Title order={2} size="h4" id={titleId} mb="sm" c="romBlue.8">
          {title}
        </Title>
        {header}
        <MenuLinks items={items} />
      </Box>
      <Group hiddenFrom="sm" mb="sm" gap="xs" wrap="nowrap">
        <Burger opened={opened} onClick={toggle} aria-label={openLabel} aria-expanded={opened} size="sm" />
        <Title order={2} size="h5" c="romBlue.8">
          {title}
        </Title>
      </Group>
      <Drawer
        opened={opened}
        onClose={close}
        title={title}
        size="80%"
        closeButtonProps={closeLabel ? { 'aria-label': closeLabel } : undefined}
      >
        <Box component="nav" aria-label={title}>
          {header}
          <MenuLinks items={items} onNavigate={close} />
        </Box>
      </Drawer>
    </>
  );
  return (
    <>
      {menuSlot && createPortal(menu, menuSlot)}
      <ScreenOutlet />
    </>
  );
}
