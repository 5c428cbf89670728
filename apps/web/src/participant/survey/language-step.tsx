import { NATIVE_NAMES } from '@romtrack/sf36/questionnaire/load';
import { SURVEY_LANGUAGES, type SurveyLanguage } from '@romtrack/sf36/questionnaire/types';
import { uiTexts } from '../ui-text/index.ts';

/**
 * The first screen: one big button per survey language, each named in its own language.
 * The heading is repeated in every language, since the participant has not chosen one yet.
 */
export function LanguageStep({ onChoose }: { onChoose: (language: SurveyLanguage) => void }) {
  return (
    <section className="p-card" aria-labelledby="choose-language" lang="en">
      <h2 id="choose-language" className="p-step-title" tabIndex={-1} data-step-focus>
        {uiTexts.en.chooseLanguage}
      </h2>
      <ul className="p-plain-list p-muted">
        {SURVEY_LANGUAGES.filter((l) => l !== 'en').map((language) => (
          <li key={language} lang={language}>
            {uiTexts[language].chooseLanguage}
          </li>
        ))}
      </ul>
      <div className="p-language-list">
        {SURVEY_LANGUAGES.map((language) => (
          <button
            key={language}
            type="button"
            className="p-btn p-btn--secondary p-btn--block p-btn--language"
            lang={language}
            onClick={() => onChoose(language)}
          >
            {NATIVE_NAMES[language]}
          </button>
        ))}
      </div>
    </section>
  );
}
