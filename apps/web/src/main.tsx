// Zod's setting for this page. vite.config.ts puts the module in zod's own chunk, which runs
// before any module that builds a schema.
import './lib/zod-without-eval.ts';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { preloadScreens } from './app/preload-route.ts';
import { StaffRoutes } from './app/router.tsx';
import { StaffRootError } from './app/staff-root.tsx';
import { ErrorBoundary } from './lib/error-boundary.tsx';
import { loadLanguage } from './lib/i18n.ts';
import { languageForPath } from './lib/locale.ts';
import { nextTask } from './lib/next-task.ts';

async function start(): Promise<void> {
  // A Spanish or Chinese page first fetches its texts, so it never paints in English.
  const language = loadLanguage(languageForPath(window.location.pathname)).catch(() => undefined);
  // The opened screen's code, asked for by boot.ts already: rendered before it has arrived, the
  // app would wait for it anyway (below), having done its work in a task too early.
  const screens = preloadScreens(window.location).catch(() => undefined);
  await Promise.all([language, screens, nextTask()]);
  const root = createRoot(document.getElementById('root')!);
  // As a transition, the first render gives the browser its turn every few milliseconds instead
  // of holding a phone's main thread for the whole app at once; and a screen whose code is still
  // on its way holds the whole render back, so the page's frame (index.html) stays until the app
  // can show the screen, never an empty page in between.
  startTransition(() =>
    root.render(
      <StrictMode>
        <BrowserRouter>
          <ErrorBoundary fallback={<StaffRootError />}>
            <StaffRoutes />
          </ErrorBoundary>
        </BrowserRouter>
      </StrictMode>,
    ),
  );
}

void start();
