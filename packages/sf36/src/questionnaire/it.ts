/**
 * RAND 36-Item Health Survey 1.0 — Italian ("Lei").
 *
 * WORKING TRANSLATION made for ROMtrack from the RAND 36-Item Health Survey 1.0
 * English form (RAND Health Care, public domain; see ./en.ts). It is NOT the
 * validated translation: clinical or research use requires the validated
 * translation for this language (e.g. the licensed SF-36 translations). A center
 * can drop one in by replacing this file with one of the same shape
 * (`Questionnaire`, ./types.ts): same 36 items in the same order, same options in
 * the same order, and the same recoded option `value`s as ./en.ts.
 *
 * Adaptations: distances in km/metres instead of miles/blocks (item 9 "more than
 * a mile" ≈ 1.6 km; a US block ≈ 100 m).
 */
import type { AnswerOption, Item, Questionnaire } from './types.ts';

/** Builds options from texts and their recoded values (same length, form order). */
function opts(texts: readonly string[], values: readonly number[]): AnswerOption[] {
  if (texts.length !== values.length) {
    throw new Error(`Option texts (${texts.length}) and values (${values.length}) differ in length`);
  }
  return texts.map((text, i) => ({ text, value: values[i] ?? Number.NaN }));
}

const LIMITED = opts(['Sì, mi limita molto', 'Sì, mi limita un poco', 'No, non mi limita per nulla'], [0, 50, 100]);
const YES_NO = opts(['Sì', 'No'], [0, 100]);
const EXTENT_5 = (second: string): AnswerOption[] =>
  opts(['Per nulla', second, 'Moderatamente', 'Parecchio', 'Moltissimo'], [100, 75, 50, 25, 0]);
const TIME_6 = [
  'Sempre',
  'Per la maggior parte del tempo',
  'Per buona parte del tempo',
  'Per una parte del tempo',
  'Per poco tempo',
  'Mai',
];
/** Positively worded items (23, 26, 27, 30): "All of the time" is best. */
const TIME_6_POSITIVE = opts(TIME_6, [100, 80, 60, 40, 20, 0]);
/** Negatively worded items (24, 25, 28, 29, 31): "All of the time" is worst. */
const TIME_6_NEGATIVE = opts(TIME_6, [0, 20, 40, 60, 80, 100]);
const TRUE_FALSE = ['Certamente vera', 'Per lo più vera', 'Non so', 'Per lo più falsa', 'Certamente falsa'];
/** Items 33 and 35 are negatively worded ("true" is worse health). */
const TRUE_FALSE_NEGATIVE = opts(TRUE_FALSE, [0, 25, 50, 75, 100]);
/** Items 34 and 36 are positively worded. */
const TRUE_FALSE_POSITIVE = opts(TRUE_FALSE, [100, 75, 50, 25, 0]);

const texts: readonly (readonly [string, readonly AnswerOption[]])[] = [
  // 1
  [
    'In generale, direbbe che la Sua salute è:',
    opts(['Eccellente', 'Molto buona', 'Buona', 'Passabile', 'Scadente'], [100, 75, 50, 25, 0]),
  ],
  // 2
  [
    'Rispetto a un anno fa, come giudicherebbe adesso la Sua salute in generale?',
    opts(
      [
        'Molto migliore adesso rispetto a un anno fa',
        'Un po’ migliore adesso rispetto a un anno fa',
        'Più o meno uguale',
        'Un po’ peggiore adesso rispetto a un anno fa',
        'Molto peggiore adesso rispetto a un anno fa',
      ],
      [100, 75, 50, 25, 0],
    ),
  ],
  // 3–12: header 0 (activities)
  ['Attività intense, come correre, sollevare oggetti pesanti, praticare sport faticosi', LIMITED],
  ['Attività moderate, come spostare un tavolo, passare l’aspirapolvere, giocare a bowling o a golf', LIMITED],
  ['Sollevare o portare le borse della spesa', LIMITED],
  ['Salire diversi piani di scale', LIMITED],
  ['Salire un piano di scale', LIMITED],
  ['Piegarsi, inginocchiarsi o chinarsi', LIMITED],
  ['Camminare per più di un chilometro e mezzo', LIMITED],
  ['Camminare per alcuni isolati (qualche centinaio di metri)', LIMITED],
  ['Camminare per un isolato (circa cento metri)', LIMITED],
  ['Fare il bagno o vestirsi da soli', LIMITED],
  // 13–16: header 1 (physical health)
  ['Ha ridotto il tempo dedicato al lavoro o ad altre attività', YES_NO],
  ['Ha fatto meno di quanto avrebbe voluto', YES_NO],
  ['Ha dovuto limitare il tipo di lavoro o di altre attività', YES_NO],
  [
    'Ha avuto difficoltà nello svolgere il lavoro o altre attività (ad esempio, Le è costato uno sforzo in più)',
    YES_NO,
  ],
  // 17–19: header 2 (emotional problems)
  ['Ha ridotto il tempo dedicato al lavoro o ad altre attività', YES_NO],
  ['Ha fatto meno di quanto avrebbe voluto', YES_NO],
  ['Non ha svolto il lavoro o altre attività con la cura di sempre', YES_NO],
  // 20
  [
    'Nelle ultime 4 settimane, in che misura la Sua salute fisica o i Suoi problemi emotivi hanno interferito con le normali attività sociali con la famiglia, gli amici, i vicini o altri gruppi?',
    EXTENT_5('Leggermente'),
  ],
  // 21
  [
    'Quanto dolore fisico ha provato nelle ultime 4 settimane?',
    opts(['Nessuno', 'Molto lieve', 'Lieve', 'Moderato', 'Forte', 'Molto forte'], [100, 80, 60, 40, 20, 0]),
  ],
  // 22
  [
    'Nelle ultime 4 settimane, in che misura il dolore ha interferito con il Suo lavoro abituale (sia il lavoro fuori casa sia i lavori domestici)?',
    EXTENT_5('Un poco'),
  ],
  // 23–31: header 3 (how much of the time during the past 4 weeks…)
  ['Si è sentito/a pieno/a di vitalità?', TIME_6_POSITIVE],
  ['È stato/a una persona molto nervosa?', TIME_6_NEGATIVE],
  ['Si è sentito/a così giù di morale che niente poteva tirarLa su?', TIME_6_NEGATIVE],
  ['Si è sentito/a calmo/a e sereno/a?', TIME_6_POSITIVE],
  ['Ha avuto molta energia?', TIME_6_POSITIVE],
  ['Si è sentito/a scoraggiato/a e triste?', TIME_6_NEGATIVE],
  ['Si è sentito/a sfinito/a?', TIME_6_NEGATIVE],
  ['È stato/a una persona felice?', TIME_6_POSITIVE],
  ['Si è sentito/a stanco/a?', TIME_6_NEGATIVE],
  // 32 — five options (no "A good bit of the time"), as on the RAND form
  [
    'Nelle ultime 4 settimane, per quanto tempo la Sua salute fisica o i Suoi problemi emotivi hanno interferito con le Sue attività sociali (come far visita ad amici, parenti, ecc.)?',
    opts(
      ['Sempre', 'Per la maggior parte del tempo', 'Per una parte del tempo', 'Per poco tempo', 'Mai'],
      [0, 25, 50, 75, 100],
    ),
  ],
  // 33–36: header 4 (true or false)
  ['Mi sembra di ammalarmi un po’ più facilmente degli altri', TRUE_FALSE_NEGATIVE],
  ['Sono in salute quanto chiunque altro io conosca', TRUE_FALSE_POSITIVE],
  ['Mi aspetto che la mia salute peggiori', TRUE_FALSE_NEGATIVE],
  ['La mia salute è eccellente', TRUE_FALSE_POSITIVE],
];

const items: readonly Item[] = texts.map(([text, options], i) => ({ number: i + 1, text, options }));

/** Italian working translation of the RAND 36-Item Health Survey 1.0 (not the validated translation). */
export const it: Questionnaire = {
  language: 'it',
  nativeName: 'Italiano',
  instructions: 'Scelga una risposta per ogni domanda del questionario.',
  headers: [
    'Le domande che seguono riguardano attività che potrebbe svolgere durante una giornata tipo. Attualmente la Sua salute La limita nello svolgere queste attività? Se sì, in che misura?',
    'Nelle ultime 4 settimane, ha avuto uno dei seguenti problemi nel lavoro o in altre attività quotidiane abituali a causa della Sua salute fisica?',
    'Nelle ultime 4 settimane, ha avuto uno dei seguenti problemi nel lavoro o in altre attività quotidiane abituali a causa di problemi emotivi (come sentirsi depressi o ansiosi)?',
    'Queste domande riguardano come si sente e come sono andate le cose nelle ultime 4 settimane. Per ogni domanda, scelga la risposta che più si avvicina a come si è sentito/a. Per quanto tempo nelle ultime 4 settimane…',
    'Quanto è VERA o FALSA per Lei ciascuna delle seguenti affermazioni?',
  ],
  items,
};
