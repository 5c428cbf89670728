// Zod's setting for this page. vite.config.ts puts the module in zod's own chunk, which runs
// before any module that builds a schema.
import './lib/zod-without-eval.ts';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { createStaffRouter } from './app/router.tsx';
import { loadLanguage } from './lib/i18n.ts';
import { languageForPath } from './lib/locale.ts';
import { nextTask } from './lib/next-task.ts';

type StaffRouter = ReturnType<typeof createStaffRouter>;

/**
 * Resolves once the router has the opened screen's code (every screen is lazy). Rendered before
 * that, the router would show nothing in place of the page's own frame (index.html) for a moment.
 */
function screenLoaded(router: StaffRouter): Promise<void> {
  return new Promise((resolve) => {
    if (router.state.initialized) return resolve();
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}

async function start(): Promise<void> {
  // A Spanish or Chinese page first fetches its texts, so it never paints in English.
  const language = loadLanguage(languageForPath(window.location.pathname)).catch(() => undefined);
  // Making the router, which matches the address and asks for the screen (about 10 ms of a desktop
  // CPU), is a task of its own, after the one that ran this chunk's modules (boot.ts runs the
  // app a chunk at a time).
  await nextTask();
  const router = createStaffRouter();
  await Promise.all([language, screenLoaded(router)]);
  const root = createRoot(document.getElementById('root')!);
  // As a transition, the first render gives the browser its turn every few milliseconds instead
  // of holding a phone's main thread for the whole app at once; the frame stays until it is done.
  startTransition(() =>
    root.render(
      <StrictMode>
        <RouterProvider router={router} />
      </StrictMode>,
    ),
  );
}

void start();
