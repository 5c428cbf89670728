/**
 * Whether an element is on screen or near it, for a screen of many charts (a region's graph
 * browser draws one per center, fifty or more): Chart.js builds each chart on the main thread, so
 * fifty at once froze a slow laptop for seconds when the screen opened, and again for each new
 * date range or region. Only the charts near the screen are drawn; the others wait, and go again
 * once scrolled far away. Before printing, every chart is drawn, since paper shows them all, and
 * said to be for paper (`printing`), so that it is drawn whole at once.
 */
import { useEffect, useState, type RefCallback } from 'react';
import { flushSync } from 'react-dom';

/** How far beyond the screen, above and below, a chart is drawn already: half a screen. */
const NEAR = '50% 0px';

/**
 * A ref for the element, whether it is near the screen, and whether the page is going to paper.
 * `watch` false: always near (a screen of one chart); so is every element where the browser has
 * no IntersectionObserver.
 */
export function useNearView(watch: boolean): [RefCallback<HTMLElement>, boolean, boolean] {
  const canWatch = watch && typeof IntersectionObserver !== 'undefined';
  const [element, setElement] = useState<HTMLElement | null>(null);
  const [near, setNear] = useState(!canWatch);
  const [printing, setPrinting] = useState(false);
  useEffect(() => {
    if (!canWatch || !element) return;
    const observer = new IntersectionObserver((entries) => setNear(entries.some((entry) => entry.isIntersecting)), {
      rootMargin: NEAR,
    });
    observer.observe(element);
    // Drawn before the page is laid out for paper: the browser prints right after this event.
    const beforePrint = () => flushSync(() => setPrinting(true));
    const afterPrint = () => setPrinting(false);
    window.addEventListener('beforeprint', beforePrint);
    window.addEventListener('afterprint', afterPrint);
    return () => {
      observer.disconnect();
      window.removeEventListener('beforeprint', beforePrint);
      window.removeEventListener('afterprint', afterPrint);
    };
  }, [canWatch, element]);
  return [setElement, !canWatch || near || printing, printing];
}
