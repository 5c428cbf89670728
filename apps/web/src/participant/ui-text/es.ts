import type { SurveyUiText } from './types.ts';
import { LINK_INVALID, TOO_MANY_ATTEMPTS, TRY_AGAIN } from './link-notices.ts';

/** Formal register ("usted"), as in the Spanish questionnaire. */
export const es: SurveyUiText = {
  chooseLanguage: 'Elija su idioma',
  instructionsTitle: 'Antes de empezar',
  start: 'Empezar',
  back: 'Atrás',
  next: 'Siguiente',
  progress: 'Pregunta {current} de {total}',
  progressLabel: 'Progreso de la encuesta',
  skippedNote: 'Omitió esta pregunta. Respóndala para terminar la encuesta. Preguntas sin responder: {left}.',
  finishTitle: 'Ha respondido todas las preguntas',
  finishText: 'Puede volver atrás para cambiar una respuesta o enviar la encuesta ahora.',
  consentLabel:
    'Doy mi consentimiento para que se comparta mi información de salud desidentificada, tal como se describe en el formulario de consentimiento.',
  consentLink: 'Leer el formulario de consentimiento (se abre en una pestaña nueva)',
  consentOptional: 'Su participación no depende de su consentimiento. Puede enviar la encuesta sin marcar la casilla.',
  submit: 'Enviar encuesta',
  submitting: 'Enviando…',
  thankYouTitle: '¡Gracias!',
  thankYouText: 'Su encuesta está completa. Ya terminó.',
  linkInvalid: LINK_INVALID.es,
  notSentTitle: 'Sus respuestas no se enviaron',
  submitFailed: 'No se pudieron enviar sus respuestas. Compruebe su conexión e inténtelo de nuevo.',
  submitRefused: 'Sus respuestas no fueron aceptadas. Pida ayuda a su centro.',
  tooManyAttempts: TOO_MANY_ATTEMPTS.es,
  loading: 'Cargando…',
  loadFailed: 'No se pudo cargar la encuesta. Compruebe su conexión e inténtelo de nuevo.',
  partLoadFailed: 'No se pudo cargar esta parte de la página. Compruebe su conexión e inténtelo de nuevo.',
  tryAgain: TRY_AGAIN.es,
  showResults: 'Ver mis resultados',
  demoResultsTitle: 'Resultados de la encuesta de demostración',
  demoNotice: 'Esto es una demostración: sus respuestas no se guardan ni se envían.',
  resultsIntro: 'Las puntuaciones van de 0 a 100; una puntuación más alta indica mejor salud.',
  yourScores: 'Sus puntuaciones',
  startAgain: 'Empezar de nuevo',
};
