/**
 * Around a part of the page whose code is downloaded on demand (the demo's chart, the consent
 * text): if that download fails (a phone's connection drops), the participant reads why and can
 * ask again, instead of the whole page going blank, as it does when nothing catches the error.
 */
import { type ReactNode, useState } from 'react';
import { ErrorBoundary } from '../lib/error-boundary.tsx';
import { retryFailedLoads } from '../lib/retryable-lazy.tsx';
import type { SurveyUiText } from './ui-text/types.ts';

export function RetryOnFailure({
  text,
  children,
}: {
  text: Pick<SurveyUiText, 'partLoadFailed' | 'tryAgain'>;
  children: ReactNode;
}) {
  const [attempt, setAttempt] = useState(0);
  const tryAgain = () => {
    retryFailedLoads();
    setAttempt((n) => n + 1);
  };
  return (
    <ErrorBoundary
      resetKey={attempt}
      fallback={
        <div className="p-alert" role="alert">
          <p>{text.partLoadFailed}</p>
          <button type="button" className="p-btn p-btn--secondary" onClick={tryAgain}>
            {text.tryAgain}
          </button>
        </div>
      }
    >
      {children}
    </ErrorBoundary>
  );
}
