/**
 * A 100,000-survey export streams: the server reads it in batches and writes it as the
 * client reads, so the heap stays far below what holding the rows would take. The server
 * listens on a real port and the client reads the body as a stream (app.inject would buffer
 * the whole answer in this process and hide the difference).
 */
import http from 'node:http';
import v8 from 'node:v8';
import vm from 'node:vm';
import { surveyExportColumns } from '@romtrack/shared/contracts/export';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, DATABASES, type TestApp } from '../../../../../test/build-test-app.ts';
import { bearer, seedWorld, sessionFor, type SeededWorld } from '../../../../../test/fixtures.ts';
import { BEST_ANSWERS, WORST_ANSWERS } from '../../../../../test/participant-helpers.ts';

const PARTICIPANTS = 5_000;
const SURVEYS_EACH = 20;
const TOTAL = PARTICIPANTS * SURVEYS_EACH;
const MB = 1024 * 1024;
/**
 * Live heap (measured after a full collection) may grow this much while the export runs.
 * Streaming measured about 3 MB here (a batch of rows and the stream buffers); the same
 * export collecting its rows before writing them measured over 50 MB and failed.
 */
const LIVE_GROWTH_LIMIT = 30 * MB;
/** Peak heap including garbage not yet collected: streaming measured 30-60 MB. */
const PEAK_GROWTH_LIMIT = 150 * MB;

// A full collection on demand, so the test measures what is kept rather than what the
// collector has not yet got round to.
v8.setFlagsFromString('--expose-gc');
const collectGarbage = vm.runInNewContext('gc') as () => void;

const pgArray = (values: readonly number[]) => `{${values.join(',')}}`;

/**
 * A GET whose body is read as it arrives. No keep-alive (`agent: false`), so no connection
 * outlives its answer and keeps the server from closing at the end of the test.
 */
function streamGet(url: string, token: string): Promise<http.IncomingMessage> {
  return new Promise((resolve, reject) => {
    http.get(url, { headers: bearer(token), agent: false }, resolve).on('error', reject);
  });
}

describe.each(DATABASES)('export streaming on %s', (kind) => {
  let t: TestApp;
  let world: SeededWorld;
  let address: string;

  beforeAll(async () => {
    t = await buildTestApp(kind);
    world = await seedWorld(t.app);
    const db = t.app.ctx.db;
    const center = world.centerA.id;
    await db.execute(sql`
      INSERT INTO participants (center_id, pid, survey_count)
      SELECT ${center}::uuid, 1000 + g, ${SURVEYS_EACH}::int FROM generate_series(0, ${PARTICIPANTS - 1}::int) AS g`);
    // Half the surveys all-best, half all-worst. Timestamps 7 µs apart and in pairs: many
    // share a millisecond and some share the instant, so a batch boundary falls between
    // rows that only the full-precision cursor and the id can tell apart.
    await db.execute(sql`
      INSERT INTO surveys (participant_id, center_id, survey_no, answers, scores, language, consented, scoring_version, created_at)
      SELECT p.id, p.center_id, n,
        CASE WHEN (p.pid + n) % 2 = 0 THEN ${pgArray(BEST_ANSWERS)}::smallint[] ELSE ${pgArray(WORST_ANSWERS)}::smallint[] END,
        CASE WHEN (p.pid + n) % 2 = 0 THEN '{100,100,100,100,100,100,100,100}'::smallint[] ELSE '{1,1,1,1,1,1,1,1}'::smallint[] END,
        'en', true, 'rand36-v1',
        timestamptz '2026-01-05 00:00:00+00' + (((p.pid - 1000) * ${SURVEYS_EACH}::int + n) / 2) * interval '7 microseconds'
      FROM participants p CROSS JOIN generate_series(1, ${SURVEYS_EACH}::int) AS n
      WHERE p.center_id = ${center}::uuid`);
    // What PostgreSQL's autovacuum would do shortly after such a load (the export itself
    // refreshes the statistics on PGlite, which has no autovacuum).
    if (kind === 'postgres') await db.execute(sql`ANALYZE surveys, participants`);
    address = await t.app.listen({ port: 0, host: '127.0.0.1' });
  }, 180_000);
  afterAll(() => t.close());

  it('streams 100,000 surveys as CSV in bounded memory', async () => {
    const token = await sessionFor(t.app, world.centerA.managerId);
    collectGarbage();
    const baseline = process.memoryUsage().heapUsed;
    let peak = baseline;
    let live = baseline;
    const sampler = setInterval(() => {
      peak = Math.max(peak, process.memoryUsage().heapUsed);
    }, 20);
    const started = Date.now();
    let lines = 0;
    let bytes = 0;
    let chunks = 0;
    let firstChunkAt = 0;
    let head = '';
    let carry = '';
    // One flag per (pid, survey number): every row must arrive exactly once.
    const seen = new Uint8Array(TOTAL);
    let duplicates = 0;
    try {
      const res = await streamGet(`${address}/api/v1/exports/surveys.csv`, token);
      expect(res.statusCode).toBe(200);
      const decoder = new TextDecoder();
      for await (const chunk of res as AsyncIterable<Buffer>) {
        if (chunks === 0) firstChunkAt = Date.now() - started;
        chunks += 1;
        bytes += chunk.byteLength;
        const parts = (carry + decoder.decode(chunk, { stream: true })).split('\r\n');
        carry = parts.pop()!;
        for (const line of parts) {
          lines += 1;
          if (lines === 1) {
            head = line;
            continue;
          }
          const [, , pid, surveyNo] = line.split(',', 4);
          const slot = (Number(pid) - 1000) * SURVEYS_EACH + Number(surveyNo) - 1;
          if (seen[slot]) duplicates += 1;
          seen[slot] = 1;
        }
        if (chunks % 25 === 0) {
          collectGarbage();
          live = Math.max(live, process.memoryUsage().heapUsed);
        }
      }
      expect(carry).toBe('');
    } finally {
      clearInterval(sampler);
    }
    const seconds = (Date.now() - started) / 1000;
    console.info(
      `[${kind}] ${TOTAL} surveys: ${(bytes / MB).toFixed(1)} MB in ${chunks} chunks, first after ` +
        `${firstChunkAt} ms, all in ${seconds.toFixed(1)} s; live heap growth ` +
        `${((live - baseline) / MB).toFixed(1)} MB, peak growth ${((peak - baseline) / MB).toFixed(1)} MB`,
    );
    expect(head.replace(/^\uFEFF/, '')).toBe(surveyExportColumns(true).join(','));
    expect(lines).toBe(TOTAL + 1);
    expect(duplicates).toBe(0);
    expect(seen.every((flag) => flag === 1)).toBe(true);
    expect(live - baseline).toBeLessThan(LIVE_GROWTH_LIMIT);
    expect(peak - baseline).toBeLessThan(PEAK_GROWTH_LIMIT);
    // The answer started long before it ended: it was not assembled first.
    expect(chunks).toBeGreaterThan(100);
    expect(firstChunkAt).toBeLessThan((Date.now() - started) / 4);
    // The audit entry is written when the stream ends.
    const entries = await t.app.ctx.db.execute(
      sql`SELECT detail FROM audit_log WHERE action = 'export' ORDER BY id DESC LIMIT 1`,
    );
    const detail = (entries as unknown as { rows: { detail: { rows: number; complete: boolean } }[] }).rows[0]!.detail;
    expect(detail).toMatchObject({ rows: TOTAL, complete: true });
  }, 240_000);

  // The XLSX is compressed as it is written: the rows must wait for the compressor as well as for
  // the client, or they pile up in its input (outside the JS heap, in Buffers: 157 MB here before).
  it(`streams ${TOTAL.toLocaleString('en')} surveys as XLSX with the compressor's input bounded`, async () => {
    const token = await sessionFor(t.app, world.centerA.managerId);
    collectGarbage();
    const baseline = process.memoryUsage();
    let live = 0;
    const started = Date.now();
    let firstChunkAt = 0;
    let chunks = 0;
    let bytes = 0;
    let tail = Buffer.alloc(0);
    const res = await streamGet(`${address}/api/v1/exports/surveys.xlsx`, token);
    expect(res.statusCode).toBe(200);
    for await (const chunk of res as AsyncIterable<Buffer>) {
      if (chunks === 0) firstChunkAt = Date.now() - started;
      chunks += 1;
      bytes += chunk.byteLength;
      tail = Buffer.concat([tail, chunk]).subarray(-64);
      if (chunks % 25 === 0) {
        collectGarbage();
        const now = process.memoryUsage();
        live = Math.max(live, now.heapUsed - baseline.heapUsed + now.arrayBuffers - baseline.arrayBuffers);
      }
    }
    const seconds = (Date.now() - started) / 1000;
    console.info(
      `[${kind}] ${TOTAL} surveys as XLSX: ${(bytes / MB).toFixed(1)} MB in ${chunks} chunks, first after ` +
        `${firstChunkAt} ms, all in ${seconds.toFixed(1)} s; live heap and buffer growth ${(live / MB).toFixed(1)} MB`,
    );
    // A whole zip: its end-of-central-directory record closes the file.
    expect(tail.includes(Buffer.from([0x50, 0x4b, 0x05, 0x06]))).toBe(true);
    expect(live).toBeLessThan(LIVE_GROWTH_LIMIT);
    expect(chunks).toBeGreaterThan(100);
    expect(firstChunkAt).toBeLessThan((Date.now() - started) / 4);
  }, 240_000);

  it('stops reading when the client goes away, and audits the export as incomplete', async () => {
    const token = await sessionFor(t.app, world.directorX.id);
    const res = await streamGet(`${address}/api/v1/exports/surveys.csv`, token);
    // Read one chunk, then hang up.
    await new Promise((resolve) => res.once('data', resolve));
    res.destroy();
    let detail: { rows: number; complete: boolean } | undefined;
    let ip: string | null | undefined;
    for (let attempt = 0; attempt < 100 && !detail; attempt++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      const found = (await t.app.ctx.db.execute(
        sql`SELECT detail, ip FROM audit_log WHERE action = 'export' AND actor_id = ${world.directorX.id}::uuid`,
      )) as unknown as { rows: { detail: { rows: number; complete: boolean }; ip: string | null }[] };
      detail = found.rows[0]?.detail;
      ip = found.rows[0]?.ip;
    }
    expect(detail?.complete).toBe(false);
    // The client's address is kept even though its socket had closed when the line was written.
    expect(ip).toBe('127.0.0.1');
    expect(detail!.rows).toBeGreaterThan(0);
    expect(detail!.rows).toBeLessThan(TOTAL);
  }, 60_000);
});
