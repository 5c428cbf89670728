/**
 * The current time, refreshed every 30 seconds for every subscriber at once, so "time left"
 * texts stay true without each row running its own timer (and rendering stays pure).
 */
import { useSyncExternalStore } from 'react';

const TICK_MS = 30_000;
let now = Date.now();
const listeners = new Set<() => void>();
let timer: ReturnType<typeof setInterval> | undefined;

function tick() {
  now = Date.now();
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  // After a quiet spell the stored time is stale; React reads the snapshot again after subscribing.
  now = Date.now();
  listeners.add(listener);
  timer ??= setInterval(tick, TICK_MS);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && timer !== undefined) {
      clearInterval(timer);
      timer = undefined;
    }
  };
}

export function useNow(): number {
  return useSyncExternalStore(
    subscribe,
    () => now,
    () => now,
  );
}
