import { Box, Burger, Drawer, Group, NavLink, Stack, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useId } from 'react';
import { Link, Outlet, useLocation } from 'react-router';

export interface SideMenuItem {
  label: string;
  to: string;
}

interface SideMenuLayoutProps {
  /** The menu's title, e.g. 'Admin Dashboard' (spec section 2). */
  title: string;
  items: readonly SideMenuItem[];
  /** Accessible name of the button that opens the menu on phones. */
  openLabel: string;
}

function MenuLinks({ items, onNavigate }: { items: readonly SideMenuItem[]; onNavigate?: () => void }) {
  const { pathname } = useLocation();
  const here = pathname.replace(/\/+$/, '') || '/';
  return (
    <Stack gap={2} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {items.map((item) => (
        <li key={item.to}>
          <NavLink
            component={Link}
            to={item.to}
            label={item.label}
            active={here === item.to}
            aria-current={here === item.to ? 'page' : undefined}
            onClick={onNavigate}
            variant="light"
          />
        </li>
      ))}
    </Stack>
  );
}

/**
 * An area with a titled side menu on the left and the page on the right; on phones the menu
 * folds behind a burger button into a drawer, so the page keeps the whole 360 px width.
 */
export function SideMenuLayout({ title, items, openLabel }: SideMenuLayoutProps) {
  const [opened, { toggle, close }] = useDisclosure(false);
  const titleId = useId();
  return (
    <Group align="flex-start" wrap="nowrap" gap="xl">
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
        <MenuLinks items={items} />
      </Box>
      <Box style={{ flex: 1, minWidth: 0 }}>
        <Group hiddenFrom="sm" mb="sm" gap="xs">
          <Burger opened={opened} onClick={toggle} aria-label={openLabel} aria-expanded={opened} size="sm" />
          <Title order={2} size="h5" c="romBlue.8">
            {title}
          </Title>
        </Group>
        <Drawer opened={opened} onClose={close} title={title} size="80%">
          <Box component="nav" aria-label={title}>
            <MenuLinks items={items} onNavigate={close} />
          </Box>
        </Drawer>
        <Outlet />
      </Box>
    </Group>
  );
}
