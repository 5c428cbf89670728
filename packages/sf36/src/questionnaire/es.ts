/**
 * RAND 36-Item Health Survey 1.0 — Spanish (neutral Latin-American Spanish, "usted").
 *
 * WORKING TRANSLATION made for ROMtrack from the RAND 36-Item Health Survey 1.0
 * English form (RAND Health Care, public domain; see ./en.ts). It is NOT the
 * validated translation: clinical or research use requires the validated
 * translation for this language (e.g. the licensed SF-36 translations). A center
 * can drop one in by replacing this file with one of the same shape
 * (`Questionnaire`, ./types.ts): same 36 items in the same order, same options in
 * the same order, and the same recoded option `value`s as ./en.ts.
 *
 * Adaptations: distances in km/cuadras instead of miles/blocks (item 9 "more than
 * a mile" ≈ 1.6 km); gender-neutral phrasing where Spanish would otherwise mark it.
 */
import type { AnswerOption, Item, Questionnaire } from './types.ts';

/** Builds options from texts and their recoded values (same length, form order). */
function opts(texts: readonly string[], values: readonly number[]): AnswerOption[] {
  if (texts.length !== values.length) {
    throw new Error(`Option texts (${texts.length}) and values (${values.length}) differ in length`);
  }
  return texts.map((text, i) => ({ text, value: values[i] ?? Number.NaN }));
}

const LIMITED = opts(['Sí, me limita mucho', 'Sí, me limita un poco', 'No, no me limita en absoluto'], [0, 50, 100]);
const YES_NO = opts(['Sí', 'No'], [0, 100]);
const EXTENT_5 = (second: string): AnswerOption[] =>
  opts(['Nada', second, 'Moderadamente', 'Bastante', 'Extremadamente'], [100, 75, 50, 25, 0]);
const TIME_6 = [
  'Todo el tiempo',
  'La mayor parte del tiempo',
  'Buena parte del tiempo',
  'Parte del tiempo',
  'Poco tiempo',
  'En ningún momento',
];
/** Positively worded items (23, 26, 27, 30): "All of the time" is best. */
const TIME_6_POSITIVE = opts(TIME_6, [100, 80, 60, 40, 20, 0]);
/** Negatively worded items (24, 25, 28, 29, 31): "All of the time" is worst. */
const TIME_6_NEGATIVE = opts(TIME_6, [0, 20, 40, 60, 80, 100]);
const TRUE_FALSE = ['Totalmente cierta', 'Bastante cierta', 'No sé', 'Bastante falsa', 'Totalmente falsa'];
/** Items 33 and 35 are negatively worded ("true" is worse health). */
const TRUE_FALSE_NEGATIVE = opts(TRUE_FALSE, [0, 25, 50, 75, 100]);
/** Items 34 and 36 are positively worded. */
const TRUE_FALSE_POSITIVE = opts(TRUE_FALSE, [100, 75, 50, 25, 0]);

const texts: readonly (readonly [string, readonly AnswerOption[]])[] = [
  // 1
  [
    'En general, usted diría que su salud es:',
    opts(['Excelente', 'Muy buena', 'Buena', 'Regular', 'Mala'], [100, 75, 50, 25, 0]),
  ],
  // 2
  [
    'Comparada con la de hace un año, ¿cómo calificaría su salud en general ahora?',
    opts(
      [
        'Mucho mejor ahora que hace un año',
        'Algo mejor ahora que hace un año',
        'Más o menos igual',
        'Algo peor ahora que hace un año',
        'Mucho peor ahora que hace un año',
      ],
      [100, 75, 50, 25, 0],
    ),
  ],
  // 3–12: header 0 (activities)
  [
    'Actividades intensas, como correr, levantar objetos pesados o practicar deportes que exigen mucho esfuerzo',
    LIMITED,
  ],
  ['Actividades moderadas, como mover una mesa, pasar la aspiradora, jugar a los bolos o al golf', LIMITED],
  ['Levantar o cargar las bolsas de las compras', LIMITED],
  ['Subir varios pisos por la escalera', LIMITED],
  ['Subir un piso por la escalera', LIMITED],
  ['Inclinarse, arrodillarse o agacharse', LIMITED],
  ['Caminar más de un kilómetro y medio', LIMITED],
  ['Caminar varias cuadras', LIMITED],
  ['Caminar una cuadra', LIMITED],
  ['Bañarse o vestirse por su cuenta', LIMITED],
  // 13–16: header 1 (physical health)
  ['Redujo el tiempo que dedicaba al trabajo o a otras actividades', YES_NO],
  ['Hizo menos de lo que hubiera querido', YES_NO],
  ['Tuvo limitaciones en el tipo de trabajo o de otras actividades que podía hacer', YES_NO],
  ['Tuvo dificultad para hacer el trabajo u otras actividades (por ejemplo, le costó un esfuerzo extra)', YES_NO],
  // 17–19: header 2 (emotional problems)
  ['Redujo el tiempo que dedicaba al trabajo o a otras actividades', YES_NO],
  ['Hizo menos de lo que hubiera querido', YES_NO],
  ['No hizo el trabajo u otras actividades con tanto cuidado como de costumbre', YES_NO],
  // 20
  [
    'Durante las últimas 4 semanas, ¿en qué medida su salud física o sus problemas emocionales han dificultado sus actividades sociales normales con su familia, amigos, vecinos u otros grupos?',
    EXTENT_5('Ligeramente'),
  ],
  // 21
  [
    '¿Cuánto dolor en el cuerpo ha tenido durante las últimas 4 semanas?',
    opts(['Ninguno', 'Muy leve', 'Leve', 'Moderado', 'Fuerte', 'Muy fuerte'], [100, 80, 60, 40, 20, 0]),
  ],
  // 22
  [
    'Durante las últimas 4 semanas, ¿cuánto dificultó el dolor su trabajo habitual (incluido tanto el trabajo fuera de casa como las tareas domésticas)?',
    EXTENT_5('Un poco'),
  ],
  // 23–31: header 3 (how much of the time during the past 4 weeks…)
  ['¿Se sintió con mucha vitalidad?', TIME_6_POSITIVE],
  ['¿Ha sido una persona muy nerviosa?', TIME_6_NEGATIVE],
  ['¿Ha tenido el ánimo tan bajo que nada podía hacerle sentir mejor?', TIME_6_NEGATIVE],
  ['¿Se ha sentido con calma y en paz?', TIME_6_POSITIVE],
  ['¿Tuvo mucha energía?', TIME_6_POSITIVE],
  ['¿Ha sentido desánimo y tristeza?', TIME_6_NEGATIVE],
  ['¿Sintió agotamiento?', TIME_6_NEGATIVE],
  ['¿Ha sido una persona feliz?', TIME_6_POSITIVE],
  ['¿Sintió cansancio?', TIME_6_NEGATIVE],
  // 32 — five options (no "A good bit of the time"), as on the RAND form
  [
    'Durante las últimas 4 semanas, ¿cuánto tiempo su salud física o sus problemas emocionales han dificultado sus actividades sociales (como visitar a amigos, familiares, etc.)?',
    opts(
      ['Todo el tiempo', 'La mayor parte del tiempo', 'Parte del tiempo', 'Poco tiempo', 'En ningún momento'],
      [0, 25, 50, 75, 100],
    ),
  ],
  // 33–36: header 4 (true or false)
  ['Parece que me enfermo un poco más fácilmente que otras personas', TRUE_FALSE_NEGATIVE],
  ['Tengo tan buena salud como cualquier persona que conozco', TRUE_FALSE_POSITIVE],
  ['Creo que mi salud va a empeorar', TRUE_FALSE_NEGATIVE],
  ['Mi salud es excelente', TRUE_FALSE_POSITIVE],
];

const items: readonly Item[] = texts.map(([text, options], i) => ({ number: i + 1, text, options }));

/** Spanish working translation of the RAND 36-Item Health Survey 1.0 (not the validated translation). */
export const es: Questionnaire = {
  language: 'es',
  nativeName: 'Español',
  instructions: 'Elija una opción para cada pregunta del cuestionario.',
  headers: [
    'Las siguientes preguntas se refieren a actividades que usted podría hacer en un día típico. Actualmente, ¿su salud le limita para hacer estas actividades? Si es así, ¿cuánto?',
    'Durante las últimas 4 semanas, ¿ha tenido alguno de los siguientes problemas en su trabajo o en otras actividades diarias habituales a causa de su salud física?',
    'Durante las últimas 4 semanas, ¿ha tenido alguno de los siguientes problemas en su trabajo o en otras actividades diarias habituales a causa de algún problema emocional (como sentir depresión o ansiedad)?',
    'Estas preguntas se refieren a cómo se siente y cómo le han ido las cosas durante las últimas 4 semanas. En cada pregunta, elija la respuesta que más se acerque a cómo se ha sentido. Durante las últimas 4 semanas, ¿cuánto tiempo…?',
    '¿Qué tan CIERTA o FALSA es para usted cada una de las siguientes afirmaciones?',
  ],
  items,
};
