/**
 * RAND 36-Item Health Survey 1.0 — English.
 *
 * Source: RAND Health Care, "36-Item Short Form Survey Instrument (SF-36)",
 * RAND 36-Item Health Survey 1.0 Questionnaire Items (RAND's public-domain form,
 * https://www.rand.org/health-care/surveys_tools/mos/36-item-short-form/survey-instrument.html).
 *
 * Clinical use requires the validated wording: do not paraphrase, reorder or
 * "improve" any text or option below — scores are only comparable with the RAND
 * reference data when participants read exactly this instrument.
 *
 * Option `value`s are the recoded scores from the RAND scoring instructions
 * ("Table 1 — Step 1: Recoding Items"), not the 1..6 precodes printed on the form;
 * they must match `ITEM_VALUES` in ../recode.ts (checked by questionnaire.test.ts).
 */
import type { AnswerOption, Item, Questionnaire } from './types.ts';

/** Builds options from texts and their recoded values (same length, form order). */
function opts(texts: readonly string[], values: readonly number[]): AnswerOption[] {
  if (texts.length !== values.length) {
    throw new Error(`Option texts (${texts.length}) and values (${values.length}) differ in length`);
  }
  return texts.map((text, i) => ({ text, value: values[i] ?? Number.NaN }));
}

const LIMITED = opts(['Yes, limited a lot', 'Yes, limited a little', 'No, not limited at all'], [0, 50, 100]);
const YES_NO = opts(['Yes', 'No'], [0, 100]);
const EXTENT_5 = (second: string): AnswerOption[] =>
  opts(['Not at all', second, 'Moderately', 'Quite a bit', 'Extremely'], [100, 75, 50, 25, 0]);
const TIME_6 = [
  'All of the time',
  'Most of the time',
  'A good bit of the time',
  'Some of the time',
  'A little of the time',
  'None of the time',
];
/** Positively worded items (23, 26, 27, 30): "All of the time" is best. */
const TIME_6_POSITIVE = opts(TIME_6, [100, 80, 60, 40, 20, 0]);
/** Negatively worded items (24, 25, 28, 29, 31): "All of the time" is worst. */
const TIME_6_NEGATIVE = opts(TIME_6, [0, 20, 40, 60, 80, 100]);
const TRUE_FALSE = ['Definitely true', 'Mostly true', "Don't know", 'Mostly false', 'Definitely false'];
/** Items 33 and 35 are negatively worded ("true" is worse health). */
const TRUE_FALSE_NEGATIVE = opts(TRUE_FALSE, [0, 25, 50, 75, 100]);
/** Items 34 and 36 are positively worded. */
const TRUE_FALSE_POSITIVE = opts(TRUE_FALSE, [100, 75, 50, 25, 0]);

const texts: readonly (readonly [string, readonly AnswerOption[]])[] = [
  // 1
  [
    'In general, would you say your health is:',
    opts(['Excellent', 'Very good', 'Good', 'Fair', 'Poor'], [100, 75, 50, 25, 0]),
  ],
  // 2
  [
    'Compared to one year ago, how would you rate your health in general now?',
    opts(
      [
        'Much better now than one year ago',
        'Somewhat better now than one year ago',
        'About the same',
        'Somewhat worse now than one year ago',
        'Much worse now than one year ago',
      ],
      [100, 75, 50, 25, 0],
    ),
  ],
  // 3–12: header 0 (activities)
  ['Vigorous activities, such as running, lifting heavy objects, participating in strenuous sports', LIMITED],
  ['Moderate activities, such as moving a table, pushing a vacuum cleaner, bowling, or playing golf', LIMITED],
  ['Lifting or carrying groceries', LIMITED],
  ['Climbing several flights of stairs', LIMITED],
  ['Climbing one flight of stairs', LIMITED],
  ['Bending, kneeling, or stooping', LIMITED],
  ['Walking more than a mile', LIMITED],
  ['Walking several blocks', LIMITED],
  ['Walking one block', LIMITED],
  ['Bathing or dressing yourself', LIMITED],
  // 13–16: header 1 (physical health)
  ['Cut down the amount of time you spent on work or other activities', YES_NO],
  ['Accomplished less than you would like', YES_NO],
  ['Were limited in the kind of work or other activities', YES_NO],
  ['Had difficulty performing the work or other activities (for example, it took extra effort)', YES_NO],
  // 17–19: header 2 (emotional problems)
  ['Cut down the amount of time you spent on work or other activities', YES_NO],
  ['Accomplished less than you would like', YES_NO],
  ["Didn't do work or other activities as carefully as usual", YES_NO],
  // 20
  [
    'During the past 4 weeks, to what extent has your physical health or emotional problems interfered with your normal social activities with family, friends, neighbors, or groups?',
    EXTENT_5('Slightly'),
  ],
  // 21
  [
    'How much bodily pain have you had during the past 4 weeks?',
    opts(['None', 'Very mild', 'Mild', 'Moderate', 'Severe', 'Very severe'], [100, 80, 60, 40, 20, 0]),
  ],
  // 22
  [
    'During the past 4 weeks, how much did pain interfere with your normal work (including both work outside the home and housework)?',
    EXTENT_5('A little bit'),
  ],
  // 23–31: header 3 (how much of the time during the past 4 weeks…)
  ['Did you feel full of pep?', TIME_6_POSITIVE],
  ['Have you been a very nervous person?', TIME_6_NEGATIVE],
  ['Have you felt so down in the dumps that nothing could cheer you up?', TIME_6_NEGATIVE],
  ['Have you felt calm and peaceful?', TIME_6_POSITIVE],
  ['Did you have a lot of energy?', TIME_6_POSITIVE],
  ['Have you felt downhearted and blue?', TIME_6_NEGATIVE],
  ['Did you feel worn out?', TIME_6_NEGATIVE],
  ['Have you been a happy person?', TIME_6_POSITIVE],
  ['Did you feel tired?', TIME_6_NEGATIVE],
  // 32 — five options (no "A good bit of the time"), as on the RAND form
  [
    'During the past 4 weeks, how much of the time has your physical health or emotional problems interfered with your social activities (like visiting with friends, relatives, etc.)?',
    opts(
      ['All of the time', 'Most of the time', 'Some of the time', 'A little of the time', 'None of the time'],
      [0, 25, 50, 75, 100],
    ),
  ],
  // 33–36: header 4 (true or false)
  ['I seem to get sick a little easier than other people', TRUE_FALSE_NEGATIVE],
  ['I am as healthy as anybody I know', TRUE_FALSE_POSITIVE],
  ['I expect my health to get worse', TRUE_FALSE_NEGATIVE],
  ['My health is excellent', TRUE_FALSE_POSITIVE],
];

const items: readonly Item[] = texts.map(([text, options], i) => ({ number: i + 1, text, options }));

/** The English RAND 36-Item Health Survey 1.0 (the reference wording for all translations). */
export const en: Questionnaire = {
  language: 'en',
  nativeName: 'English',
  instructions: 'Choose one option for each questionnaire item.',
  headers: [
    'The following items are about activities you might do during a typical day. Does your health now limit you in these activities? If so, how much?',
    'During the past 4 weeks, have you had any of the following problems with your work or other regular daily activities as a result of your physical health?',
    'During the past 4 weeks, have you had any of the following problems with your work or other regular daily activities as a result of any emotional problems (such as feeling depressed or anxious)?',
    'These questions are about how you feel and how things have been with you during the past 4 weeks. For each question, please give the one answer that comes closest to the way you have been feeling. How much of the time during the past 4 weeks...',
    'How TRUE or FALSE is each of the following statements for you?',
  ],
  items,
};
