/**
 * Runs `task` once the browser is idle: after the frame on screen has been drawn and nothing more
 * urgent waits, or after `timeout` ms at the latest. For code no screen needs to paint, so that on
 * a phone's slow network its download does not share the line with what the paint waits for.
 * Safari has no requestIdleCallback: there, after a second. Returns what cancels it.
 */
export function whenIdle(task: () => void, timeout = 2000): () => void {
  if (typeof requestIdleCallback !== 'function') {
    const timer = setTimeout(task, 1000);
    return () => clearTimeout(timer);
  }
  const idle = requestIdleCallback(task, { timeout });
  return () => cancelIdleCallback(idle);
}
