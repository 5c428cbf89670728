/**
 * RAND 36-Item Health Survey 1.0 — Vietnamese (addressing the participant as "bạn").
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

const LIMITED = opts(
  ['Có, bị hạn chế nhiều', 'Có, bị hạn chế một chút', 'Không, hoàn toàn không bị hạn chế'],
  [0, 50, 100],
);
const YES_NO = opts(['Có', 'Không'], [0, 100]);
const EXTENT_5 = (second: string): AnswerOption[] =>
  opts(['Hoàn toàn không', second, 'Vừa phải', 'Khá nhiều', 'Cực kỳ nhiều'], [100, 75, 50, 25, 0]);
const TIME_6 = [
  'Lúc nào cũng vậy',
  'Phần lớn thời gian',
  'Khá nhiều thời gian',
  'Một phần thời gian',
  'Một ít thời gian',
  'Không lúc nào',
];
/** Positively worded items (23, 26, 27, 30): "All of the time" is best. */
const TIME_6_POSITIVE = opts(TIME_6, [100, 80, 60, 40, 20, 0]);
/** Negatively worded items (24, 25, 28, 29, 31): "All of the time" is worst. */
const TIME_6_NEGATIVE = opts(TIME_6, [0, 20, 40, 60, 80, 100]);
const TRUE_FALSE = ['Chắc chắn đúng', 'Phần lớn là đúng', 'Không biết', 'Phần lớn là sai', 'Chắc chắn sai'];
/** Items 33 and 35 are negatively worded ("true" is worse health). */
const TRUE_FALSE_NEGATIVE = opts(TRUE_FALSE, [0, 25, 50, 75, 100]);
/** Items 34 and 36 are positively worded. */
const TRUE_FALSE_POSITIVE = opts(TRUE_FALSE, [100, 75, 50, 25, 0]);

const texts: readonly (readonly [string, readonly AnswerOption[]])[] = [
  // 1
  [
    'Nhìn chung, bạn cho rằng sức khỏe của bạn là:',
    opts(['Tuyệt vời', 'Rất tốt', 'Tốt', 'Tạm được', 'Kém'], [100, 75, 50, 25, 0]),
  ],
  // 2
  [
    'So với một năm trước, bạn đánh giá sức khỏe nói chung của bạn hiện nay như thế nào?',
    opts(
      [
        'Bây giờ tốt hơn nhiều so với một năm trước',
        'Bây giờ tốt hơn một chút so với một năm trước',
        'Gần như không thay đổi',
        'Bây giờ kém hơn một chút so với một năm trước',
        'Bây giờ kém hơn nhiều so với một năm trước',
      ],
      [100, 75, 50, 25, 0],
    ),
  ],
  // 3–12: header 0 (activities)
  ['Các hoạt động nặng, như chạy, nâng vật nặng, chơi các môn thể thao đòi hỏi nhiều sức lực', LIMITED],
  ['Các hoạt động vừa phải, như dời một cái bàn, đẩy máy hút bụi, chơi bowling hoặc chơi gôn', LIMITED],
  ['Nhấc hoặc xách các túi đồ đi chợ', LIMITED],
  ['Leo cầu thang lên vài tầng', LIMITED],
  ['Leo cầu thang lên một tầng', LIMITED],
  ['Cúi người, quỳ gối hoặc khom lưng', LIMITED],
  ['Đi bộ hơn 1,5 cây số', LIMITED],
  ['Đi bộ qua vài dãy phố (vài trăm mét)', LIMITED],
  ['Đi bộ qua một dãy phố (khoảng 100 mét)', LIMITED],
  ['Tự tắm rửa hoặc tự mặc quần áo', LIMITED],
  // 13–16: header 1 (physical health)
  ['Giảm bớt thời gian dành cho công việc hoặc các hoạt động khác', YES_NO],
  ['Làm được ít hơn bạn mong muốn', YES_NO],
  ['Bị hạn chế về loại công việc hoặc các hoạt động khác mà bạn có thể làm', YES_NO],
  ['Gặp khó khăn khi làm công việc hoặc các hoạt động khác (ví dụ: phải gắng sức nhiều hơn)', YES_NO],
  // 17–19: header 2 (emotional problems)
  ['Giảm bớt thời gian dành cho công việc hoặc các hoạt động khác', YES_NO],
  ['Làm được ít hơn bạn mong muốn', YES_NO],
  ['Làm công việc hoặc các hoạt động khác không cẩn thận như thường lệ', YES_NO],
  // 20
  [
    'Trong 4 tuần qua, sức khỏe thể chất hoặc các vấn đề về cảm xúc của bạn đã cản trở các hoạt động xã hội bình thường của bạn với gia đình, bạn bè, hàng xóm hoặc các nhóm ở mức độ nào?',
    EXTENT_5('Chút ít'),
  ],
  // 21
  [
    'Trong 4 tuần qua, bạn bị đau nhức trên cơ thể ở mức độ nào?',
    opts(['Không đau', 'Rất nhẹ', 'Nhẹ', 'Vừa phải', 'Nặng', 'Rất nặng'], [100, 80, 60, 40, 20, 0]),
  ],
  // 22
  [
    'Trong 4 tuần qua, cơn đau đã cản trở công việc bình thường của bạn (bao gồm cả công việc bên ngoài gia đình và việc nhà) ở mức độ nào?',
    EXTENT_5('Một chút'),
  ],
  // 23–31: header 3 (how much of the time during the past 4 weeks…)
  ['Bạn có cảm thấy tràn đầy sức sống không?', TIME_6_POSITIVE],
  ['Bạn có phải là người rất bồn chồn, căng thẳng không?', TIME_6_NEGATIVE],
  ['Bạn có cảm thấy suy sụp đến mức không có gì làm bạn vui lên được không?', TIME_6_NEGATIVE],
  ['Bạn có cảm thấy bình tĩnh và thanh thản không?', TIME_6_POSITIVE],
  ['Bạn có nhiều năng lượng không?', TIME_6_POSITIVE],
  ['Bạn có cảm thấy chán nản và buồn bã không?', TIME_6_NEGATIVE],
  ['Bạn có cảm thấy kiệt sức không?', TIME_6_NEGATIVE],
  ['Bạn có phải là một người hạnh phúc không?', TIME_6_POSITIVE],
  ['Bạn có cảm thấy mệt mỏi không?', TIME_6_NEGATIVE],
  // 32 — five options (no "A good bit of the time"), as on the RAND form
  [
    'Trong 4 tuần qua, sức khỏe thể chất hoặc các vấn đề về cảm xúc của bạn đã cản trở các hoạt động xã hội của bạn (như đi thăm bạn bè, họ hàng, v.v.) trong bao nhiêu thời gian?',
    opts(
      ['Lúc nào cũng vậy', 'Phần lớn thời gian', 'Một phần thời gian', 'Một ít thời gian', 'Không lúc nào'],
      [0, 25, 50, 75, 100],
    ),
  ],
  // 33–36: header 4 (true or false)
  ['Tôi có vẻ dễ bị ốm hơn người khác một chút', TRUE_FALSE_NEGATIVE],
  ['Tôi khỏe mạnh như bất kỳ ai mà tôi biết', TRUE_FALSE_POSITIVE],
  ['Tôi nghĩ rằng sức khỏe của tôi sẽ xấu đi', TRUE_FALSE_NEGATIVE],
  ['Sức khỏe của tôi tuyệt vời', TRUE_FALSE_POSITIVE],
];

const items: readonly Item[] = texts.map(([text, options], i) => ({ number: i + 1, text, options }));

/** Vietnamese working translation of the RAND 36-Item Health Survey 1.0 (not the validated translation). */
export const vi: Questionnaire = {
  language: 'vi',
  nativeName: 'Tiếng Việt',
  instructions: 'Vui lòng chọn một câu trả lời cho mỗi câu hỏi.',
  headers: [
    'Các câu sau đây nói về những hoạt động mà bạn có thể làm trong một ngày bình thường. Hiện nay sức khỏe của bạn có hạn chế bạn khi làm những hoạt động này không? Nếu có, thì hạn chế đến mức nào?',
    'Trong 4 tuần qua, bạn có gặp vấn đề nào dưới đây trong công việc hoặc các hoạt động thường ngày khác do sức khỏe thể chất của bạn không?',
    'Trong 4 tuần qua, bạn có gặp vấn đề nào dưới đây trong công việc hoặc các hoạt động thường ngày khác do bất kỳ vấn đề nào về cảm xúc (chẳng hạn như cảm thấy chán nản hoặc lo âu) không?',
    'Những câu hỏi này nói về cảm giác của bạn và mọi việc đối với bạn ra sao trong 4 tuần qua. Với mỗi câu hỏi, vui lòng chọn một câu trả lời gần nhất với cảm giác của bạn. Trong 4 tuần qua, có bao nhiêu thời gian…',
    'Mỗi câu sau đây ĐÚNG hay SAI đến mức nào đối với bạn?',
  ],
  items,
};
