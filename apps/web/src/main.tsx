import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { router } from './app/router.tsx';
import { loadLanguage } from './lib/i18n.ts';
import { languageForPath } from './lib/locale.ts';

// A Spanish or Chinese page first fetches its texts, so it never paints in English.
const language = loadLanguage(languageForPath(window.location.pathname)).catch(() => undefined);

void language.then(() =>
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  ),
);
