import { createContext, useContext } from 'react';

/**
 * Where an area's side menu goes: beside the page's `<main>`, not inside it (staff-layout.tsx).
 * The menu is drawn by the area's layout, a route inside `<main>`, so it is portalled there.
 * Null until the staff layout has mounted.
 */
export const MenuSlotContext = createContext<HTMLElement | null>(null);

export const useMenuSlot = () => useContext(MenuSlotContext);
