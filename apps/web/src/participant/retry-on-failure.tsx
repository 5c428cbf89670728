/**
 * Around a part of the page whose code is downloaded on demand (the demo's chart, the consent
 * text): if that download fails (a phone's connection drops), the participant reads why and can
 * ask again, instead of the whole page going blank, as it does when nothing catches the error.
 * Its notice (TryAgainAlert) also says so when the survey's link could not load offline.
 */
import { type ReactNode, useState } from 'react';
import { ErrorBoundary } from '../lib/error-boundary.tsx';
import { retryFailedLoads } from '../lib/retryable-lazy.tsx';
import type { SurveyUiText } from './ui-text/types.ts';

/** Why a part of the page did not load, and a button that asks for it again. */
export function TryAgainAlert({
  message,
  tryAgain,
  onTryAgain,
  className = 'p-alert',
  lang,
}: {
  message: string;
  tryAgain: string;
  onTryAgain(): void;
  className?: string;
  lang?: string;
}) {
  return (
    <div className={className} role="alert" lang={lang}>
      <p>{message}</p>
      <button type="button" className="p-btn p-btn--secondary" onClick={onTryAgain}>
        {tryAgain}
      </button>
    </div>
  );
}

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
      fallback={<TryAgainAlert message={text.partLoadFailed} tryAgain={text.tryAgain} onTryAgain={tryAgain} />}
    >
      {children}
    </ErrorBoundary>
  );
}
