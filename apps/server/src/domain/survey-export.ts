/**
 * The research export: who may export which surveys, the rows read in batches, and the CSV
 * and XLSX writers. Rows are never all in memory: each center's surveys are read 1,000 at a
 * time by keyset pagination on (created_at, id) (the (center_id, created_at) index serves
 * it), and the writers pull the next row only when the reply stream asks for more.
 */
import { PassThrough, Readable, pipeline, type Writable } from 'node:stream';
import { surveyExportColumns, type SurveyExportQuery } from '@romtrack/shared/contracts/export';
import { scoreAnswers, SCORING_VERSION } from '@romtrack/sf36/score';
import { stringify } from 'csv-stringify';
import { and, asc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { inNameOrder } from '../db/name-order.ts';
import { centers, participants, staffAccounts, surveys } from '../db/schema/index.ts';
import { Forbidden } from '../errors.ts';
import type { Account } from './accounts.ts';
import { filterSpan } from './insight-common.ts';

/** One exported cell: text, a number, or (the consent flag) a boolean. */
export type Cell = string | number | boolean;

/** Surveys read per database round trip. */
export const EXPORT_BATCH_SIZE = 1000;

/**
 * Where a spreadsheet opening the CSV would start a formula: a text cell's start, and the start
 * of what follows each `;` (a spreadsheet whose list separator is `;`, Excel's in much of Europe
 * and Latin America, splits the cell there), past any quotes, at `=`, `+`, `-`, `@`, or a tab
 * or carriage return (which some programs strip before doing so); and at their full-width forms
 * `＝＋－＠`, which spreadsheets in East Asian locales may read as the same. OWASP "CSV Injection".
 */
const FORMULA_STARTS = /(^|;)("*)(?=[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20])/g;

/**
 * Neutralizes a CSV text cell: every place where it would begin a formula gets a `'`, so it is
 * shown as text and never evaluated. Center and region names are typed by staff, so an export
 * must not hand a researcher `=HYPERLINK(...)` as a live formula. (An XLSX cell holds text as
 * text, so the XLSX export keeps the names as they are.)
 */
export function neutralizeFormula(text: string): string {
  return text.replace(FORMULA_STARTS, "$1$2'");
}

export interface ExportCenter {
  id: string;
  name: string;
  /** The name of the director who owns the center. */
  region: string;
}

export interface ExportScope {
  /** Centers to export, ordered by region then center name. */
  centers: ExportCenter[];
  /** Directors and the admin export consented surveys only (decisions.md "Visibility"). */
  consentedOnly: boolean;
  /** Managers export every survey of their center, so the file says which are consented. */
  withConsent: boolean;
  from?: string | undefined;
  to?: string | undefined;
  /** The time zone of `from` and `to`; UTC when absent. */
  tz?: string | undefined;
}

/**
 * The centers and rules of one export. A manager reaches their own center, a director the
 * centers they own, the admin all; naming any other center (or an unknown id) is 403.
 */
export async function resolveExportScope(
  db: Database,
  account: Account,
  query: SurveyExportQuery,
): Promise<ExportScope> {
  let reach: SQL | undefined;
  if (account.role === 'manager') reach = eq(centers.id, account.centerId!);
  else if (account.role === 'director') reach = eq(centers.directorId, account.id);
  if (query.director) {
    // A region: the admin's any, a director's own; a manager has no region to name.
    if (account.role === 'manager' || (account.role === 'director' && query.director !== account.id)) {
      throw new Forbidden('You do not have access to this region');
    }
    reach = and(reach, eq(centers.directorId, query.director));
  }
  const reachable = await db
    .select({ id: centers.id, name: centers.name, region: staffAccounts.name })
    .from(centers)
    .innerJoin(staffAccounts, eq(staffAccounts.id, centers.directorId))
    .where(reach)
    .orderBy(inNameOrder(staffAccounts.name), inNameOrder(centers.name), asc(centers.id));
  let selected = reachable;
  if (query.centers) {
    const wanted = new Set(query.centers.toLowerCase().split(','));
    const reachableIds = new Set(reachable.map((c) => c.id));
    for (const id of wanted) {
      if (!reachableIds.has(id)) throw new Forbidden('You do not have access to this center');
    }
    selected = reachable.filter((c) => wanted.has(c.id));
  }
  const manager = account.role === 'manager';
  return {
    centers: selected,
    consentedOnly: !manager,
    withConsent: manager,
    from: query.from,
    to: query.to,
    tz: query.tz,
  };
}

/**
 * PGlite runs no autovacuum, so its planner never has statistics: it then reads every
 * remaining row of a center and sorts it for each batch, which makes a large export
 * quadratic. Refreshing them first (a sample of the tables, well under a second at 100,000
 * surveys) lets it walk the (center_id, created_at) index. PostgreSQL's autovacuum keeps its
 * own statistics current, so nothing is done there.
 */
export async function preparePlanner(db: Database, kind: 'pglite' | 'postgres'): Promise<void> {
  if (kind === 'pglite') await db.execute(sql`ANALYZE surveys, participants`);
}

/** The header row for this scope. */
export function exportColumns(scope: ExportScope): string[] {
  return surveyExportColumns(scope.withConsent);
}

/**
 * Where the previous batch ended. created_at stays PostgreSQL's own text: a JS Date would
 * drop the microseconds and could repeat or skip rows at a batch boundary.
 */
interface Cursor {
  at: string;
  id: string;
}

interface BatchRow {
  id: string;
  cursorAt: string;
  createdAt: Date;
  pid: number;
  surveyNo: number;
  language: string;
  answers: number[];
  consented: boolean;
}

/** One batch of a center's surveys after `cursor`, in (created_at, id) order. */
function readBatch(db: Database, fixed: SQL[], cursor: Cursor | null, batchSize: number): Promise<BatchRow[]> {
  const after = cursor
    ? sql`(${surveys.createdAt}, ${surveys.id}) > (${cursor.at}::timestamptz, ${cursor.id}::uuid)`
    : undefined;
  return db
    .select({
      id: surveys.id,
      cursorAt: sql<string>`${surveys.createdAt}::text`,
      createdAt: surveys.createdAt,
      pid: participants.pid,
      surveyNo: surveys.surveyNo,
      language: surveys.language,
      answers: surveys.answers,
      consented: surveys.consented,
    })
    .from(surveys)
    .innerJoin(participants, eq(participants.id, surveys.participantId))
    .where(and(...fixed, after))
    .orderBy(asc(surveys.createdAt), asc(surveys.id))
    .limit(batchSize);
}

/**
 * The export's rows, in column order, read batch by batch.
 *
 * @param batchSize Surveys per query (tests use small batches to cross batch boundaries).
 */
export async function* exportRows(
  db: Database,
  scope: ExportScope,
  batchSize = EXPORT_BATCH_SIZE,
): AsyncGenerator<Cell[], void, undefined> {
  for (const center of scope.centers) {
    const fixed: SQL[] = [eq(surveys.centerId, center.id)];
    if (scope.consentedOnly) fixed.push(eq(surveys.consented, true));
    const span = filterSpan(scope);
    if (span.from) fixed.push(gte(surveys.createdAt, span.from));
    if (span.to) fixed.push(lt(surveys.createdAt, span.to));
    let cursor: Cursor | null = null;
    for (;;) {
      const batch = await readBatch(db, fixed, cursor, batchSize);
      for (const row of batch) {
        const answers = row.answers.map(Number);
        yield [
          center.region,
          center.name,
          row.pid,
          row.surveyNo,
          row.createdAt.toISOString(),
          row.language,
          ...answers,
          // Scale scores are computed now from the stored answers, so the version exported
          // is the scoring module's current one.
          ...scoreAnswers(answers).exact,
          ...(scope.withConsent ? [row.consented] : []),
          SCORING_VERSION,
        ];
      }
      const last = batch[batch.length - 1];
      if (!last || batch.length < batchSize) break;
      cursor = { at: last.cursorAt, id: last.id };
    }
  }
}

/**
 * CSV as RFC 4180 writes it (its quoting, and lines ending in CRLF, which every spreadsheet, R and
 * pandas read; UTF-8 with a byte-order mark so spreadsheet programs read non-Latin names) from
 * rows pulled on demand. Booleans are written `true` / `false`; text is neutralized.
 *
 * @param onError Called once if reading or writing fails midway (the stream is destroyed).
 */
export function csvStream(
  columns: readonly string[],
  rows: AsyncIterable<Cell[]>,
  onError: (error: Error) => void,
): Readable {
  const stringifier = stringify({
    bom: true,
    header: true,
    record_delimiter: 'windows',
    columns: [...columns],
    cast: { boolean: (value) => (value ? 'true' : 'false'), string: neutralizeFormula },
  });
  pipeline(Readable.from(rows), stringifier, (error) => {
    if (error) onError(error);
  });
  return stringifier;
}

/** Resolves when `stream` can take more, or it or `out` (the reply) has closed. */
function drained(stream: Writable, out: Writable): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      stream.off('drain', done);
      stream.off('close', done);
      out.off('close', done);
      resolve();
    };
    stream.on('drain', done);
    stream.on('close', done);
    out.on('close', done);
  });
}

/**
 * What a worksheet's XML is written into: the input of the zip compressor (archiver), fed by
 * exceljs's own stream, which ignores its backpressure. Rows committed faster than they are
 * compressed would pile up there (150 MB for 100,000 surveys), so the export waits on it as on
 * the reply. `stream` and `pipes` are exceljs 4 internals, not its typed API: should they
 * change, the streaming test's memory bound for the XLSX fails.
 */
function zipInputsOf(sheet: object): Writable[] {
  return (sheet as { stream?: { pipes?: Writable[] } }).stream?.pipes ?? [];
}

/**
 * Whether `stream` has more buffered than it wants. archiver's input is a readable-stream 2
 * PassThrough, older than Node's `writableNeedDrain`, whose state says the same.
 */
function needsDrain(stream: Writable): boolean {
  return (
    stream.writableNeedDrain ??
    (stream as { _writableState?: { needDrain?: boolean } })._writableState?.needDrain ??
    false
  );
}

/**
 * A cell as XML can hold it: exceljs drops control characters but writes U+FFFE and U+FFFF,
 * which XML forbids, and Excel then calls the whole file corrupt. Names are refused with them
 * now (text.ts), but a database may hold one saved before; it shows as U+FFFD, the replacement
 * character.
 */
function xmlSafe(cell: Cell): Cell {
  return typeof cell === 'string' ? cell.replace(/[\uFFFE\uFFFF]/g, '\uFFFD') : cell;
}

/**
 * XLSX through exceljs's streaming writer: a "surveys" worksheet with the header and rows,
 * then a "codebook" worksheet. exceljs queues what it is given, so the loop waits whenever
 * the compressor or the reply has not taken the previous output yet; memory then stays within
 * about a batch.
 *
 * @param onError Called once if reading or writing fails midway (the stream is destroyed).
 */
export function xlsxStream(
  columns: readonly string[],
  rows: AsyncIterable<Cell[]>,
  codebook: readonly (readonly Cell[])[],
  onError: (error: Error) => void,
): Readable {
  const out = new PassThrough();
  const write = async () => {
    // exceljs takes longer to load than the rest of the server: loaded on the first XLSX export.
    const { default: ExcelJS } = await import('exceljs');
    const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: false, useSharedStrings: false });
    const sheet = workbook.addWorksheet('surveys');
    sheet.addRow([...columns]).commit();
    for await (const row of rows) {
      // The client went away: stop reading (leaving the loop ends the row generator).
      if (out.destroyed) return;
      sheet.addRow(row.map(xmlSafe)).commit();
      for (const input of [out, ...zipInputsOf(sheet)]) if (needsDrain(input)) await drained(input, out);
    }
    sheet.commit();
    const book = workbook.addWorksheet('codebook');
    for (const row of codebook) book.addRow([...row]).commit();
    book.commit();
    await workbook.commit();
  };
  write().catch((error: unknown) => {
    const failure = error instanceof Error ? error : new Error(String(error));
    onError(failure);
    out.destroy(failure);
  });
  return out;
}
