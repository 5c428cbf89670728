/**
 * /survey/{token}: a participant's one-time survey (spec sections 2 and 4). A link that does
 * not load sends the participant to '/', which says why; answers in progress survive a reload, and so does the
 * thank-you in this tab; submitting without consent is allowed (decisions.md "Participants and
 * surveys").
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { SurveyLanguage } from '@romtrack/sf36/questionnaire/types';
import { fetchConfig, fetchSurveyInfo, submitSurvey, type PublicConfig, type SurveyInfo } from './api.ts';
import { noteLeftLink } from './left-link-note.ts';
import { PageShell, surveyTitle } from './page-shell.tsx';
import { browserStore, clearProgress, loadProgress, saveProgress } from './survey/progress-store.ts';
import { noteSubmitted, submittedLanguage } from './survey/submitted-store.ts';
import { SurveyFlow, type FinishScreen } from './survey/survey-flow.tsx';
import { initialSurveyState, isComplete, type SurveyState } from './survey/survey-state.ts';
import { linkClosed, linkLoadFailure } from './survey-link.ts';
import { uiTexts } from './ui-text/index.ts';

/** `info` is null for a link already submitted in this tab: its thank-you needs none. */
type Loaded = { config: PublicConfig; info: SurveyInfo | null };

/**
 * Removes this link's answers in progress from the device. Called once they are sent, and when the
 * link turns out used, expired or not a token (404, 410, 400): such a link can never be submitted
 * (a new link is a new address, with its own answers), and answers to a health survey have no
 * business staying on a device that may be shared. Returns the language they were in, if any.
 */
function forgetProgress(token: string): SurveyLanguage | null {
  const store = browserStore();
  if (!store) return null;
  const language = loadProgress(store, token)?.language ?? null;
  clearProgress(store, token);
  return language;
}

/** The language of this link's answers in progress, if any are on the device. */
function progressLanguage(token: string): SurveyLanguage | null {
  const store = browserStore();
  return (store && loadProgress(store, token)?.language) ?? null;
}

/**
 * A link that does not load sends the participant to '/' (spec section 8), and '/' is told why
 * (left-link-note.ts). One that can never be submitted also loses its answers in progress; any
 * other failure (no connection, a server error, 429) may pass on a retry, so its answers stay and
 * '/' offers the link again.
 */
function leave(token: string, status: number): void {
  const reason = linkLoadFailure(status);
  if (reason === 'unreachable') noteLeftLink({ reason, token }, progressLanguage(token));
  else noteLeftLink({ reason }, forgetProgress(token));
  window.location.replace('/');
}

export function SurveyPage({ token }: { token: string }) {
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [doneBefore] = useState(() => submittedLanguage(token));
  const [thankYou, setThankYou] = useState<SurveyLanguage | null>(doneBefore);

  useEffect(() => {
    const abort = new AbortController();
    // Submitted already: the server would only say the link is used up.
    const info = doneBefore ? Promise.resolve(null) : fetchSurveyInfo(token, abort.signal);
    Promise.all([fetchConfig(abort.signal), info])
      .then(([config, result]) => {
        if (result === null) setLoaded({ config, info: null });
        else if (result.ok) setLoaded({ config, info: result.data });
        else leave(token, result.status);
      })
      .catch((error: unknown) => {
        if (error instanceof DOMException && error.name === 'AbortError') return;
        leave(token, 0);
      });
    return () => abort.abort();
  }, [token, doneBefore]);

  useEffect(() => {
    if (loaded) document.title = surveyTitle(loaded.config.productName);
  }, [loaded]);

  const title = loaded ? surveyTitle(loaded.config.productName) : null;
  return (
    <PageShell title={title} foundationName={loaded?.config.foundationName ?? null}>
      {loaded === null ? (
        <p className="p-card p-loading" role="status">
          {uiTexts.en.loading}
        </p>
      ) : thankYou ? (
        <ThankYou language={thankYou} />
      ) : (
        loaded.info && <TokenSurvey token={token} info={loaded.info} onDone={setThankYou} />
      )}
    </PageShell>
  );
}

function TokenSurvey({
  token,
  info,
  onDone,
}: {
  token: string;
  info: SurveyInfo;
  onDone: (language: SurveyLanguage) => void;
}) {
  const [initial] = useState<SurveyState>(() => {
    const store = browserStore();
    return (store && loadProgress(store, token)) ?? initialSurveyState;
  });
  const save = useCallback(
    (state: SurveyState) => {
      const store = browserStore();
      if (store) saveProgress(store, token, state);
    },
    [token],
  );
  return (
    <SurveyFlow
      initial={initial}
      onStateChange={save}
      finish={(screen) => <SubmitScreen {...screen} token={token} info={info} onDone={onDone} />}
    />
  );
}

type SubmitStatus = 'idle' | 'sending' | 'link-invalid' | 'failed';

function SubmitScreen({
  state,
  text,
  dispatch,
  token,
  info,
  onDone,
}: FinishScreen & { token: string; info: SurveyInfo; onDone: (language: SurveyLanguage) => void }) {
  const [status, setStatus] = useState<SubmitStatus>('idle');
  const language = state.language ?? 'en';
  const consentHref = `/consent/${language}${info.center.consentRegion === 'eu' ? '?region=eu' : ''}`;
  // Once the link has closed, only why is left to say: nothing here can be changed or sent.
  const open = status !== 'link-invalid';

  async function submit() {
    const answers = state.answers.filter((a): a is number => a !== null);
    if (!isComplete(state.answers)) return;
    setStatus('sending');
    const result = await submitSurvey(token, {
      answers,
      consented: state.consented,
      surveyNo: info.surveyCount + 1,
      language,
    });
    if (result.ok) {
      forgetProgress(token);
      noteSubmitted(token, language);
      onDone(language);
    } else if (linkClosed(result.status)) {
      // Said on screen (the alert below), so nothing goes without a word.
      forgetProgress(token);
      setStatus('link-invalid');
    } else {
      // Any other failure may pass on a retry: the answers stay saved on this device.
      setStatus('failed');
    }
  }

  return (
    <section className="p-card">
      <h2 className="p-step-title" tabIndex={-1} data-step-focus>
        {text.finishTitle}
      </h2>
      {open && (
        <>
          <p>{text.finishText}</p>
          <div className="p-consent">
            <label className="p-check">
              <input
                type="checkbox"
                checked={state.consented}
                onChange={(event) => dispatch({ type: 'consent', consented: event.target.checked })}
              />
              <span>{text.consentLabel}</span>
            </label>
            <p>
              <a href={consentHref} target="_blank" rel="noopener">
                {text.consentLink}
              </a>
            </p>
            <p className="p-muted">{text.consentOptional}</p>
          </div>
        </>
      )}
      <StatusMessage status={status} text={text} />
      {open && (
        <div className="p-nav">
          <button type="button" className="p-btn p-btn--secondary" onClick={() => dispatch({ type: 'back' })}>
            {text.back}
          </button>
          <button
            type="button"
            className="p-btn p-btn--primary"
            disabled={status === 'sending'}
            onClick={() => void submit()}
          >
            {status === 'sending' ? text.submitting : text.submit}
          </button>
        </div>
      )}
    </section>
  );
}

function StatusMessage({ status, text }: { status: SubmitStatus; text: FinishScreen['text'] }) {
  // Always rendered, so screen readers announce the message when it appears.
  const message = status === 'link-invalid' ? text.linkInvalid : status === 'failed' ? text.submitFailed : null;
  return (
    <div role="alert" className={message ? 'p-alert' : undefined}>
      {message}
    </div>
  );
}

function ThankYou({ language }: { language: SurveyLanguage }) {
  const text = uiTexts[language];
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className="p-card p-thanks" lang={language}>
      <h2 className="p-step-title" tabIndex={-1} ref={heading}>
        {text.thankYouTitle}
      </h2>
      <p className="p-lead">{text.thankYouText}</p>
    </section>
  );
}
