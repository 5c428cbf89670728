/**
 * Downloads of the research export (issue 8). The files need the bearer header, so a plain
 * link cannot fetch them: the browser fetches with the session token, turns the answer into
 * a Blob and clicks a temporary `<a download>` for it.
 */
import { EXPORT_PATHS, type SurveyExportQuery } from '@romtrack/shared/contracts/export';
import { readerTimeZone } from '../components/graphs/date-format.ts';
import { fetchWithSession, noAnswer, refusal, REQUEST_TIMEOUT_MS, unreachable } from '../lib/api-fetch.ts';
import { deadline, type Deadline } from '../lib/deadline.ts';

export type ExportFile = keyof typeof EXPORT_PATHS;

const FALLBACK_NAMES: Record<ExportFile, string> = {
  csv: 'romtrack-surveys.csv',
  xlsx: 'romtrack-surveys.xlsx',
  codebook: 'romtrack-codebook.csv',
};

/** The file name the server chose (`Content-Disposition: attachment; filename="..."`), if any. */
export function fileNameFrom(disposition: string | null): string | null {
  const match = disposition?.match(/filename\*?=(?:UTF-8'')?"?([^";]+)"?/i);
  return match?.[1] ? decodeURIComponent(match[1]) : null;
}

/** The export's URL with its filters; the codebook takes none. */
export function exportUrl(file: ExportFile, query: SurveyExportQuery = {}): string {
  const params = new URLSearchParams();
  if (file !== 'codebook') {
    if (query.centers) params.set('centers', query.centers);
    if (query.director) params.set('director', query.director);
    if (query.from) params.set('from', query.from);
    if (query.to) params.set('to', query.to);
    // Always: the reader's zone gives the days of the dates chosen and the file's name.
    params.set('tz', readerTimeZone());
  }
  const search = params.toString();
  return search ? `${EXPORT_PATHS[file]}?${search}` : EXPORT_PATHS[file];
}

/** The answer's body, the wait for the server starting again with each piece that arrives. */
async function receive(response: Response, limit: Deadline): Promise<Blob> {
  if (!response.body) return response.blob();
  const reader = response.body.getReader();
  const parts: BlobPart[] = [];
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return new Blob(parts, { type: response.headers.get('content-type') ?? '' });
    parts.push(value);
    limit.restart();
  }
}

/**
 * Fetches one export and saves it through the browser's download. Given up on only when no byte
 * has come for REQUEST_TIMEOUT_MS.downloadSilence: a large export on a slow line takes minutes.
 *
 * @throws ApiError with the server's message when it refuses, status 0 when unreachable or silent.
 */
export async function downloadExport(file: ExportFile, query: SurveyExportQuery = {}): Promise<void> {
  const limit = deadline(REQUEST_TIMEOUT_MS.downloadSilence);
  let blob: Blob;
  let response: Response;
  try {
    try {
      response = await fetchWithSession(exportUrl(file, query), { signal: limit.signal });
    } catch {
      throw limit.timedOut() ? noAnswer('GET') : unreachable();
    }
    if (!response.ok) throw await refusal(response, `Download failed (${response.status})`);
    blob = await receive(response, limit).catch(() => {
      throw limit.timedOut() ? noAnswer('GET') : unreachable();
    });
  } finally {
    limit.done();
  }
  const url = URL.createObjectURL(blob);
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = fileNameFrom(response.headers.get('content-disposition')) ?? FALLBACK_NAMES[file];
  anchor.style.display = 'none';
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  // Revoked later, not at once: some browsers start reading the Blob only after the click returns.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
