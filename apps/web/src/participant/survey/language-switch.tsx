import { NATIVE_NAMES } from '@romtrack/sf36/questionnaire/load';
import { SURVEY_LANGUAGES, type SurveyLanguage } from '@romtrack/sf36/questionnaire/types';
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import type { SurveyUiText } from '../ui-text/types.ts';

/**
 * Above every screen after the language choice: a button that opens the list of languages, so a
 * participant who chose the wrong one (or a relative who reads another) changes it where they are,
 * not by going Back through every question. A button and a list rather than a <select>: arrow keys
 * on a closed <select> change its value at once, and here every change redraws the whole screen.
 * The button's words are in the survey's language, with a globe for whoever does not read it; the
 * list names each language in its own, as the first screen does.
 */
export function LanguageSwitch({
  language,
  text,
  onSwitch,
}: {
  language: SurveyLanguage;
  text: SurveyUiText;
  onSwitch: (language: SurveyLanguage) => void;
}) {
  const [open, setOpen] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);
  const listId = useId();

  function close() {
    setOpen(false);
    toggle.current?.focus();
  }

  function choose(chosen: SurveyLanguage) {
    // Off the list as it closes; the survey then moves the focus on to the screen's heading, in the
    // new language (once it has downloaded).
    close();
    if (chosen !== language) onSwitch(chosen);
  }

  function onKeyDown(event: KeyboardEvent) {
    if (event.key === 'Escape' && open) {
      event.preventDefault();
      close();
    }
  }

  return (
    <div className="p-language-switch" onKeyDown={onKeyDown}>
      <button
        ref={toggle}
        type="button"
        className="p-language-switch__toggle"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen(!open)}
      >
        <svg className="p-globe" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <circle cx="12" cy="12" r="9" />
          <path d="M3 12h18M12 3c2.5 2.7 3.8 5.7 3.8 9s-1.3 6.3-3.8 9c-2.5-2.7-3.8-5.7-3.8-9S9.5 5.7 12 3z" />
        </svg>
        {text.changeLanguage}
      </button>
      <ul id={listId} className="p-plain-list p-language-switch__list" hidden={!open}>
        {SURVEY_LANGUAGES.map((option) => (
          <li key={option}>
            <button
              type="button"
              className="p-btn p-btn--secondary p-btn--block"
              lang={option}
              aria-current={option === language ? 'true' : undefined}
              onClick={() => choose(option)}
            >
              {NATIVE_NAMES[option]}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
