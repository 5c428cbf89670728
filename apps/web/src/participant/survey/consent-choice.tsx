/**
 * The consent box and the link to the consent text on the survey's last screen (spec section 2,
 * "Survey screen behaviour"). The real survey and the demo show the same one, so a manager who
 * shows a new participant the demo shows them the choice they will be asked to make.
 */
import type { Dispatch } from 'react';
import type { SurveyUiText } from '../ui-text/types.ts';
import type { SurveyAction } from './survey-state.ts';

/** `href`: the consent text in the survey's language for the center's region (consentPath). */
export function ConsentChoice({
  consented,
  dispatch,
  text,
  href,
}: {
  consented: boolean;
  dispatch: Dispatch<SurveyAction>;
  text: SurveyUiText;
  href: string;
}) {
  return (
    <div className="p-consent">
      <label className="p-check">
        <input
          type="checkbox"
          checked={consented}
          onChange={(event) => dispatch({ type: 'consent', consented: event.target.checked })}
        />
        <span>{text.consentLabel}</span>
      </label>
      <p>
        {/* A new tab, so the answers on this screen stay where they are while the participant reads. */}
        <a href={href} target="_blank" rel="noopener">
          {text.consentLink}
        </a>
      </p>
      <p className="p-muted">{text.consentOptional}</p>
    </div>
  );
}
