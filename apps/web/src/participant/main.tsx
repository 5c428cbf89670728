/**
 * The participant page (participant.html): survey links, the demo and the consent text. It is
 * kept apart from the staff app (no Mantine, router, i18next or TanStack Query) so a survey
 * link opens fast on a cheap phone; a path switch replaces the router.
 */
import { isSurveyLanguage } from '@romtrack/sf36/questionnaire/types';
import { consentRegionOf } from '@romtrack/shared/participant-routes';
import { StrictMode, Suspense, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { trimToken } from '../lib/link-token.ts';
import { retryableLazy } from '../lib/retryable-lazy.tsx';
import { DemoPage } from './demo-page.tsx';
import './participant.css';
import { RetryOnFailure } from './retry-on-failure.tsx';
import { forgetStaleProgress } from './survey/progress-store.ts';
import { SurveyPage } from './survey-page.tsx';
import { uiTexts } from './ui-text/index.ts';

const ConsentPage = retryableLazy(() => import('./consent-page.tsx'));

/** A path segment decoded, or null when it is not valid percent-encoding. */
function segment(value: string | undefined): string | null {
  if (!value) return null;
  try {
    return decodeURIComponent(value);
  } catch {
    return null;
  }
}

/**
 * The survey token in `path`, without what a sentence left after a pasted link; the address bar
 * then shows the clean link, so a reload or a bookmark carries it.
 */
function surveyToken(path: string, location: Location): string | null {
  const raw = /^\/survey\/([^/]+)$/.exec(path)?.[1];
  if (raw === undefined) return null;
  // A link cut inside a `%` escape does not decode; its token is still there, before the `%`.
  const meant = segment(raw) ?? raw;
  const token = trimToken(meant);
  if (token !== meant) {
    window.history.replaceState(
      window.history.state,
      '',
      `/survey/${encodeURIComponent(token)}${location.search}${location.hash}`,
    );
  }
  return token;
}

function pageFor(location: Location): ReactNode | null {
  const path = location.pathname.replace(/\/+$/, '');
  const token = surveyToken(path, location);
  if (token !== null) return <SurveyPage token={token} />;
  const language = segment(/^\/consent\/([^/]+)$/.exec(path)?.[1]);
  if (language !== null) {
    // Before the consent text has arrived, the participant page's own texts say if it cannot.
    const text = uiTexts[isSurveyLanguage(language) ? language : 'en'];
    return (
      <RetryOnFailure text={text}>
        <Suspense fallback={null}>
          <ConsentPage language={language} region={consentRegionOf(location.search)} />
        </Suspense>
      </RetryOnFailure>
    );
  }
  if (path === '/demo' || path === '/demonstration')
    return <DemoPage consentRegion={consentRegionOf(location.search)} />;
  return null;
}

// Here, not in the survey page: every address of this page (a survey link, the demo, a consent
// text) clears the answers in progress that no open link can have, so a survey left half-way on a
// shared tablet and never reopened is gone once anyone opens any of them. Once per page load.
forgetStaleProgress();

const page = pageFor(window.location);
const root = document.getElementById('root');
if (page === null || root === null) {
  // The server sends only participant routes here; anything else belongs to the staff app.
  window.location.replace('/');
} else {
  createRoot(root).render(<StrictMode>{page}</StrictMode>);
}
