/**
 * A time limit for one request: its `signal` aborts the request (and the reading of its answer)
 * once `ms` pass, or when the caller's own `signal` aborts (a screen left). `timedOut` tells the
 * two apart, so that giving up on a silent server reads as such and a screen left stays a plain
 * AbortError. `restart` starts the wait again, for a download that is still receiving.
 *
 * A timer and a controller of our own rather than AbortSignal.any with AbortSignal.timeout: `any`
 * came in Safari 17.4, newer than the browsers the build targets (Vite's default, which reaches
 * back to Safari 16.4).
 */
export interface Deadline {
  readonly signal: AbortSignal;
  timedOut(): boolean;
  restart(): void;
  /** Stops the timer and lets go of the caller's signal; call once the request is over. */
  done(): void;
}

export function deadline(ms: number, outer?: AbortSignal): Deadline {
  const controller = new AbortController();
  let expired = false;
  const expire = () => {
    expired = true;
    controller.abort();
  };
  let timer = setTimeout(expire, ms);
  const forward = () => controller.abort();
  if (outer?.aborted) forward();
  outer?.addEventListener('abort', forward);
  return {
    signal: controller.signal,
    timedOut: () => expired,
    restart() {
      clearTimeout(timer);
      if (!controller.signal.aborted) timer = setTimeout(expire, ms);
    },
    done() {
      clearTimeout(timer);
      outer?.removeEventListener('abort', forward);
    },
  };
}
