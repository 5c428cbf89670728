/**
 * The codebook of the research export: one row per column with its type, its values and
 * their meaning. Built from the same sources the export and the survey use (the English
 * RAND wording, the recode table, the scale table), so it cannot drift from the data.
 */
import { ITEM_COLUMNS, SCALE_COLUMNS, surveyExportColumns } from '@romtrack/shared/contracts/export';
import { SURVEY_LANGUAGE_TAGS } from '@romtrack/shared/contracts/surveys';
import { en } from '@romtrack/sf36/questionnaire/en';
import { sectionHeaderIndex } from '@romtrack/sf36/questionnaire/sections';
import { SCALES } from '@romtrack/sf36/scales';
import { SCORING_VERSION } from '@romtrack/sf36/score';

export const CODEBOOK_COLUMNS = ['column', 'type', 'values', 'meaning'] as const;

type CodebookRow = [column: string, type: string, values: string, meaning: string];

function itemRow(index: number): CodebookRow {
  const item = en.items[index]!;
  const header = sectionHeaderIndex(index);
  const scale = SCALES.find((s) => s.items.includes(index));
  // The recode table: the option's position on the form (RAND's precode) and its stored value.
  const values = item.options.map((option, i) => `${i + 1} "${option.text}" = ${option.value}`).join('; ');
  const wording = header === null ? item.text : `${en.headers[header]} ${item.text}`;
  const belongs = scale
    ? `Scale: ${scale.label}.`
    : 'Belongs to no scale (RAND reports it on its own as perceived change in health).';
  return [
    ITEM_COLUMNS[index]!,
    'integer',
    values,
    `RAND-36 item ${item.number}, recoded answer (0..100, higher is better health). ${wording} ${belongs}`,
  ];
}

function scaleRow(index: number): CodebookRow {
  const scale = SCALES[index]!;
  const items = scale.items.map((i) => ITEM_COLUMNS[i]).join(', ');
  return [
    SCALE_COLUMNS[index]!,
    'number',
    '0..100, unrounded',
    `${scale.label}: mean of ${items}; higher is better health. Shown in ROMtrack rounded, with 0 as 1; ` +
      `this column keeps the exact mean. RAND reference sample: mean ${scale.referenceMean}, SD ${scale.sd}, ` +
      `reliability ${scale.reliability}.`,
  ];
}

/** How the CSV keeps a name from running as a formula (survey-export.ts, neutralizeFormula). */
const AS_TEXT =
  ' In the CSV, where the name (or a part after a ;) begins with = + - @ (or their full-width forms), ' +
  'a tab or a carriage return, an apostrophe is ' +
  'added before it so that a spreadsheet shows it as text; remove it when joining to other data. ' +
  'The XLSX keeps the name unchanged.';

/** The codebook rows (without the header row) for an export with or without the consent column. */
export function codebookRows(withConsent: boolean): CodebookRow[] {
  const fixed: Record<string, CodebookRow> = {
    region: ['region', 'text', 'free text', `Name of the regional director who owns the center.${AS_TEXT}`],
    center: ['center', 'text', 'free text', `Name of the treatment center.${AS_TEXT}`],
    pid: [
      'pid',
      'integer',
      '1000..9999',
      'Participant id, unique within its center: (center, pid) identifies a participant, in this export and ' +
        'in any other (a deleted participant with surveys keeps their number). Holds no personal data.',
    ],
    survey_no: ['survey_no', 'integer', '1, 2, 3, ...', "The participant's survey number: 1 is their first survey."],
    date: ['date', 'text', 'ISO 8601, UTC (e.g. 2026-03-01T09:00:00.000Z)', 'When the survey was submitted.'],
    language: [
      'language',
      'text',
      SURVEY_LANGUAGE_TAGS.join(', '),
      'Language the participant answered in (BCP 47: en English, vi Vietnamese, it Italian, es Spanish, ' +
        'zh-TW Traditional Chinese).',
    ],
    consented: [
      'consented',
      'boolean',
      'true, false',
      'Whether the participant consented to sharing this survey with the foundation (managers\u2019 exports only; ' +
        'directors and the admin receive consented surveys only).',
    ],
    scoring_version: [
      'scoring_version',
      'text',
      SCORING_VERSION,
      'Version of the scoring algorithm that computed the scale columns from the items.',
    ],
  };
  return surveyExportColumns(withConsent).map((column) => {
    const item = ITEM_COLUMNS.indexOf(column);
    if (item >= 0) return itemRow(item);
    const scale = (SCALE_COLUMNS as readonly string[]).indexOf(column);
    if (scale >= 0) return scaleRow(scale);
    const row = fixed[column];
    if (!row) throw new Error(`Codebook: no description for column ${column}`);
    return row;
  });
}
