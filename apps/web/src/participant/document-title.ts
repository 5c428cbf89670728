/**
 * The participant pages' browser-tab title: the page's own (spec section 2), after the step of
 * the survey the participant is on ("Question 5 of 36 - ROMtrack Survey / RAND Short-Form 36").
 * A screen reader announces the title when the participant comes back to the tab, and the tab
 * strip shows where they left off. The page and the survey each set their part, in whatever order
 * their effects run.
 */
let pageTitle = '';
let stepTitle: string | null = null;

function show(): void {
  document.title = stepTitle ? `${stepTitle} - ${pageTitle}` : pageTitle;
}

export function setPageTitle(title: string): void {
  pageTitle = title;
  show();
}

/** The survey step's part, or null off the questions. */
export function setStepTitle(title: string | null): void {
  stepTitle = title;
  show();
}
