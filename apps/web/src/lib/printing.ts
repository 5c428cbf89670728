/**
 * Whether the page is being printed: from `beforeprint` until `afterprint`, or while the print
 * media query matches (a browser's print emulation). What differs on paper and is costly to keep
 * ready on screen (a chart redrawn at the paper's width, a wide table in parts) follows this
 * rather than being drawn twice, once hidden.
 *
 * Listeners are told at once, inside `beforeprint` itself, and React's updates are flushed there:
 * the browser lays the page out for paper as soon as the event's listeners return.
 */
import { useSyncExternalStore } from 'react';
import { flushSync } from 'react-dom';

const listeners = new Set<() => void>();
let printing = false;

function set(value: boolean) {
  if (printing === value) return;
  printing = value;
  flushSync(() => {
    for (const listener of listeners) listener();
  });
}

if (typeof window !== 'undefined') {
  const printMedia = window.matchMedia('print');
  printing = printMedia.matches;
  window.addEventListener('beforeprint', () => set(true));
  // Still printing if the print media query matches: a browser's print emulation outlasts a print.
  window.addEventListener('afterprint', () => set(printMedia.matches));
  printMedia.addEventListener('change', (event) => set(event.matches));
}

export const isPrinting = () => printing;

/** Calls `listener` each time printing starts or ends; returns the way to stop. */
export function onPrintingChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const usePrinting = () => useSyncExternalStore(onPrintingChange, isPrinting, () => false);
