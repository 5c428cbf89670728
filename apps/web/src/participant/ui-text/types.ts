/**
 * The participant page's own interface strings, in the five SURVEY languages (not the staff
 * screens' interface locales). `{name}` placeholders are filled by `fill()`.
 */
export interface SurveyUiText {
  /** Heading of the language picker. */
  readonly chooseLanguage: string;
  /**
   * The button on every later screen that opens the list of languages (language-switch.tsx); a
   * globe beside it, and each language named in its own, say it to a reader of another language.
   */
  readonly changeLanguage: string;
  readonly instructionsTitle: string;
  readonly start: string;
  readonly back: string;
  readonly next: string;
  /** Visible progress line; placeholders {current} and {total}. */
  readonly progress: string;
  /** Accessible name of the progress bar. */
  readonly progressLabel: string;
  /** Over an item the participant went past unanswered (isSkipped); placeholder {left}. */
  readonly skippedNote: string;
  readonly finishTitle: string;
  readonly finishText: string;
  readonly consentLabel: string;
  readonly consentLink: string;
  /** Participation does not depend on consent (decisions.md "Participants and surveys"). */
  readonly consentOptional: string;
  readonly submit: string;
  readonly submitting: string;
  readonly thankYouTitle: string;
  readonly thankYouText: string;
  /** The link was used or has expired (404/410 at submit). */
  readonly linkInvalid: string;
  /** Heading over linkInvalid when the link closed at submit: the answers did not arrive. */
  readonly notSentTitle: string;
  /** A submit that may pass on a retry: no connection, no answer in time, a server error. */
  readonly submitFailed: string;
  /**
   * A submit the server refused for what was sent (a 4xx other than a closed link or a 429): the
   * same answers would be refused again, so the participant is not told to retry.
   */
  readonly submitRefused: string;
  /** A submit refused for too many bad links from the network (429); placeholder {wait} (link-notices.ts `waitFor`). */
  readonly tooManyAttempts: string;
  readonly loading: string;
  /** The chosen language's questions could not be downloaded (offline). */
  readonly loadFailed: string;
  /** A part of the page loaded on demand (the demo's chart, the consent text) could not be downloaded. */
  readonly partLoadFailed: string;
  /** The button that asks for that part again. */
  readonly tryAgain: string;
  readonly showResults: string;
  readonly demoResultsTitle: string;
  readonly demoNotice: string;
  /**
   * Under a survey link's instructions: until when the link opens (48 hours from when the center
   * made it), so that a participant who stops knows how long they have; placeholder {until}, a
   * date and time in the language's own form.
   */
  readonly linkValidUntil: string;
  readonly resultsIntro: string;
  /** The series name of the participant's own scores in the demo chart. */
  readonly yourScores: string;
  readonly startAgain: string;
}

/** Replaces each `{name}` in `template` with `values[name]`. */
export function fill(template: string, values: Readonly<Record<string, string | number>>): string {
  return template.replace(/\{(\w+)\}/g, (match, name: string) => (name in values ? String(values[name]) : match));
}
