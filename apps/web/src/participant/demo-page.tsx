/**
 * /demo and /demonstration: the same survey, its consent choice included, nothing sent anywhere,
 * then the participant's scores against the RAND reference means (spec section 2; decisions.md
 * "Graphs"). The chart library, and the chart's words in each language, are loaded only when the
 * results show.
 */
import { scoreAnswers } from '@romtrack/sf36/score';
import type { ConsentRegion } from '@romtrack/shared/contracts/centers';
import { consentPath } from '@romtrack/shared/participant-routes';
import { Suspense, useEffect, useRef, useState } from 'react';
import { retryableLazy } from '../lib/retryable-lazy.tsx';
import { DEFAULT_CONFIG, fetchConfig, type PublicConfig } from './api.ts';
import { setPageTitle } from './document-title.ts';
import { PageShell, surveyTitle } from './page-shell.tsx';
import { RetryOnFailure } from './retry-on-failure.tsx';
import { ConsentChoice } from './survey/consent-choice.tsx';
import { StepNav } from './survey/step-nav.tsx';
import { SurveyFlow } from './survey/survey-flow.tsx';
import { initialSurveyState, isComplete } from './survey/survey-state.ts';
import { uiTexts } from './ui-text/index.ts';
import { browserLanguages, preferredSurveyLanguage } from './ui-text/preferred-language.ts';
import type { SurveyLanguage } from '@romtrack/sf36/questionnaire/types';

const ResultsChart = retryableLazy(() => import('./results/results-chart.tsx'));

interface Results {
  language: SurveyLanguage;
  scores: number[];
}

/**
 * @param consentRegion The consent region of the center whose manager opened the demo (`?region=`,
 *   demoPath): its consent link shows the text that center's participants read.
 */
export function DemoPage({ consentRegion }: { consentRegion: ConsentRegion }) {
  const [config, setConfig] = useState<PublicConfig | null>(null);
  const [results, setResults] = useState<Results | null>(null);
  // A new key remounts the survey from the start ("Start again").
  const [round, setRound] = useState(0);
  const [waitingLanguage] = useState(() => preferredSurveyLanguage(null, browserLanguages()));

  useEffect(() => {
    const abort = new AbortController();
    fetchConfig(abort.signal).then(setConfig, (error: unknown) => {
      if (!(error instanceof DOMException && error.name === 'AbortError')) setConfig(DEFAULT_CONFIG);
    });
    return () => abort.abort();
  }, []);

  useEffect(() => {
    if (config) setPageTitle(surveyTitle(config.productName));
  }, [config]);

  return (
    <PageShell
      title={config ? surveyTitle(config.productName) : null}
      titleLang="en"
      foundationName={config?.foundationName ?? null}
    >
      {config === null ? (
        <p className="p-card p-loading" role="status" lang={waitingLanguage}>
          {uiTexts[waitingLanguage].loading}
        </p>
      ) : results ? (
        <DemoResults
          results={results}
          onRestart={() => {
            setResults(null);
            setRound((r) => r + 1);
          }}
        />
      ) : (
        <SurveyFlow
          key={round}
          initial={initialSurveyState}
          focusFirstStep={round > 0}
          instructionsNote={(text) => <p className="p-note">{text.demoNotice}</p>}
          finish={({ state, text, dispatch, back }) => (
            <section className="p-card">
              <h2 className="p-step-title" tabIndex={-1} data-step-focus>
                {text.finishTitle}
              </h2>
              <p className="p-note">{text.demoNotice}</p>
              {/* The real survey's consent choice, kept in this tab's memory like the answers. */}
              <ConsentChoice
                consented={state.consented}
                dispatch={dispatch}
                text={text}
                href={consentPath(state.language ?? 'en', consentRegion)}
              />
              <StepNav backLabel={text.back} onBack={back}>
                <button
                  type="button"
                  className="p-btn p-btn--primary"
                  onClick={() => {
                    if (!isComplete(state.answers) || state.language === null) return;
                    const answers = state.answers.map((a) => a ?? 0);
                    setResults({ language: state.language, scores: scoreAnswers(answers).display });
                  }}
                >
                  {text.showResults}
                </button>
              </StepNav>
            </section>
          )}
        />
      )}
    </PageShell>
  );
}

function DemoResults({ results, onRestart }: { results: Results; onRestart: () => void }) {
  const text = uiTexts[results.language];
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className="p-card" lang={results.language}>
      <h2 className="p-step-title" tabIndex={-1} ref={heading}>
        {text.demoResultsTitle}
      </h2>
      <p>{text.resultsIntro}</p>
      <RetryOnFailure text={text}>
        <Suspense fallback={<div className="p-chart-placeholder" role="status" aria-label={text.loading} />}>
          <ResultsChart
            language={results.language}
            title={text.demoResultsTitle}
            seriesLabel={text.yourScores}
            scores={results.scores}
          />
        </Suspense>
      </RetryOnFailure>
      <div className="p-nav">
        <button type="button" className="p-btn p-btn--secondary" onClick={onRestart}>
          {text.startAgain}
        </button>
      </div>
    </section>
  );
}
