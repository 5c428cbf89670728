/**
 * The survey itself, shared by the real survey and the demo: the language, the instructions,
 * one item at a time, then whatever the page puts on the finish screen (consent and submit, or
 * the demo's results button). Every screen after the first offers the languages again, keeping the
 * answers and the place. Focus follows the participant to each new screen's heading, and
 * the browser's Back steps back a screen as the page's own Back does.
 */
import { sectionHeaderIndex } from '@romtrack/sf36/questionnaire/sections';
import type { SurveyLanguage } from '@romtrack/sf36/questionnaire/types';
import { useEffect, useReducer, useRef, type Dispatch, type ReactNode } from 'react';
import { setStepTitle } from '../document-title.ts';
import { useDocumentLanguage } from '../page-shell.tsx';
import { uiTexts } from '../ui-text/index.ts';
import { fill, type SurveyUiText } from '../ui-text/types.ts';
import { ADVANCE_DELAY_MS } from './answer-timing.ts';
import { LanguageStep } from './language-step.tsx';
import { LanguageSwitch } from './language-switch.tsx';
import { ProgressBar } from './progress-bar.tsx';
import { QuestionStep } from './question-step.tsx';
import { StepNav } from './step-nav.tsx';
import { useSurveyHistory } from './survey-history.ts';
import { useQuestionnaire } from './use-questionnaire.ts';
import {
  answeredCount,
  FINISH,
  INSTRUCTIONS,
  isSkipped,
  nextTarget,
  surveyReducer,
  type SurveyAction,
  type SurveyState,
} from './survey-state.ts';

export interface FinishScreen {
  state: SurveyState;
  text: SurveyUiText;
  dispatch: Dispatch<SurveyAction>;
  /** The page's Back button: one step back, as the browser's Back. */
  back: () => void;
}

interface SurveyFlowProps {
  initial: SurveyState;
  /** Called with every new state (the real survey saves it). */
  onStateChange?: (state: SurveyState) => void;
  /** A note under the instructions, in the chosen language (the demo says nothing is saved). */
  instructionsNote?: (text: SurveyUiText, language: SurveyLanguage) => ReactNode;
  /** The screen after the last item. Mark its heading with `data-step-focus` and tabIndex -1. */
  finish: (screen: FinishScreen) => ReactNode;
  /**
   * Focus the first screen's heading on arrival: set when the flow replaces a screen the focus was
   * in (the demo's Start again), where the browser would otherwise drop it to the page's body.
   */
  focusFirstStep?: boolean;
}

export function SurveyFlow({
  initial,
  onStateChange,
  instructionsNote,
  finish,
  focusFirstStep = false,
}: SurveyFlowProps) {
  const [state, dispatch] = useReducer(surveyReducer, initial);
  // The language screen is in English (with each language's own line); after it, the chosen one.
  useDocumentLanguage(state.language ?? 'en');
  const loading = useQuestionnaire(state.language);
  const container = useRef<HTMLDivElement>(null);
  const advanceTimer = useRef<number | undefined>(undefined);

  useEffect(() => {
    onStateChange?.(state);
  }, [state, onStateChange]);

  useEffect(() => () => window.clearTimeout(advanceTimer.current), []);

  const historyBack = useSurveyHistory(state, dispatch);
  const back = () => {
    window.clearTimeout(advanceTimer.current);
    historyBack();
  };

  // Move focus to the new screen's heading or legend whenever the screen changes (not on the
  // first render, unless asked: a page that has just opened keeps the browser's own focus).
  // A language still downloading is a step of its own, so focus moves again once it is there; a
  // screen shown in another language (LanguageSwitch) is a new one too, read from its heading.
  const step =
    state.language === null
      ? 'language'
      : loading.status !== 'ready'
        ? `loading-${loading.status}`
        : `${state.language}:${state.position}`;
  // The question in the tab's title as well (document-title.ts), in the chosen language.
  const total = loading.status === 'ready' ? loading.questionnaire.items.length : 0;
  const questionTitle =
    state.language !== null && state.position >= 0 && state.position < total
      ? fill(uiTexts[state.language].progress, { current: state.position + 1, total })
      : null;
  useEffect(() => {
    setStepTitle(questionTitle);
    return () => setStepTitle(null);
  }, [questionTitle]);

  const shownStep = useRef(focusFirstStep ? null : step);
  useEffect(() => {
    if (shownStep.current === step) return;
    shownStep.current = step;
    window.scrollTo({ top: 0 });
    container.current?.querySelector<HTMLElement>('[data-step-focus]')?.focus({ preventScroll: true });
  }, [step]);

  if (state.language === null) {
    return (
      <div ref={container}>
        <LanguageStep onChoose={(language) => dispatch({ type: 'language', language })} />
      </div>
    );
  }

  const language = state.language;
  const text = uiTexts[language];
  // Above every later screen, and the same element while a language downloads, so the focus it has
  // stays on it until the new screen's heading takes it. Offered then too: a language that will not
  // download can be left for one that does.
  const languageSwitch = (
    <LanguageSwitch
      language={language}
      text={text}
      onSwitch={(chosen) => {
        window.clearTimeout(advanceTimer.current);
        dispatch({ type: 'switchLanguage', language: chosen });
      }}
    />
  );
  if (loading.status !== 'ready') {
    return (
      <div ref={container} lang={language}>
        {languageSwitch}
        <section className="p-card" aria-busy={loading.status === 'loading'}>
          <p className="p-lead" role={loading.status === 'failed' ? 'alert' : 'status'}>
            {loading.status === 'failed' ? text.loadFailed : text.loading}
          </p>
          {loading.status === 'failed' && (
            <div className="p-nav">
              <button type="button" className="p-btn p-btn--primary" onClick={loading.retry} data-step-focus>
                {text.tryAgain}
              </button>
            </div>
          )}
        </section>
      </div>
    );
  }
  const questionnaire = loading.questionnaire;

  let screen: ReactNode;
  if (state.position === INSTRUCTIONS) {
    screen = (
      <section className="p-card">
        <h2 className="p-step-title" tabIndex={-1} data-step-focus>
          {text.instructionsTitle}
        </h2>
        <p className="p-lead">{questionnaire.instructions}</p>
        {instructionsNote?.(text, language)}
        <StepNav backLabel={text.back} onBack={back}>
          <button type="button" className="p-btn p-btn--primary" onClick={() => dispatch({ type: 'start' })}>
            {text.start}
          </button>
        </StepNav>
      </section>
    );
  } else if (state.position >= FINISH) {
    screen = finish({ state, text, dispatch, back: historyBack });
  } else {
    const index = state.position;
    const item = questionnaire.items[index];
    const headerIndex = sectionHeaderIndex(index);
    const canGoOn = nextTarget(state) !== null;
    screen = item && (
      <section className="p-card">
        <ProgressBar current={index + 1} total={total} text={text} />
        <QuestionStep
          key={index}
          index={index}
          progress={fill(text.progress, { current: index + 1, total })}
          item={item}
          header={headerIndex === null ? null : questionnaire.headers[headerIndex]}
          note={
            isSkipped(state.answers, index)
              ? fill(text.skippedNote, { left: total - answeredCount(state.answers) })
              : null
          }
          answer={state.answers[index] ?? null}
          onAnswer={(value, advance) => {
            window.clearTimeout(advanceTimer.current);
            dispatch({ type: 'answer', index, value });
            if (advance) {
              advanceTimer.current = window.setTimeout(
                () => dispatch({ type: 'advance', from: index }),
                ADVANCE_DELAY_MS,
              );
            }
          }}
        />
        <StepNav backLabel={text.back} onBack={back}>
          <button
            type="button"
            className="p-btn p-btn--secondary"
            disabled={!canGoOn}
            onClick={() => {
              window.clearTimeout(advanceTimer.current);
              dispatch({ type: 'next' });
            }}
          >
            {text.next}
          </button>
        </StepNav>
      </section>
    );
  }

  return (
    <div ref={container} lang={language}>
      {languageSwitch}
      {screen}
    </div>
  );
}
