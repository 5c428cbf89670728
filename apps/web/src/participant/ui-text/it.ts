import type { SurveyUiText } from './types.ts';
import { LINK_INVALID, TOO_MANY_ATTEMPTS, TRY_AGAIN } from './link-notices.ts';

/** Formal register ("Lei"), as in the Italian questionnaire. */
export const it: SurveyUiText = {
  chooseLanguage: 'Scelga la lingua',
  changeLanguage: 'Cambia lingua',
  instructionsTitle: 'Prima di iniziare',
  start: 'Inizia',
  back: 'Indietro',
  next: 'Avanti',
  progress: 'Domanda {current} di {total}',
  progressLabel: 'Avanzamento del questionario',
  skippedNote:
    'Ha saltato questa domanda. Risponda per completare il questionario. Domande ancora senza risposta: {left}.',
  finishTitle: 'Ha risposto a tutte le domande',
  finishText: 'Può tornare indietro per modificare una risposta oppure inviare ora il questionario.',
  consentLabel:
    'Acconsento alla comunicazione dei miei dati sanitari de-identificati, come descritto nel modulo di consenso.',
  consentLink: 'Legga il modulo di consenso (si apre in una nuova scheda)',
  consentOptional:
    'La partecipazione non dipende dal Suo consenso. Può inviare il questionario anche senza selezionare la casella.',
  submit: 'Invia il questionario',
  submitting: 'Invio in corso…',
  thankYouTitle: 'Grazie!',
  thankYouText: 'Il questionario è completo. Ha finito.',
  linkInvalid: LINK_INVALID.it,
  notSentTitle: 'Le Sue risposte non sono state inviate',
  submitFailed: 'Non è stato possibile inviare le risposte. Controlli la connessione e riprovi.',
  submitRefused: 'Le Sue risposte non sono state accettate. Chieda aiuto al Suo centro.',
  tooManyAttempts: TOO_MANY_ATTEMPTS.it,
  loading: 'Caricamento…',
  loadFailed: 'Non è stato possibile caricare il questionario. Controlli la connessione e riprovi.',
  partLoadFailed: 'Non è stato possibile caricare questa parte della pagina. Controlli la connessione e riprovi.',
  tryAgain: TRY_AGAIN.it,
  showResults: 'Mostra i miei risultati',
  demoResultsTitle: 'Risultati del questionario dimostrativo',
  demoNotice: 'Questa è una dimostrazione: le Sue risposte non vengono salvate né inviate.',
  linkValidUntil: 'Può usare questo link fino a {until}.',
  resultsIntro: 'I punteggi vanno da 0 a 100; un punteggio più alto indica una salute migliore.',
  yourScores: 'I Suoi punteggi',
  startAgain: 'Ricomincia',
};
