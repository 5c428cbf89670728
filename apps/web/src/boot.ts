/**
 * The staff page's first script, kept tiny so the page's frame (index.html) paints before any
 * of the app runs. Each screen's code is a lazy chunk, which React Router would ask for only
 * once the whole app had downloaded and run: on a phone's slow network, a second or more of
 * waiting in a row. Here the app, the opened screen's chunks and the check of the stored
 * session are all asked for at once, so they download together, and the screen's first data as
 * soon as the session check answers (route-table.ts, `firstRequests`).
 */
import { CONFIG_PATH, ME_PATH } from './api/paths.ts';
import { preloadRoute } from './app/preload-route.ts';
import { askEarly } from './lib/api-fetch.ts';
import { nextTask } from './lib/next-task.ts';
import { sessionToken } from './lib/session-token.ts';

/**
 * Runs the app's code a large chunk at a time (vite.config.ts groups them), each in a task of its
 * own as soon as it has arrived, rather than all of it in one task once the last has arrived: that
 * task took about 45 ms of this CPU, four times that on a phone, during which the page could not
 * answer a tap. Each import below runs one chunk and those it needs: React with its router; zod
 * with its setting, which must come before any schema is built (zod-without-eval.ts); Mantine, the
 * libraries and the code the screens share (the query client is one of its modules); then the app
 * itself. A module that moves to another chunk only merges two of these tasks again.
 */
async function runApp(): Promise<void> {
  const chunks = [
    () => import('react-dom/client'),
    () => import('./lib/zod-without-eval.ts'),
    () => import('./lib/query-client.ts'),
  ];
  for (const run of chunks) {
    await run();
    await nextTask();
  }
  await import('./main.tsx');
}

// The session check and the names in the navbar (the config), then the opened screen's code and
// first data: all asked for now, so that they travel while the app's code downloads.
const session = sessionToken.get() ? askEarly(ME_PATH) : null;
askEarly(CONFIG_PATH);
preloadRoute(window.location, session);
void runApp();

// The first Intl.NumberFormat of a page loads the browser's number-formatting data: about 120 ms
// of a phone's CPU (Chromium at 4x slow-down), which the screens that show counts and scores paid
// inside their first render. Paid here instead, while the app's code is still on its way and the
// main thread has nothing to do. Only with a stored session: without one, the page shows a login
// form (or the password reset, or a page that is not there), which formats no number, and the
// phone would be busy for nothing: a long task that Lighthouse counted in the login page's
// blocking time.
if (session) setTimeout(() => new Intl.NumberFormat().format(0));
