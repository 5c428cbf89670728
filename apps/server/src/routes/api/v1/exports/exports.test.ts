import { surveyExportColumns } from '@romtrack/shared/contracts/export';
import { scoreAnswers } from '@romtrack/sf36/score';
import { parse } from 'csv-parse/sync';
import { desc, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, DATABASES, type TestApp } from '../../../../../test/build-test-app.ts';
import { bearer, seedWorld, sessionFor, type SeededWorld } from '../../../../../test/fixtures.ts';
import { BEST_ANSWERS, participantWithSurveys, WORST_ANSWERS } from '../../../../../test/participant-helpers.ts';
import { auditLog } from '../../../../db/schema/index.ts';
import { codebookRows } from '../../../../domain/export-codebook.ts';
import { createCenter, createDirector } from '../../../../domain/registration.ts';
import { exportRows, neutralizeFormula, resolveExportScope } from '../../../../domain/survey-export.ts';

const DAY = 86_400_000;
const FORMULA_CENTER = '=HYPERLINK("http://evil.example","x")';
/** A formula at the start, and one after a `;` (where a `;`-separated spreadsheet splits the cell). */
const FORMULA_DIRECTOR = '-2+3 Director;=SUM(A1:A9)';
/** Middle-ish answers whose scales are not whole numbers (role emotional 33.3). */
const MIXED = WORST_ANSWERS.map((v, i) => (i === 16 ? 100 : i === 0 ? 75 : v));

type Row = Record<string, string>;

function parseCsv(body: string): { header: string[]; rows: Row[] } {
  expect(body.charCodeAt(0), 'starts with a byte-order mark').toBe(0xfeff);
  const records: string[][] = parse(body.slice(1));
  const [header, ...rest] = records;
  return { header: header!, rows: rest.map((cells) => Object.fromEntries(header!.map((h, i) => [h, cells[i]!]))) };
}

describe('neutralizeFormula', () => {
  it('prefixes text that a spreadsheet would run, and nothing else', () => {
    for (const text of ['=1+1', '+1', '-1', '@SUM(A1)', '\t=1', '\r=1', '＝1+1', '＋1', '－1', '＠SUM(A1)'])
      expect(neutralizeFormula(text)).toBe(`'${text}`);
    for (const text of ['Harbor Center', '', "'=already", ' =1', '1-2', 'a=b', 'Norte; Sur', 'a;b;'])
      expect(neutralizeFormula(text)).toBe(text);
  });

  it('prefixes what follows each semicolon too, past quotes: a spreadsheet may split the cell there', () => {
    expect(neutralizeFormula('Sede Norte;=HYPERLINK(CHAR(104)&A3);')).toBe("Sede Norte;'=HYPERLINK(CHAR(104)&A3);");
    expect(neutralizeFormula('=1;+2;x;@3')).toBe("'=1;'+2;x;'@3");
    expect(neutralizeFormula('a;"=1')).toBe('a;"\'=1');
    expect(neutralizeFormula('a;""-1')).toBe('a;""\'-1');
    expect(neutralizeFormula('a;＝1')).toBe("a;'＝1");
  });
});

describe.each(DATABASES)('research export on %s', (kind) => {
  let t: TestApp;
  let world: SeededWorld;
  let adminId: string;
  let formula: { id: string; managerId: string };
  let day0: string;
  let day5: string;
  /** Accounts and the surveys each export must hold, as (center, pid, survey_no). */
  const made: { center: string; pid: number; surveyNo: number; consented: boolean; answers: number[] }[] = [];

  beforeAll(async () => {
    t = await buildTestApp(kind);
    world = await seedWorld(t.app);
    const [admin] = await t.app.ctx.db.query.staffAccounts.findMany({ where: (a, { eq }) => eq(a.role, 'admin') });
    adminId = admin!.id;
    const minus = await createDirector(t.app.ctx.db, {
      name: FORMULA_DIRECTOR,
      email: 'minus@example.org',
      password: 'minus-director-pass',
    });
    formula = await createCenter(t.app.ctx.db, {
      name: FORMULA_CENTER,
      password: 'formula-center-pass',
      directorId: minus.id,
      consentRegion: 'general',
    });

    const record = async (center: string, managerId: string, surveys: { answers: number[]; consented?: boolean }[]) => {
      const p = await participantWithSurveys(t.app, await token(managerId), surveys);
      surveys.forEach((s, i) =>
        made.push({ center, pid: p.pid, surveyNo: i + 1, consented: s.consented ?? true, answers: s.answers }),
      );
    };
    day0 = t.clock.now().toISOString().slice(0, 10);
    await record('Harbor Center', world.centerA.managerId, [
      { answers: WORST_ANSWERS },
      { answers: MIXED, consented: false },
    ]);
    await record('Ridge Center', world.centerB.managerId, [{ answers: BEST_ANSWERS }]);
    await record(FORMULA_CENTER, formula.managerId, [{ answers: MIXED }]);
    t.clock.advance(5 * DAY);
    day5 = t.clock.now().toISOString().slice(0, 10);
    await record('Harbor Center', world.centerA.managerId, [{ answers: BEST_ANSWERS }]);
  });
  afterAll(() => t.close());

  const token = (accountId: string) => sessionFor(t.app, accountId);
  const get = async (url: string, accountId?: string) =>
    t.app.inject({ url, headers: accountId ? bearer(await token(accountId)) : {} });
  const expected = (filter: (m: (typeof made)[number]) => boolean) =>
    made
      .filter(filter)
      .map((m) => `${m.center}/${m.pid}/${m.surveyNo}`)
      .sort();
  const keys = (rows: Row[]) => rows.map((r) => `${r.center!.replace(/^'/, '')}/${r.pid}/${r.survey_no}`).sort();

  it("names the file by the reader's day in their time zone, by UTC's without one", async () => {
    const now = t.clock.now();
    for (const tz of ['Pacific/Kiritimati', 'Etc/GMT+12', 'Asia/Taipei']) {
      const readerDay = new Intl.DateTimeFormat('en-CA', { timeZone: tz }).format(now);
      const res = await get(`/api/v1/exports/surveys.csv?tz=${encodeURIComponent(tz)}`, world.directorX.id);
      expect(res.headers['content-disposition'], tz).toBe(`attachment; filename="romtrack-surveys-${readerDay}.csv"`);
    }
    // UTC+14 and UTC-12 are a day apart at every hour: at least one names a day other than UTC's.
    const days = ['Pacific/Kiritimati', 'Etc/GMT+12'].map((tz) =>
      new Intl.DateTimeFormat('en-CA', { timeZone: tz }).format(now),
    );
    expect(days.some((d) => d !== day5)).toBe(true);
  });

  it('gives a director the consented surveys of their own centers, with every column', async () => {
    const res = await get('/api/v1/exports/surveys.csv', world.directorX.id);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="romtrack-surveys-${day5}.csv"`);
    expect(res.headers['cache-control']).toBe('no-store');
    const { header, rows } = parseCsv(res.body);
    // RFC 4180's line ends: CRLF after the header and after every row, and no bare LF.
    expect(res.body.split('\r\n')).toHaveLength(rows.length + 2);
    expect(res.body.replaceAll('\r\n', '')).not.toContain('\n');
    expect(header).toEqual(surveyExportColumns(false));
    expect(header).not.toContain('consented');
    expect(keys(rows)).toEqual(expected((m) => m.center === 'Harbor Center' && m.consented));

    const first = rows.find((r) => r.survey_no === '1' && r.item01 === '0')!;
    expect(first.region).toBe('Director Xavier');
    expect(first.center).toBe('Harbor Center');
    expect(first.language).toBe('en');
    expect(first.date).toBe(`${day0}T09:00:00.000Z`);
    expect(first.scoring_version).toBe('rand36-v1');
    expect(Array.from({ length: 36 }, (_, i) => Number(first[`item${String(i + 1).padStart(2, '0')}`]))).toEqual(
      WORST_ANSWERS,
    );
    expect(first.physical_functioning).toBe('0');
  });

  it('gives the admin every center’s consented surveys, with exact scores', async () => {
    const { rows } = parseCsv((await get('/api/v1/exports/surveys.csv', adminId)).body);
    expect(keys(rows)).toEqual(expected((m) => m.consented));
    const mixed = rows.find((r) => r.center === `'${FORMULA_CENTER}`)!;
    const exact = scoreAnswers(MIXED).exact;
    // Unrounded: 33.333..., as JavaScript prints the double, which parses back to the same number.
    expect(Number(mixed.role_emotional)).toBe(exact[2]);
    expect(mixed.role_emotional).toMatch(/^33\.3333/);
    expect(Number(mixed.general_health)).toBe(exact[7]);
  });

  it('gives a manager every survey of their center, with the consent flag', async () => {
    const { header, rows } = parseCsv((await get('/api/v1/exports/surveys.csv', world.centerA.managerId)).body);
    expect(header).toEqual(surveyExportColumns(true));
    expect(keys(rows)).toEqual(expected((m) => m.center === 'Harbor Center'));
    expect(rows.map((r) => r.consented).sort()).toEqual(['false', 'true', 'true']);
  });

  it('filters by centers and by date, both ends inclusive', async () => {
    const both = `${world.centerA.id},${world.centerB.id}`;
    const admin = (query: string) => get(`/api/v1/exports/surveys.csv?${query}`, adminId);
    expect(keys(parseCsv((await admin(`centers=${world.centerB.id}`)).body).rows)).toEqual(
      expected((m) => m.center === 'Ridge Center'),
    );
    expect(keys(parseCsv((await admin(`centers=${both}`)).body).rows)).toEqual(
      expected((m) => m.center !== FORMULA_CENTER && m.consented),
    );
    const late = parseCsv((await admin(`from=${day5}`)).body).rows;
    expect(late.map((r) => r.date!.slice(0, 10))).toEqual([day5]);
    const early = parseCsv((await admin(`to=${day0}`)).body).rows;
    expect(early).toHaveLength(expected((m) => m.consented).length - 1);
    expect(parseCsv((await admin(`from=${day0}&to=${day0}&centers=${world.centerA.id}`)).body).rows).toHaveLength(1);
    const manager = await get(`/api/v1/exports/surveys.csv?to=${day0}`, world.centerA.managerId);
    expect(parseCsv(manager.body).rows).toHaveLength(2);
  });

  it('neutralizes cells that would run as formulas in a CSV, with either list separator', async () => {
    const body = (await get(`/api/v1/exports/surveys.csv?centers=${formula.id}`, adminId)).body;
    const csv = parseCsv(body).rows;
    expect(csv).toHaveLength(1);
    expect(csv[0]!.center).toBe(`'${FORMULA_CENTER}`);
    expect(csv[0]!.region).toBe("'-2+3 Director;'=SUM(A1:A9)");
    // Read as a spreadsheet whose list separator is `;` reads it: no cell starts a formula.
    const bySemicolon: string[][] = parse(body.slice(1), {
      delimiter: ';',
      relax_quotes: true,
      relax_column_count: true,
    });
    const cells = bySemicolon.flat();
    // The region's cell is split there: what follows the `;` is text.
    expect(cells.filter((cell) => cell.startsWith("'=SUM(A1:A9),"))).toHaveLength(1);
    for (const cell of cells) expect(cell, cell).not.toMatch(/^"*[=+\-@\t\r＝＋－＠]/);
    // And the codebook tells the researcher, who would otherwise join on a name that differs from the XLSX's.
    for (const [column, , , meaning] of codebookRows(false).filter(([column]) => ['region', 'center'].includes(column)))
      expect(meaning, column).toContain('an apostrophe is added before it');
  });

  it('keeps names as they are in an XLSX, whose text cells never run', async () => {
    const xlsx = await get(`/api/v1/exports/surveys.xlsx?centers=${formula.id}`, adminId);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const row = book.getWorksheet('surveys')!.getRow(2);
    for (const [column, name] of [
      [1, FORMULA_DIRECTOR],
      [2, FORMULA_CENTER],
    ] as const) {
      const cell = row.getCell(column);
      expect(cell.value).toBe(name);
      expect(cell.type).toBe(ExcelJS.ValueType.String);
      expect(cell.formula).toBeUndefined();
    }
  });

  it('writes an XLSX that opens when a name saved before today\u2019s rules holds a character XML forbids', async () => {
    // Straight into the database: the API refuses such a name now (control-characters.test.ts).
    const old = await createCenter(t.app.ctx.db, {
      name: 'Old\uffffName Center',
      password: 'old-name-center-pass',
      directorId: world.directorX.id,
      consentRegion: 'general',
    });
    await participantWithSurveys(t.app, await token(old.managerId), [{ answers: MIXED }]);
    const xlsx = await get(`/api/v1/exports/surveys.xlsx?centers=${old.id}`, adminId);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    expect(book.getWorksheet('surveys')!.getRow(2).getCell(2).value).toBe('Old\ufffdName Center');
  });

  it('writes an XLSX that opens, with the same rows as numbers, and a codebook sheet', async () => {
    const res = await get('/api/v1/exports/surveys.xlsx', world.centerA.managerId);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="romtrack-surveys-${day5}.xlsx"`);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = book.getWorksheet('surveys')!;
    const values = sheet.getSheetValues().filter(Boolean) as unknown[][];
    const [header, ...rows] = values.map((v) => v.slice(1));
    expect(header).toEqual(surveyExportColumns(true));
    expect(rows).toHaveLength(3);
    const columns = surveyExportColumns(true);
    const at = (row: unknown[], column: string) => row[columns.indexOf(column)];
    for (const row of rows) {
      expect(at(row, 'center')).toBe('Harbor Center');
      expect(typeof at(row, 'pid')).toBe('number');
      expect(typeof at(row, 'item36')).toBe('number');
      expect(typeof at(row, 'general_health')).toBe('number');
      expect(typeof at(row, 'consented')).toBe('boolean');
    }
    const mixed = rows.find((row) => at(row, 'consented') === false)!;
    expect(at(mixed, 'role_emotional')).toBe(scoreAnswers(MIXED).exact[2]);
    const codebook = book.getWorksheet('codebook')!;
    expect(codebook.getRow(1).values).toEqual([undefined, 'column', 'type', 'values', 'meaning']);
    expect(codebook.rowCount).toBe(1 + columns.length);
  });

  it('serves a codebook describing every column, the item wording and the recode table', async () => {
    const res = await get('/api/v1/exports/codebook.csv', world.directorY.id);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe('attachment; filename="romtrack-codebook.csv"');
    const { header, rows } = parseCsv(res.body);
    expect(header).toEqual(['column', 'type', 'values', 'meaning']);
    expect(rows.map((r) => r.column)).toEqual(surveyExportColumns(true));
    const item1 = rows.find((r) => r.column === 'item01')!;
    expect(item1.meaning).toContain('In general, would you say your health is:');
    expect(item1.values).toBe('1 "Excellent" = 100; 2 "Very good" = 75; 3 "Good" = 50; 4 "Fair" = 25; 5 "Poor" = 0');
    const item24 = rows.find((r) => r.column === 'item24')!;
    expect(item24.values!.startsWith('1 "All of the time" = 0')).toBe(true);
    expect(rows.find((r) => r.column === 'item02')!.meaning).toContain('no scale');
    expect(rows.find((r) => r.column === 'role_emotional')!.meaning).toContain('item17, item18, item19');
    expect(codebookRows(false).map((r) => r[0])).toEqual(surveyExportColumns(false));
  });

  it('refuses a filter it does not take, where ignoring it would export everything the caller may see', async () => {
    for (const format of ['csv', 'xlsx']) {
      // `center` is the listings' filter; the exports take `centers`.
      const misspelt = await get(`/api/v1/exports/surveys.${format}?center=${world.centerB.id}`, adminId);
      expect(misspelt.statusCode, format).toBe(400);
      expect(misspelt.json()).toEqual({
        success: false,
        error: 'Invalid querystring: unknown parameter "center"',
        code: 'BAD_REQUEST',
      });
      expect(misspelt.headers['content-disposition']).toBeUndefined();
    }
  });

  it('exports a whole region by its director, however many centers it has, to the admin and that director only', async () => {
    for (const format of ['csv', 'xlsx']) {
      const url = `/api/v1/exports/surveys.${format}`;
      expect((await get(`${url}?director=${world.directorX.id}`, adminId)).statusCode, format).toBe(200);
      expect((await get(`${url}?director=${world.directorX.id}`, world.directorX.id)).statusCode, format).toBe(200);
      expect((await get(`${url}?director=${world.directorX.id}`, world.directorY.id)).statusCode, format).toBe(403);
      expect((await get(`${url}?director=${world.directorX.id}`, world.centerA.managerId)).statusCode, format).toBe(
        403,
      );
    }
    const byRegion = parseCsv((await get(`/api/v1/exports/surveys.csv?director=${world.directorX.id}`, adminId)).body);
    const byCenters = parseCsv((await get(`/api/v1/exports/surveys.csv`, world.directorX.id)).body);
    expect(keys(byRegion.rows)).toEqual(keys(byCenters.rows));
    expect(byRegion.rows.length).toBeGreaterThan(0);
    // A region of 120 centers: too many ids for `centers`, one id for `director`.
    const big = await createDirector(t.app.ctx.db, {
      name: 'Big Region',
      email: 'big@example.org',
      password: 'big-region-pass',
    });
    const ids: string[] = [];
    for (let i = 0; i < 120; i++) {
      ids.push(
        (
          await createCenter(t.app.ctx.db, {
            name: `Big Region Center ${i}`,
            password: 'big-center-pass',
            directorId: big.id,
            consentRegion: 'general',
          })
        ).id,
      );
    }
    expect((await get(`/api/v1/exports/surveys.csv?centers=${ids.join(',')}`, big.id)).statusCode).toBe(400);
    const whole = await get(`/api/v1/exports/surveys.csv?director=${big.id}`, adminId);
    expect(whole.statusCode).toBe(200);
    expect(parseCsv(whole.body).rows).toEqual([]);
  }, 120_000);

  it('refuses whoever may not export those surveys', async () => {
    for (const path of ['surveys.csv', 'surveys.xlsx', 'codebook.csv']) {
      expect((await get(`/api/v1/exports/${path}`)).statusCode).toBe(401);
    }
    for (const format of ['csv', 'xlsx']) {
      const url = `/api/v1/exports/surveys.${format}`;
      // Another region, another center, an unknown center: 403, and no file.
      const otherRegion = await get(`${url}?centers=${world.centerA.id}`, world.directorY.id);
      expect(otherRegion.statusCode).toBe(403);
      expect(otherRegion.json()).toMatchObject({ success: false, code: 'FORBIDDEN' });
      expect((await get(`${url}?centers=${world.centerA.id},${world.centerB.id}`, world.directorX.id)).statusCode).toBe(
        403,
      );
      expect((await get(`${url}?centers=${world.centerB.id}`, world.centerA.managerId)).statusCode).toBe(403);
      expect((await get(`${url}?centers=${crypto.randomUUID()}`, adminId)).statusCode).toBe(403);
      for (const centers of ['harbor', '-'.repeat(36)]) {
        const bad = await get(`${url}?centers=${centers}`, adminId);
        expect(bad.statusCode, centers).toBe(400);
        expect(bad.json().error).toMatch(/centers/);
      }
      expect((await get(`${url}?from=2026-13-01`, adminId)).statusCode).toBe(400);
    }
  });

  it('answers no HEAD on a survey export, so none is run and audited as sent', async () => {
    const exports = () => t.app.ctx.db.$count(auditLog, eq(auditLog.action, 'export'));
    const before = await exports();
    for (const url of ['/api/v1/exports/surveys.csv', '/api/v1/exports/surveys.xlsx']) {
      const res = await t.app.inject({ method: 'HEAD', url, headers: bearer(await token(adminId)) });
      expect(res.statusCode, url).toBe(405);
      expect(res.headers.allow, url).toBe('GET');
    }
    expect(await exports()).toBe(before);
  });

  it('records every export in the audit log: who, filters, rows', async () => {
    await get(
      `/api/v1/exports/surveys.xlsx?centers=${world.centerB.id}&from=${day0}&tz=America/Havana`,
      world.directorY.id,
    );
    const [entry] = await t.app.ctx.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'export'))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(entry).toMatchObject({ actorId: world.directorY.id, actorRole: 'director', target: 'surveys' });
    expect(entry!.detail).toEqual({
      format: 'xlsx',
      centers: [world.centerB.id],
      from: day0,
      to: null,
      tz: 'America/Havana',
      consentedOnly: true,
      rows: 1,
      complete: true,
    });
    const before = await t.app.ctx.db.$count(auditLog, eq(auditLog.action, 'export'));
    await get('/api/v1/exports/surveys.csv', world.centerA.managerId);
    expect(await t.app.ctx.db.$count(auditLog, eq(auditLog.action, 'export'))).toBe(before + 1);
  });

  it('reads in batches without repeating or skipping rows, even when surveys share a timestamp', async () => {
    const manager = await token(world.centerB.managerId);
    // Seven surveys submitted at the same instant (the test clock does not move).
    for (let i = 0; i < 7; i++) await participantWithSurveys(t.app, manager, [{ answers: BEST_ANSWERS }]);
    const account = { id: world.centerB.managerId, role: 'manager' as const, name: '', email: null };
    const scope = await resolveExportScope(
      t.app.ctx.db,
      { ...account, centerId: world.centerB.id, directorId: world.directorY.id },
      {},
    );
    const collect = async (batchSize: number) => {
      const out: string[] = [];
      for await (const row of exportRows(t.app.ctx.db, scope, batchSize)) out.push(`${row[2]}/${row[3]}`);
      return out;
    };
    const whole = await collect(1000);
    expect(whole).toHaveLength(8);
    expect(new Set(whole).size).toBe(8);
    expect(await collect(1)).toEqual(whole);
    expect(await collect(3)).toEqual(whole);
    expect(await collect(8)).toEqual(whole);
  });
});
