/**
 * The colour a chart's words and lines take in forced colours (Windows High Contrast, and
 * browsers' own high-contrast themes): the page's text colour as the browser forces it, or null
 * when colours are not forced. The browser recolours the page but never a canvas's pixels, so a
 * chart drawn in its dark greys vanishes into a dark theme's background while the page around it
 * turns to white on black.
 *
 * Not while printing: paper is white, and the chart's own dark greys are right there.
 */
import { useSyncExternalStore } from 'react';
import { isPrinting, onPrintingChange } from '../../lib/printing.ts';

const FORCED = '(forced-colors: active)';

function subscribe(onChange: () => void): () => void {
  const media = window.matchMedia?.(FORCED);
  media?.addEventListener('change', onChange);
  const stopPrinting = onPrintingChange(onChange);
  return () => {
    media?.removeEventListener('change', onChange);
    stopPrinting();
  };
}

function forcedInk(): string | null {
  if (isPrinting() || !window.matchMedia?.(FORCED).matches) return null;
  // The body's text colour is forced to the theme's (CanvasText), as an rgb() a canvas can use.
  return getComputedStyle(document.body).color;
}

/** The forced text colour, or null; the chart is drawn again when either changes. */
export const useForcedInk = () => useSyncExternalStore(subscribe, forcedInk, () => null);
