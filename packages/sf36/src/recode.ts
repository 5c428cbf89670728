/**
 * Allowed recoded answer values per item of the RAND 36-Item Health Survey 1.0.
 *
 * Source: RAND 36-Item Health Survey 1.0 scoring instructions,
 * "Table 1 — Step 1: Recoding Items". RAND recodes every precoded answer (1..6)
 * onto 0..100 so that a high value always means a more favourable health state;
 * answers are stored already recoded (see questionnaire/types.ts), so validating
 * an answer means checking it is one of the values its item can recode to.
 */

/** Number of items on the form. */
export const ITEM_COUNT = 36;

/**
 * Table 1 as data: 1-based item numbers → recoded values in form (precode) order.
 * Kept in RAND's grouping so it can be compared with the published table line by line.
 */
const RECODE_TABLE: readonly { readonly items: readonly number[]; readonly values: readonly number[] }[] = [
  { items: [1, 2, 20, 22, 34, 36], values: [100, 75, 50, 25, 0] },
  { items: [3, 4, 5, 6, 7, 8, 9, 10, 11, 12], values: [0, 50, 100] },
  { items: [13, 14, 15, 16, 17, 18, 19], values: [0, 100] },
  { items: [21, 23, 26, 27, 30], values: [100, 80, 60, 40, 20, 0] },
  { items: [24, 25, 28, 29, 31], values: [0, 20, 40, 60, 80, 100] },
  { items: [32, 33, 35], values: [0, 25, 50, 75, 100] },
];

/**
 * Table 1 per item: the recoded values in precode order (index 0..35, item number − 1).
 * A typo in the table (an item listed twice, out of range or missing) fails loudly at load time.
 */
function buildRecodedByPrecode(): readonly (readonly number[])[] {
  const out: (readonly number[] | undefined)[] = Array.from({ length: ITEM_COUNT }, () => undefined);
  for (const row of RECODE_TABLE) {
    const values = Object.freeze([...row.values]);
    for (const item of row.items) {
      if (item < 1 || item > ITEM_COUNT || out[item - 1] !== undefined) {
        throw new Error(`RAND recode table: item ${item} is out of range or listed twice`);
      }
      out[item - 1] = values;
    }
  }
  return Object.freeze(
    out.map((values, i) => {
      if (values === undefined) throw new Error(`RAND recode table: item ${i + 1} is missing`);
      return values;
    }),
  );
}

/**
 * Recoded value of each precode, per item, indexed 0..35 (item number − 1): entry k is the
 * value of the k-th option printed on the form. Example: `RECODED_BY_PRECODE[25]` (item 26,
 * "calm and peaceful") is `[100, 80, 60, 40, 20, 0]`, "All of the time" first. The English
 * options must follow it (en.test.ts) and every translation the English (questionnaire.test.ts):
 * a reversed item keeps the same set of values, so only the order tells it from a right one.
 */
export const RECODED_BY_PRECODE: readonly (readonly number[])[] = buildRecodedByPrecode();

/**
 * Allowed recoded values (0..100) for each item, indexed 0..35 (item number − 1),
 * each list sorted ascending. Example: `ITEM_VALUES[13]` (item 14) is `[0, 100]`.
 */
export const ITEM_VALUES: readonly (readonly number[])[] = Object.freeze(
  RECODED_BY_PRECODE.map((values) => Object.freeze([...values].sort((a, b) => a - b))),
);
