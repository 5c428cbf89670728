/**
 * The checkboxes of Manage Consent Permissions: survey numbers 1 to 4, and any further one
 * the participant has taken. Only taken surveys can change; the rest are shown disabled so
 * the manager sees where the next surveys will go.
 */
export const MIN_CONSENT_SURVEYS = 4;

export interface ConsentRecord {
  surveyNo: number;
  consented: boolean;
  createdAt: string;
}

export interface ConsentItem {
  surveyNo: number;
  /** False for a survey number the participant has not reached yet. */
  taken: boolean;
  consented: boolean;
  createdAt: string | null;
}

export function consentItems(records: readonly ConsentRecord[], minSurveys = MIN_CONSENT_SURVEYS): ConsentItem[] {
  const bySurveyNo = new Map(records.map((record) => [record.surveyNo, record]));
  const highest = Math.max(minSurveys, ...records.map((record) => record.surveyNo));
  return Array.from({ length: highest }, (_, i) => {
    const record = bySurveyNo.get(i + 1);
    return record
      ? { surveyNo: record.surveyNo, taken: true, consented: record.consented, createdAt: record.createdAt }
      : { surveyNo: i + 1, taken: false, consented: false, createdAt: null };
  });
}

/** The taken surveys whose box differs from what is stored: what Save sends. */
export function consentChanges(
  items: readonly ConsentItem[],
  ticked: ReadonlySet<number>,
): { surveyNo: number; consented: boolean }[] {
  return items
    .filter((item) => item.taken && item.consented !== ticked.has(item.surveyNo))
    .map((item) => ({ surveyNo: item.surveyNo, consented: ticked.has(item.surveyNo) }));
}
