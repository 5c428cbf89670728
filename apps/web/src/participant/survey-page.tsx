/**
 * /survey/{token}: a participant's one-time survey (spec sections 2 and 4). A link that does
 * not load sends the participant to '/', which says why, unless this device sent its answers and
 * never heard back (arrivedBefore), or has no connection at all (waitingForConnection); answers in
 * progress survive a reload, and so does the thank-you in this tab; submitting without consent is
 * allowed (decisions.md "Participants and surveys").
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { consentPath } from '@romtrack/shared/participant-routes';
import type { SurveyLanguage } from '@romtrack/sf36/questionnaire/types';
import {
  fetchConfig,
  fetchSurveyInfo,
  submitSurvey,
  type CallResult,
  type PublicConfig,
  type SurveyInfo,
} from './api.ts';
import { noteLeftLink } from './left-link-note.ts';
import { setPageTitle } from './document-title.ts';
import { PageShell, surveyTitle, useDocumentLanguage } from './page-shell.tsx';
import { TryAgainAlert } from './retry-on-failure.tsx';
import { browserStore, clearProgress, loadProgress, saveProgress } from './survey/progress-store.ts';
import { ConsentChoice } from './survey/consent-choice.tsx';
import { noteSubmitted, submittedLanguage } from './survey/submitted-store.ts';
import { StepNav } from './survey/step-nav.tsx';
import { SurveyFlow, type FinishScreen } from './survey/survey-flow.tsx';
import { initialSurveyState, isComplete, type SurveyState } from './survey/survey-state.ts';
import { linkClosed, linkLoadFailure } from './survey-link.ts';
import { uiTexts } from './ui-text/index.ts';
import { browserLanguages, preferredSurveyLanguage } from './ui-text/preferred-language.ts';
import { waitFor } from './ui-text/link-notices.ts';
import { fill } from './ui-text/types.ts';

/** `info` is null for a link already submitted in this tab: its thank-you needs none. */
type Loaded = { config: PublicConfig; info: SurveyInfo | null };

/** How the link's survey info failed to load (api.ts CallResult): its status, code and Retry-After. */
type LoadFailure = Omit<Extract<CallResult<SurveyInfo>, { ok: false }>, 'ok'>;

/**
 * How the survey ended in this tab: sent (the thank-you), or refused at submit because the link
 * had closed meanwhile. Either way nothing is left to answer, change or send.
 */
interface Ending {
  outcome: 'submitted' | 'link-closed';
  language: SurveyLanguage;
}

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
 * (left-link-note.ts): for a link whose answers arrived already (ALREADY_RECEIVED), that they did.
 * One that can never be submitted also loses its answers in progress; any other failure (no
 * connection, a server error, 429) may pass on a retry, so its answers stay and '/' offers the
 * link again; after a 429, with how long to wait first.
 */
function leave(token: string, { status, code, retryAfterSeconds }: LoadFailure): void {
  const reason = linkLoadFailure(status, code);
  if (reason === 'throttled')
    noteLeftLink({ reason, token, retryAfterSeconds: retryAfterSeconds ?? null }, progressLanguage(token));
  else if (reason === 'unreachable') noteLeftLink({ reason, token }, progressLanguage(token));
  else noteLeftLink({ reason }, forgetProgress(token));
  window.location.replace('/');
}

/**
 * How a sending ended. Throttled: too many bad links from this network (a 429), with its wait;
 * refused: the server turned down what was sent (any other 4xx), which sending again cannot
 * change; failed: anything that may pass on a retry (no connection, no answer, a server error).
 */
type SendOutcome =
  | { outcome: 'submitted' | 'link-closed' | 'refused' | 'failed' }
  | { outcome: 'throttled'; retryAfterSeconds: number | null };

/**
 * Sends finished answers. Sent already (ALREADY_RECEIVED) counts as sent: an earlier sending
 * arrived, but its answer never reached this device (a phone losing its signal). Once sent, the
 * answers leave the device and the thank-you is kept for this tab.
 */
async function sendAnswers(token: string, state: SurveyState, surveyNo?: number): Promise<SendOutcome> {
  const language = state.language ?? 'en';
  const result = await submitSurvey(token, {
    answers: state.answers.filter((a): a is number => a !== null),
    consented: state.consented,
    language,
    ...(surveyNo === undefined ? {} : { surveyNo }),
  });
  if (result.ok || result.code === 'ALREADY_RECEIVED') {
    forgetProgress(token);
    noteSubmitted(token, language);
    return { outcome: 'submitted' };
  }
  if (result.status === 429) return { outcome: 'throttled', retryAfterSeconds: result.retryAfterSeconds ?? null };
  if (linkClosed(result.status)) return { outcome: 'link-closed' };
  return { outcome: result.status >= 400 && result.status < 500 ? 'refused' : 'failed' };
}

/**
 * For a link that no longer opens (404) while this device holds its finished answers: the
 * participant sent them, heard nothing back and reloaded. Sends them again, and if they had
 * arrived, gives the language for the thank-you; null otherwise, and the link is left as any
 * used link is.
 */
async function arrivedBefore(token: string): Promise<SurveyLanguage | null> {
  const store = browserStore();
  const progress = store && loadProgress(store, token);
  if (!progress?.language || !isComplete(progress.answers)) return null;
  return (await sendAnswers(token, progress)).outcome === 'submitted' ? progress.language : null;
}

export function SurveyPage({ token }: { token: string }) {
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [doneBefore] = useState(() => submittedLanguage(token));
  // Until the link's answer arrives, the page speaks the language of the answers on the device,
  // else the browser's: a participant on a slow phone reads "Đang tải…", not English.
  const [waitingLanguage] = useState(() => preferredSurveyLanguage(progressLanguage(token), browserLanguages()));
  const [ending, setEnding] = useState<Ending | null>(
    () => doneBefore && { outcome: 'submitted', language: doneBefore },
  );
  // Each load of the link; the next one is asked for when the connection comes back, or by hand.
  const [attempt, setAttempt] = useState(0);
  const [waitingForConnection, setWaitingForConnection] = useState(false);
  const loadAgain = useCallback(() => {
    setWaitingForConnection(false);
    setAttempt((n) => n + 1);
  }, []);

  useEffect(() => {
    const abort = new AbortController();
    // Submitted already: the server would only say the link is used up.
    const info = doneBefore ? Promise.resolve(null) : fetchSurveyInfo(token, abort.signal);
    Promise.all([fetchConfig(abort.signal), info])
      .then(async ([config, result]) => {
        if (result === null) setLoaded({ config, info: null });
        else if (result.ok) setLoaded({ config, info: result.data });
        // The phone has no connection at all (it lost its signal after the page came): '/' could
        // not load either, and the participant would get the browser's error page in place of the
        // link, gone from the address bar. Said here instead, and loaded again once it is back.
        else if (result.status === 0 && !navigator.onLine) setWaitingForConnection(true);
        else {
          const language = result.status === 404 ? await arrivedBefore(token) : null;
          if (!language) return leave(token, result);
          setLoaded({ config, info: null });
          setEnding({ outcome: 'submitted', language });
        }
      })
      .catch((error: unknown) => {
        if (error instanceof DOMException && error.name === 'AbortError') return;
        leave(token, { status: 0 });
      });
    return () => abort.abort();
  }, [token, doneBefore, attempt]);

  useEffect(() => {
    if (!waitingForConnection) return;
    window.addEventListener('online', loadAgain);
    return () => window.removeEventListener('online', loadAgain);
  }, [waitingForConnection, loadAgain]);

  useEffect(() => {
    if (loaded) setPageTitle(surveyTitle(loaded.config.productName));
  }, [loaded]);

  const title = loaded ? surveyTitle(loaded.config.productName) : null;
  return (
    <PageShell title={title} titleLang="en" foundationName={loaded?.config.foundationName ?? null}>
      {loaded === null && waitingForConnection ? (
        <TryAgainAlert
          className="p-card p-alert"
          lang={waitingLanguage}
          message={uiTexts[waitingLanguage].loadFailed}
          tryAgain={uiTexts[waitingLanguage].tryAgain}
          onTryAgain={loadAgain}
        />
      ) : loaded === null ? (
        <p className="p-card p-loading" role="status" lang={waitingLanguage}>
          {uiTexts[waitingLanguage].loading}
        </p>
      ) : ending ? (
        <SurveyEnd ending={ending} />
      ) : (
        loaded.info && <TokenSurvey token={token} info={loaded.info} onEnd={setEnding} />
      )}
    </PageShell>
  );
}

/** A moment as the language writes a date and time, on the participant's own clock and calendar. */
function dateAndTime(iso: string, language: SurveyLanguage): string {
  return new Intl.DateTimeFormat(language, { dateStyle: 'full', timeStyle: 'short' }).format(new Date(iso));
}

function TokenSurvey({ token, info, onEnd }: { token: string; info: SurveyInfo; onEnd: (ending: Ending) => void }) {
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
      instructionsNote={(text, language) => (
        <p className="p-note">{fill(text.linkValidUntil, { until: dateAndTime(info.expiresAt, language) })}</p>
      )}
      finish={(screen) => <SubmitScreen {...screen} token={token} info={info} onEnd={onEnd} />}
    />
  );
}

/** Throttled: refused for too many bad links from the network, with the server's Retry-After. */
type SubmitStatus = 'idle' | 'sending' | 'failed' | 'refused' | { throttledFor: number | null };

function SubmitScreen({
  state,
  text,
  dispatch,
  back,
  token,
  info,
  onEnd,
}: FinishScreen & { token: string; info: SurveyInfo; onEnd: (ending: Ending) => void }) {
  const [status, setStatus] = useState<SubmitStatus>('idle');
  const language = state.language ?? 'en';
  const alert =
    status === 'failed'
      ? text.submitFailed
      : status === 'refused'
        ? text.submitRefused
        : typeof status === 'object'
          ? fill(text.tooManyAttempts, { wait: waitFor(language, status.throttledFor) })
          : null;

  async function submit() {
    if (!isComplete(state.answers) || status === 'sending') return;
    setStatus('sending');
    const sent = await sendAnswers(token, state, info.surveyCount + 1);
    if (sent.outcome === 'submitted') {
      onEnd({ outcome: 'submitted', language });
    } else if (sent.outcome === 'link-closed') {
      // Said on screen (SurveyEnd), so nothing goes without a word.
      forgetProgress(token);
      onEnd({ outcome: 'link-closed', language });
    } else if (sent.outcome === 'throttled') {
      // Too many bad links from this network (the server's countingBadLinks): not the connection,
      // and it passes with time, so the participant is told to wait; the answers stay.
      setStatus({ throttledFor: sent.retryAfterSeconds });
    } else if (sent.outcome === 'refused') {
      // Not the connection: asking the participant to check it and try again would go round in
      // circles. The answers stay, for whoever helps.
      setStatus('refused');
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
      <p>{text.finishText}</p>
      <ConsentChoice
        consented={state.consented}
        dispatch={dispatch}
        text={text}
        href={consentPath(language, info.center.consentRegion)}
      />
      {/* Always rendered, so screen readers announce the message when it appears. */}
      <div role="alert" className={alert ? 'p-alert' : undefined}>
        {alert}
      </div>
      <StepNav backLabel={text.back} onBack={back}>
        <button
          type="button"
          className="p-btn p-btn--primary"
          // Not `disabled`: that would throw the keyboard focus off the page while the answers are
          // on their way, and leave it there if they fail to arrive.
          aria-disabled={status === 'sending'}
          onClick={() => void submit()}
        >
          {status === 'sending' ? text.submitting : text.submit}
        </button>
      </StepNav>
    </section>
  );
}

/**
 * The last screen of a survey in this tab. No survey screen stays behind it, so the browser's
 * Back leaves the page rather than showing answers that can no longer be sent.
 */
function SurveyEnd({ ending }: { ending: Ending }) {
  const text = uiTexts[ending.language];
  useDocumentLanguage(ending.language);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const submitted = ending.outcome === 'submitted';
  return (
    <section className={submitted ? 'p-card p-thanks' : 'p-card'} lang={ending.language}>
      <h2 className="p-step-title" tabIndex={-1} ref={heading}>
        {submitted ? text.thankYouTitle : text.notSentTitle}
      </h2>
      {submitted ? (
        <p className="p-lead">{text.thankYouText}</p>
      ) : (
        <div role="alert" className="p-alert">
          {text.linkInvalid}
        </div>
      )}
    </section>
  );
}
