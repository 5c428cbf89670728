import { useLayoutEffect, useRef, useState } from 'react';

const remToPx = (rem: number) => rem * (parseFloat(getComputedStyle(document.documentElement).fontSize) || 16);

/**
 * Whether the element is at least `minRem` wide, read before the first paint and again as it
 * resizes: the room the screen leaves a table, beside the side menu from tablet width up (a 768 px
 * tablet leaves it 464 px), not the window's width. A list with a table where it has that room
 * and a card per row elsewhere (the PID table, the directors) renders only the layout that fits.
 * Undefined until read; in a window narrower than that (a phone) no at once, so that the cards are
 * built in the list's first render (for the PIDs, its own deferred one: pid-browser.tsx), not in a
 * second, blocking one after the box is read.
 */
export function useWiderThan(minRem: number) {
  const ref = useRef<HTMLDivElement>(null);
  const [wider, setWider] = useState(() => (window.innerWidth < remToPx(minRem) ? false : undefined));
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const check = () => setWider(element.getBoundingClientRect().width >= remToPx(minRem));
    check();
    const observer = new ResizeObserver(check);
    observer.observe(element);
    return () => observer.disconnect();
  }, [minRem]);
  return [ref, wider] as const;
}
