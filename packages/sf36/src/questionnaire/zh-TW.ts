/**
 * RAND 36-Item Health Survey 1.0 — Traditional Chinese as used in Taiwan (繁體中文).
 *
 * WORKING TRANSLATION made for ROMtrack from the RAND 36-Item Health Survey 1.0
 * English form (RAND Health Care, public domain; see ./en.ts). It is NOT the
 * validated translation: clinical or research use requires the validated
 * translation for this language (e.g. the licensed SF-36 translations). A center
 * can drop one in by replacing this file with one of the same shape
 * (`Questionnaire`, ./types.ts): same 36 items in the same order, same options in
 * the same order, and the same recoded option `value`s as ./en.ts.
 *
 * Adaptations: distances in km / 街口 instead of miles/blocks (item 9 "more than
 * a mile" ≈ 1.6 km).
 */
import type { AnswerOption, Item, Questionnaire } from './types.ts';

/** Builds options from texts and their recoded values (same length, form order). */
function opts(texts: readonly string[], values: readonly number[]): AnswerOption[] {
  if (texts.length !== values.length) {
    throw new Error(`Option texts (${texts.length}) and values (${values.length}) differ in length`);
  }
  return texts.map((text, i) => ({ text, value: values[i] ?? Number.NaN }));
}

const LIMITED = opts(['會，受到很多限制', '會，受到一點限制', '不會，完全不受限制'], [0, 50, 100]);
const YES_NO = opts(['是', '否'], [0, 100]);
const EXTENT_5 = (second: string): AnswerOption[] =>
  opts(['完全沒有', second, '中等程度', '相當多', '極度'], [100, 75, 50, 25, 0]);
const TIME_6 = ['一直都是', '大部分時間', '相當多時間', '一部分時間', '一小部分時間', '從來沒有'];
/** Positively worded items (23, 26, 27, 30): "All of the time" is best. */
const TIME_6_POSITIVE = opts(TIME_6, [100, 80, 60, 40, 20, 0]);
/** Negatively worded items (24, 25, 28, 29, 31): "All of the time" is worst. */
const TIME_6_NEGATIVE = opts(TIME_6, [0, 20, 40, 60, 80, 100]);
const TRUE_FALSE = ['完全正確', '大致正確', '不知道', '大致不正確', '完全不正確'];
/** Items 33 and 35 are negatively worded ("true" is worse health). */
const TRUE_FALSE_NEGATIVE = opts(TRUE_FALSE, [0, 25, 50, 75, 100]);
/** Items 34 and 36 are positively worded. */
const TRUE_FALSE_POSITIVE = opts(TRUE_FALSE, [100, 75, 50, 25, 0]);

const texts: readonly (readonly [string, readonly AnswerOption[]])[] = [
  // 1
  ['整體來說，您認為您的健康狀況是：', opts(['極好', '很好', '好', '普通', '不好'], [100, 75, 50, 25, 0])],
  // 2
  [
    '和一年前比較，您認為您現在整體的健康狀況如何？',
    opts(
      ['現在比一年前好很多', '現在比一年前好一些', '差不多一樣', '現在比一年前差一些', '現在比一年前差很多'],
      [100, 75, 50, 25, 0],
    ),
  ],
  // 3–12: header 0 (activities)
  ['費力的活動，例如跑步、提舉重物、參與劇烈的運動', LIMITED],
  ['中等程度的活動，例如搬桌子、推吸塵器、打保齡球或打高爾夫球', LIMITED],
  ['提起或攜帶採買的食品雜貨', LIMITED],
  ['爬好幾層樓梯', LIMITED],
  ['爬一層樓梯', LIMITED],
  ['彎腰、跪下或俯身', LIMITED],
  ['走路超過1.5公里', LIMITED],
  ['走過幾個街口', LIMITED],
  ['走過一個街口', LIMITED],
  ['自己洗澡或穿衣服', LIMITED],
  // 13–16: header 1 (physical health)
  ['減少了花在工作或其他活動上的時間', YES_NO],
  ['完成的事情比您想要的少', YES_NO],
  ['能做的工作或其他活動的種類受到限制', YES_NO],
  ['做工作或其他活動時有困難（例如，需要多花力氣）', YES_NO],
  // 17–19: header 2 (emotional problems)
  ['減少了花在工作或其他活動上的時間', YES_NO],
  ['完成的事情比您想要的少', YES_NO],
  ['做工作或其他活動時不如平常小心', YES_NO],
  // 20
  [
    '在過去4週內，您的身體健康或情緒問題，在多大程度上妨礙了您與家人、朋友、鄰居或團體的正常社交活動？',
    EXTENT_5('稍微有'),
  ],
  // 21
  [
    '在過去4週內，您身體疼痛的程度如何？',
    opts(['完全不痛', '非常輕微', '輕微', '中等', '嚴重', '非常嚴重'], [100, 80, 60, 40, 20, 0]),
  ],
  // 22
  ['在過去4週內，疼痛對您平常的工作（包括外出工作和家務）妨礙的程度有多大？', EXTENT_5('有一點')],
  // 23–31: header 3 (how much of the time during the past 4 weeks…)
  ['您覺得充滿活力嗎？', TIME_6_POSITIVE],
  ['您是一個非常緊張的人嗎？', TIME_6_NEGATIVE],
  ['您覺得心情低落到沒有任何事情能讓您開心起來嗎？', TIME_6_NEGATIVE],
  ['您覺得心情平靜安詳嗎？', TIME_6_POSITIVE],
  ['您精力充沛嗎？', TIME_6_POSITIVE],
  ['您覺得灰心和憂鬱嗎？', TIME_6_NEGATIVE],
  ['您覺得筋疲力盡嗎？', TIME_6_NEGATIVE],
  ['您是一個快樂的人嗎？', TIME_6_POSITIVE],
  ['您覺得疲倦嗎？', TIME_6_NEGATIVE],
  // 32 — five options (no "A good bit of the time"), as on the RAND form
  [
    '在過去4週內，有多少時間您的身體健康或情緒問題妨礙了您的社交活動（例如拜訪朋友、親戚等）？',
    opts(['一直都是', '大部分時間', '一部分時間', '一小部分時間', '從來沒有'], [0, 25, 50, 75, 100]),
  ],
  // 33–36: header 4 (true or false)
  ['我好像比別人稍微容易生病一點', TRUE_FALSE_NEGATIVE],
  ['我跟我認識的任何人一樣健康', TRUE_FALSE_POSITIVE],
  ['我預期我的健康會變差', TRUE_FALSE_NEGATIVE],
  ['我的健康狀況極好', TRUE_FALSE_POSITIVE],
];

const items: readonly Item[] = texts.map(([text, options], i) => ({ number: i + 1, text, options }));

/** Traditional Chinese (Taiwan) working translation of the RAND 36-Item Health Survey 1.0 (not the validated translation). */
export const zhTW: Questionnaire = {
  language: 'zh-TW',
  nativeName: '中文（繁體）',
  instructions: '請為問卷中的每一題選擇一個答案。',
  headers: [
    '以下這些問題是關於您在平常的一天中可能會做的活動。您目前的健康狀況是否會限制您從事這些活動？如果會，限制的程度如何？',
    '在過去4週內，您是否曾因為身體健康的原因，在工作或其他日常活動上出現下列問題？',
    '在過去4週內，您是否曾因為任何情緒問題（例如感到沮喪或焦慮），在工作或其他日常活動上出現下列問題？',
    '以下這些問題是關於過去4週內您的感受，以及您各方面的狀況。每一題請選出一個最接近您感受的答案。在過去4週內，有多少時間……',
    '以下每一項敘述對您來說，有多「正確」或多「不正確」？',
  ],
  items,
};
