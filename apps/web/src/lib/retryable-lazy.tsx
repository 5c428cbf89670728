/**
 * React.lazy for code whose download may fail and succeed later (a phone's connection drops).
 * React.lazy keeps a failure for good, so such a component would fail at every render until the
 * page was reloaded. Here a failed component asks for its code again once `retryFailedLoads` has
 * been called; the browser fetches a module anew when an earlier fetch of it failed. Free of
 * Mantine and i18next: the staff app and the participant page both use it.
 */
import { type ComponentType, createElement, lazy } from 'react';

/** How to ask again for each component whose code failed to download. */
const failedLoads = new Set<() => void>();

/**
 * Lets each component whose code failed to download ask for it again the next time it renders.
 * Called when the person moves on or asks to try again, never during a render: React renders a
 * failed component a second time before it shows the error, and a component that asked again there
 * would never show it, asking and failing on and on while the connection was down.
 */
export function retryFailedLoads(): void {
  for (const retry of failedLoads) retry();
  failedLoads.clear();
}

/** Like React.lazy, with another try after `retryFailedLoads`. */
export function retryableLazy<P extends object>(load: () => Promise<{ default: ComponentType<P> }>): ComponentType<P> {
  const attempt = () =>
    lazy(() =>
      load().catch((error: unknown) => {
        failedLoads.add(() => (Lazy = attempt()));
        throw error;
      }),
    );
  let Lazy = attempt();
  return function Retryable(props: P) {
    return createElement(Lazy, props);
  };
}
