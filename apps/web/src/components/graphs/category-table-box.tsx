/**
 * The sideways-scrolling box of a table with one row per RAND-36 category: the score tables
 * (scale-table.tsx) and the graphs' summary table. On a phone the category column stays in
 * sight while the other columns scroll under it (category-table.css). While the table is wider
 * than its box, the box is a region named after the table and in the tab order, so a keyboard
 * can scroll it with the arrow keys: a table of numbers has nothing else to focus (WCAG 2.1.1,
 * axe's scrollable-region-focusable). A table that fits is no tab stop.
 */
import { Table } from '@mantine/core';
import { useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import './category-table.css';

export interface CategoryTableBoxProps {
  /** The table's name, for the box while it scrolls (the table's caption). */
  label: string;
  /** Below this width the table scrolls inside its box (px). */
  minWidth: number;
  children: ReactNode;
}

/** Whether the element's content is wider than the element, kept up to date as either resizes. */
function useScrollsSideways(ref: RefObject<HTMLElement | null>): boolean {
  const [scrolls, setScrolls] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const check = () => setScrolls(element.scrollWidth > element.clientWidth);
    const observer = new ResizeObserver(check);
    observer.observe(element);
    if (element.firstElementChild) observer.observe(element.firstElementChild);
    return () => observer.disconnect();
  }, [ref]);
  return scrolls;
}

export function CategoryTableBox({ label, minWidth, children }: CategoryTableBoxProps) {
  const box = useRef<HTMLDivElement>(null);
  const scrolls = useScrollsSideways(box);
  return (
    // Positioned, so visually hidden texts inside cells scroll with the table, not the page.
    <Table.ScrollContainer
      ref={box}
      minWidth={minWidth}
      type="native"
      pos="relative"
      className="rt-category-table-box mantine-focus-auto"
      {...(scrolls ? { tabIndex: 0, role: 'region', 'aria-label': label } : {})}
    >
      {children}
    </Table.ScrollContainer>
  );
}
