/**
 * The staff page's first script, kept tiny so the page's frame (index.html) paints before any
 * of the app runs. Each screen's code is a lazy chunk, which React Router would ask for only
 * once the whole app had downloaded and run: on a phone's slow network, a second or more of
 * waiting in a row. Here the app, the opened screen's chunks and the check of the stored
 * session are all asked for at once, so they download together.
 */
import { preloadRoute } from './app/preload-route.ts';
import { startSessionCheck } from './features/auth/api/early-session-check.ts';

startSessionCheck();
preloadRoute(window.location);
void import('./main.tsx');

// The first Intl.NumberFormat of a page loads the browser's number-formatting data: about 120 ms
// of a phone's CPU (Chromium at 4x slow-down), which the screens that show counts and scores paid
// inside their first render. Paid here instead, while the app's code is still on its way and the
// main thread has nothing to do.
setTimeout(() => new Intl.NumberFormat().format(0));
