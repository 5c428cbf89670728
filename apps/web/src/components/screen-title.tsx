import { Title, type TitleProps } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { usePublicConfig } from '../features/config/api/get-config.ts';

export interface ScreenTitleProps extends Omit<TitleProps, 'order' | 'children'> {
  children: string;
}

/** The id of the screen's heading: where the staff pages' "Skip to content" link leads. */
export const SCREEN_TITLE_ID = 'screen-title';

/** The address whose screen last took the focus (or, the page's first screen, left it alone). */
let focusedPath: string | null = null;

/**
 * A screen's heading (its one h1), which also names the browser tab: "Graph Browser - ROMtrack".
 * Tabs of the product's screens can then be told apart, and a screen reader announces which
 * screen a tab holds (WCAG 2.4.2, Page Titled).
 *
 * A screen reached from another (a link, a menu, Back) takes the keyboard focus to this heading,
 * as a new page would start from the top: a screen reader says where the person now is, and Tab
 * goes on from there. The first screen of a page load keeps the browser's own focus.
 */
export function ScreenTitle({ children, ...props }: ScreenTitleProps) {
  const { productName } = usePublicConfig();
  const { pathname } = useLocation();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    document.title = `${children} - ${productName}`;
    // The next screen names the tab in its turn; a screen without a heading leaves the product's name.
    return () => {
      document.title = productName;
    };
  }, [children, productName]);
  useEffect(() => {
    const firstScreen = focusedPath === null;
    const arrived = !firstScreen && focusedPath !== pathname;
    // A screen that replaces another at the same address (a sign-in form by the area it opens)
    // took the focused button away with it: the focus would be left on the page's body.
    const focusLost = !firstScreen && document.activeElement === document.body;
    focusedPath = pathname;
    // A notice that took the focus as the screen opened keeps it (account-switch.tsx): it says
    // why the person is on this screen.
    const noticeHolds = document.activeElement?.closest('[data-holds-focus]') != null;
    if ((arrived || focusLost) && !noticeHolds) heading.current?.focus();
  }, [pathname]);
  return (
    <Title order={1} ref={heading} tabIndex={-1} id={SCREEN_TITLE_ID} {...props}>
      {children}
    </Title>
  );
}
