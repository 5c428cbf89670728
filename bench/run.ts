/**
 * `npm run bench`: seeds a large data set through the product's own code, starts the real
 * server on it and measures, with autocannon in the same run, each endpoint of issue 7 beside
 * its yardstick (the same SQL in a bare Fastify app, or the bare argon2id rate for login).
 * Ratios to the yardsticks are what make the numbers comparable on a busy machine.
 *
 * Usage: npm run bench [-- --quick] [-- --only pglite|postgres] [-- --endpoints summary,pid]
 *                      [-- --no-write | --write] [-- --seed-only]
 *   --quick      2 centers, 4,500 PIDs, 8,000 surveys, 3 s per measurement: checks the suite works;
 *                prints only, unless --write.
 *   --endpoints  measures only these (load, pid, summary, submit, login), to try a change to one
 *                of them; prints only: a partial table is never written.
 * PostgreSQL is measured too when BENCH_DATABASE_URL (or TEST_DATABASE_URL) is set; it names a
 * database the benchmark may connect to in order to create `romtrack_bench`.
 * Writes the section "## Server throughput" of docs/benchmarks.md.
 */
import { scoreAnswers } from '@romtrack/sf36/score';
import { GRAPH_START_DATE } from '@romtrack/shared/contracts/surveys';
import { hashPassword } from '../apps/server/src/domain/passwords.ts';
import { openLinks, participantIds, preparePglite, preparePostgres, type BenchDatabase } from './databases.ts';
import {
  argon2Slice,
  interleave,
  loadAtRate,
  loadSlice,
  Paced,
  summarize,
  type LoadResult,
  type LoadSpec,
  type Slice,
} from './load.ts';
import { commit, loadAverage, machine, today, writeSection } from './report.ts';
import { FULL_PLAN, QUICK_PLAN, randomAnswers, randomGenerator, SEED_ACCOUNTS } from './seed.ts';
import { startProduct, startYardstick, type Running } from './servers.ts';

const args = process.argv.slice(2);
const quick = args.includes('--quick');
const write = !args.includes('--endpoints') && (args.includes('--write') || (!quick && !args.includes('--no-write')));
const only = args.includes('--only') ? args[args.indexOf('--only') + 1] : undefined;
const endpoints = args.includes('--endpoints') ? args[args.indexOf('--endpoints') + 1]?.split(',') : undefined;
const measured = (id: EndpointId) => !endpoints || endpoints.includes(id);
const mode = quick ? 'quick' : 'full';
const plan = quick ? QUICK_PLAN : FULL_PLAN;
/** Seconds each side is measured, in ROUNDS alternating slices. */
const SECONDS = quick ? 3 : 10;
/** autocannon runs in whole seconds (it checks its clock once a second): slices are whole seconds. */
const ROUNDS = quick ? 3 : 5;
const WARMUP_SECONDS = quick ? 1 : 2;
/** Product start-ups timed (the first one before the measurements, the others after). */
const STARTUPS = quick ? 2 : 3;
const CONNECTIONS = 10;
/** Participants whose links stay open for the survey-load measurements. */
const READ_LINKS = quick ? 100 : 1_000;
/** argon2id verifications in flight in the yardstick: more than libuv's 4 threads, as under load. */
const ARGON2_CONCURRENCY = 8;

/** Why start-up takes long when it does: a CPU profile of the start (node --cpu-prof) shows where the time goes. */
const STARTUP_NOTE =
  'most of it is PGlite starting PostgreSQL inside WebAssembly (a CPU profile of the start: about a second on a slow' +
  " 2-core machine, half of it in one function of PGlite's WebAssembly) and Node loading the server's modules (about" +
  ' a thousand files; drizzle-orm through its CommonJS build, ADR 003)';

/** Where the aggregation's own time goes (ADR 004, EXPLAIN ANALYZE on both databases). */
const SUMMARY_NOTE =
  'it reads when the first and the last survey were made (the two ends of an index), then sums the month totals (a row' +
  ' per center, month, survey number and consent: about 8,000 here); a range from before the first survey to today' +
  ' reads no survey itself';

const TARGETS = { ratio: 0.7, loginRatio: 0.8, p99Ms: 50, summaryP99Ms: 50, startupMs: 2000 };

const log = (message: string) => console.log(message);

type EndpointId = 'load' | 'submit' | 'pid' | 'summary' | 'login';

interface EndpointRow {
  id: EndpointId;
  label: string;
  yardstickLabel: string;
  /** What the product does that its yardstick does not: the expected cost, said when a ratio is missed. */
  extra: string;
  ratioTarget: number;
  yardstick: LoadResult;
  max: LoadResult;
  quarter: LoadResult;
  quarterRate: number;
  /** The product with one connection: latency without queueing. */
  alone: LoadResult;
}

interface DatabaseResult {
  db: BenchDatabase;
  bare: LoadResult;
  rows: EndpointRow[];
  startups: number[];
  loadBefore: string;
  loadAfter: string;
}

const ENDPOINTS: Record<
  EndpointId,
  Omit<EndpointRow, 'yardstick' | 'max' | 'quarter' | 'quarterRate' | 'alone' | 'id'>
> = {
  load: {
    label: 'survey load by token: `GET /api/v1/users/surveys/{token}`',
    yardstickLabel: 'same SELECT, bare route',
    extra:
      "Drizzle's row mapping, the throttle check, the security headers and the response's serializer: fixed costs that" +
      ' weigh heavily against a one-row SELECT',
    ratioTarget: TARGETS.ratio,
  },
  submit: {
    label: 'survey submit: `POST /api/v1/surveys/{token}`',
    yardstickLabel: 'same statement (UPDATE and INSERT in one), bare route',
    extra:
      'validation of the 36 answers, scoring, the throttle check, and the audit INSERT that is part of its statement',
    ratioTarget: TARGETS.ratio,
  },
  pid: {
    label: `PID page with search: \`GET /api/v1/centers/{id}/users?pid=12\` (${plan.bigCenterPids.toLocaleString('en-US')}-PID center)`,
    yardstickLabel: "same page and count SELECTs (named statements on PostgreSQL, as the product's), bare route",
    extra:
      "the session lookup, a third query beside the page's two, which bounds the ratio near 2/3 (a CPU profile of the" +
      ' server under this load on PostgreSQL puts over a third of its time in the system call that sends a query to the' +
      ' database; kept so that revocation is immediate, ADR 006), the role check and the response serializer',
    ratioTarget: TARGETS.ratio,
  },
  summary: {
    label: `director aggregation: \`GET /api/v1/surveys/summary?director={id}&from=${GRAPH_START_DATE}&to={today}\` (all centers)`,
    yardstickLabel: 'same centers, first and last survey, month-totals (and partial-month) SELECTs, bare route',
    extra:
      'the session lookup (one more query), and the adding up of the totals into 2,800 means per center and survey number',
    ratioTarget: TARGETS.ratio,
  },
  login: {
    label: 'manager login: `POST /api/v1/auth/login`',
    yardstickLabel: `bare argon2id verify loop (${ARGON2_CONCURRENCY} at a time)`,
    extra: 'the account lookup, one statement that opens the session and writes its audit line, and HTTP',
    ratioTarget: TARGETS.loginRatio,
  },
};

/** Ready-made survey bodies with varied answers; the yardstick's carry precomputed scores. */
function surveyBodies(count: number) {
  const random = randomGenerator(99);
  return Array.from({ length: count }, () => {
    const answers = randomAnswers(random);
    const product = { answers, consented: random() < 0.9, language: 'en' };
    return {
      product: JSON.stringify(product),
      yardstick: JSON.stringify({ ...product, scores: scoreAnswers(answers).display }),
    };
  });
}

function cycle(values: readonly string[]): () => string {
  let i = 0;
  return () => values[i++ % values.length]!;
}

/**
 * Single-use survey links for the submit measurements, opened between runs (never during one),
 * exactly as many as the next run sends, for a fixed set of participants taken in turn. Each
 * side has its own participants: on PostgreSQL both servers share one database, and a link
 * opened for a participant replaces the one it had.
 */
class LinkSupply {
  readonly #tokens: string[] = [];
  #cursor = 0;
  private readonly participants: readonly string[];
  private readonly open: (participantId: string) => Promise<string>;

  constructor(participants: readonly string[], open: (participantId: string) => Promise<string>) {
    this.participants = participants;
    this.open = open;
  }

  /** How many links can wait at once: one per participant. */
  get size(): number {
    return this.participants.length;
  }

  take = (): string => {
    const token = this.#tokens.shift();
    if (!token) throw new Error('no survey link left: a run sent more requests than it was given links for');
    return token;
  };

  /** Opens links until `count` are waiting (at most one per participant). */
  async fill(count: number): Promise<void> {
    if (count > this.participants.length) throw new Error(`${count} links wanted, ${this.participants.length} PIDs`);
    const ids = Array.from(
      { length: Math.max(0, count - this.#tokens.length) },
      () => this.participants[this.#cursor++ % this.participants.length]!,
    );
    let next = 0;
    const opened: string[] = new Array<string>(ids.length);
    const worker = async () => {
      while (next < ids.length) {
        const i = next++;
        opened[i] = await this.open(ids[i]!);
      }
    };
    await Promise.all(Array.from({ length: 8 }, worker));
    this.#tokens.push(...opened);
  }
}

async function post<T>(url: string, body: unknown, headers: Record<string, string> = {}): Promise<T> {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`POST ${url}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

/** One request first: a wrong path or a refused token must fail loudly, not measure 4xx speed. */
async function check(spec: LoadSpec): Promise<void> {
  const path = typeof spec.path === 'function' ? spec.path() : spec.path;
  const body = typeof spec.body === 'function' ? spec.body() : spec.body;
  const res = await fetch(`${spec.baseUrl}${path}`, {
    method: spec.method,
    headers: { ...(body ? { 'content-type': 'application/json' } : {}), ...spec.headers },
    ...(body ? { body } : {}),
  });
  if (!res.ok) throw new Error(`${spec.title}: ${spec.method} ${path} answered ${res.status} ${await res.text()}`);
}

const fmt = (n: number, digits = 0) =>
  n.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });

/** Statuses other than 2xx, if any, for the console. */
function failuresNote(results: LoadResult[]): string {
  const all = summarize([]).failures;
  for (const r of results)
    for (const [status, n] of Object.entries(r.failures)) all[Number(status)] = (all[Number(status)] ?? 0) + n;
  return Object.keys(all).length ? ` | non-2xx: ${JSON.stringify(all)}` : '';
}

/** One side of a comparison: a way to load it for some seconds. */
type Side = (seconds: number, connections?: number) => Promise<Slice>;

/** A side that sends fixed numbers of requests, sized from its last rate, per connection count. */
function paced(run: (amount: number, connections: number) => Promise<Slice>): Side {
  const byConnections = new Map<number, Paced>();
  return (seconds, connections = CONNECTIONS) => {
    let pace = byConnections.get(connections);
    if (!pace) byConnections.set(connections, (pace = new Paced(run)));
    return pace.slice(seconds, connections);
  };
}

async function measureDatabase(db: BenchDatabase): Promise<DatabaseResult> {
  const loadBefore = loadAverage();
  const startups: number[] = [];
  const rows: EndpointRow[] = [];
  const { meta } = db;

  // Read links are opened while no server holds the database (PGlite has one writer); they stay
  // open, in other centers than the big one, whose PIDs the submits use.
  const participants = await participantIds(db.target);
  const others = participants.filter((p) => p.centerId !== meta.bigCenterId).map((p) => p.id);
  const big = participants.filter((p) => p.centerId === meta.bigCenterId).map((p) => p.id);
  let readTokens = cycle([]);
  // Only the survey-load measurement reads them.
  if (measured('load')) {
    const readLinks = others.slice(0, READ_LINKS);
    log(`  opening ${fmt(readLinks.length)} survey links to read`);
    readTokens = cycle(await openLinks(db.target, readLinks, db.kind === 'postgres' ? 8 : 1));
  }
  const bodies = surveyBodies(64);
  const productBody = cycle(bodies.map((b) => b.product));
  const yardstickBody = cycle(bodies.map((b) => b.yardstick));

  const yardstick = await startYardstick(await db.yardstickEnv());
  let product: Running | undefined;
  try {
    product = await startProduct(db.serverEnv);
    startups.push(product.startupMs);
    const p = product.baseUrl;
    const y = yardstick.baseUrl;
    const manager = await post<{ token: string }>(`${p}/api/v1/auth/login`, {
      centerName: meta.bigCenterName,
      password: SEED_ACCOUNTS.centerPassword,
    });
    const director = await post<{ token: string }>(`${p}/api/v1/directorAuth/login`, {
      email: SEED_ACCOUNTS.director.email,
      password: SEED_ACCOUNTS.director.password,
    });
    const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

    const bareSpec: LoadSpec = { title: 'bare', baseUrl: y, method: 'GET', path: '/bare' };
    await check(bareSpec);
    const bareSide = paced((amount, connections) => loadSlice(bareSpec, { connections, amount }));
    await bareSide(WARMUP_SECONDS);
    const bare = summarize([await bareSide(SECONDS)]);
    log(`  bare: ${fmt(bare.rps)} req/s, p99 ${fmt(bare.p99)} ms`);

    /** A fixed-rate run of about `seconds`. */
    type AtRate = (rate: number, seconds: number) => Promise<LoadResult>;

    /** Warm both, alternate them, then the product at a quarter of its rate, then one request at a time. */
    const compare = async (id: EndpointId, ySide: Side, pSide: Side, atRate: AtRate) => {
      await ySide(WARMUP_SECONDS);
      await pSide(WARMUP_SECONDS);
      const [yardstickResult, max] = await interleave(ySide, pSide, ROUNDS, SECONDS / ROUNDS);
      const quarterRate = Math.max(1, Math.floor(max.rps / 4));
      await atRate(quarterRate, WARMUP_SECONDS);
      const quarter = await atRate(quarterRate, SECONDS);
      // The time a request takes with no queue in front of it.
      await pSide(1, 1);
      const alone = summarize([await pSide(Math.ceil(SECONDS / 2), 1)]);
      const row: EndpointRow = { id, ...ENDPOINTS[id], yardstick: yardstickResult, max, quarter, quarterRate, alone };
      rows.push(row);
      log(
        `  ${id}: product ${fmt(max.rps)} req/s, p99 ${fmt(max.p99)} ms | yardstick ${fmt(yardstickResult.rps)} req/s` +
          ` | ratio ${(max.rps / yardstickResult.rps).toFixed(2)} | at ${quarterRate}/s: p99 ${fmt(quarter.p99)} ms,` +
          ` ${quarter.errors} errors | alone: median ${fmt(alone.p50)} ms` +
          failuresNote([yardstickResult, max, quarter, alone]),
      );
    };
    const spec = (
      title: string,
      baseUrl: string,
      path: string | (() => string),
      more: Partial<LoadSpec> = {},
    ): LoadSpec => ({ title, baseUrl, method: 'GET', path, ...more });
    const sideOf = (s: LoadSpec): Side => paced((amount, connections) => loadSlice(s, { connections, amount }));
    const rateOf =
      (s: LoadSpec): AtRate =>
      (rate, seconds) =>
        loadAtRate(s, { connections: CONNECTIONS, amount: Math.ceil(rate * seconds), rate });
    const reads = async (id: EndpointId, ySpec: LoadSpec, pSpec: LoadSpec) => {
      await check(ySpec);
      await check(pSpec);
      await compare(id, sideOf(ySpec), sideOf(pSpec), rateOf(pSpec));
    };

    if (measured('load'))
      await reads(
        'load',
        spec('load yardstick', y, () => `/survey/${readTokens()}`),
        spec('load', p, () => `/api/v1/users/surveys/${readTokens()}`),
      );
    if (measured('pid'))
      await reads(
        'pid',
        spec('pid yardstick', y, `/centers/${meta.bigCenterId}/users?pid=12`),
        spec('pid', p, `/api/v1/centers/${meta.bigCenterId}/users?pid=12`, { headers: bearer(manager.token) }),
      );
    // The range the graph browsers ask for when they open: from the spec's first day to today.
    const graphRange = `from=${GRAPH_START_DATE}&to=${today()}`;
    if (measured('summary'))
      await reads(
        'summary',
        spec('summary yardstick', y, `/summary?director=${meta.directorId}&${graphRange}`),
        spec('summary', p, `/api/v1/surveys/summary?director=${meta.directorId}&${graphRange}`, {
          headers: bearer(director.token),
        }),
      );

    if (measured('submit')) {
      // Submits: the big center's PIDs, half for each side; the product's links through its own
      // route (POST /api/v1/auth/survey/{id}, as the manager), the yardstick's by the same UPDATE.
      const half = Math.floor(big.length / 2);
      const yLinks = new LinkSupply(big.slice(0, half), async (id) => {
        return (await post<{ token: string }>(`${y}/open-link/${id}`, {})).token;
      });
      const pLinks = new LinkSupply(big.slice(half), async (id) => {
        const res = await fetch(`${p}/api/v1/auth/survey/${id}`, { method: 'POST', headers: bearer(manager.token) });
        if (!res.ok) throw new Error(`opening a survey link: ${res.status} ${await res.text()}`);
        return ((await res.json()) as { data: string }).data;
      });
      const submitSpec = (title: string, baseUrl: string, prefix: string, links: LinkSupply, body: () => string) =>
        spec(title, baseUrl, () => `${prefix}${links.take()}`, { method: 'POST', body });
      const ySubmit = submitSpec('submit yardstick', y, '/survey/', yLinks, yardstickBody);
      const pSubmit = submitSpec('submit', p, '/api/v1/surveys/', pLinks, productBody);
      await yLinks.fill(1);
      await pLinks.fill(1);
      await check(ySubmit);
      await check(pSubmit);
      // A slice sends at most one submit per PID it has: a faster server then runs a shorter slice,
      // which measures its rate all the same.
      const submitting = (spec: LoadSpec, links: LinkSupply) =>
        paced(async (amount, connections) => {
          const sent = Math.min(amount, links.size);
          await links.fill(sent);
          return loadSlice(spec, { connections, amount: sent });
        });
      await compare('submit', submitting(ySubmit, yLinks), submitting(pSubmit, pLinks), async (rate, seconds) => {
        // At most one submit per PID here too: on a fast machine, a shorter run at the same rate.
        const amount = Math.min(Math.ceil(rate * seconds), pLinks.size);
        await pLinks.fill(amount);
        return loadAtRate(pSubmit, { connections: CONNECTIONS, amount, rate });
      });
    }

    if (measured('login')) {
      const storedHash = await hashPassword(SEED_ACCOUNTS.centerPassword);
      const login = spec('login', p, '/api/v1/auth/login', {
        method: 'POST',
        body: JSON.stringify({ centerName: meta.bigCenterName, password: SEED_ACCOUNTS.centerPassword }),
      });
      await check(login);
      await compare(
        'login',
        (seconds) => argon2Slice(storedHash, SEED_ACCOUNTS.centerPassword, seconds, ARGON2_CONCURRENCY),
        sideOf(login),
        rateOf(login),
      );
    }

    // More start-ups, each on the data as the measurements left it.
    for (let i = 1; i < STARTUPS; i++) {
      await product.stop();
      product = await startProduct(db.serverEnv);
      startups.push(product.startupMs);
    }
    log(`  start-up to the first answered request: ${startups.map((t) => `${fmt(t / 1000, 2)} s`).join(', ')}`);
    return { db, bare, rows, startups, loadBefore, loadAfter: loadAverage() };
  } finally {
    await product?.stop();
    await yardstick.stop();
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const mark = (ok: boolean) => (ok ? 'met' : '**missed**');
const ms = (n: number) => fmt(n);

function serialNote(result: DatabaseResult): string {
  return result.db.kind === 'pglite'
    ? " (PGlite runs every query in the server's own JavaScript thread, one at a time)"
    : ' (two cores shared by the server, PostgreSQL and the load generator)';
}

function targetLines(result: DatabaseResult): string[] {
  const lines: string[] = [];
  for (const row of result.rows) {
    const ratio = row.max.rps / row.yardstick.rps;
    const ok = ratio >= row.ratioTarget;
    lines.push(
      `- ${mark(ok)}: ${row.id === 'login' ? 'login' : row.id} throughput ${ratio.toFixed(2)} of its yardstick (target ≥ ${row.ratioTarget})` +
        (ok ? '' : `; the product also does ${row.extra}`),
    );
  }
  for (const row of result.rows) {
    const q = row.quarter;
    const ok = q.p99 < TARGETS.p99Ms && q.errors === 0;
    lines.push(
      `- ${mark(ok)}: ${row.id} at a quarter of its maximum (${fmt(row.quarterRate)} req/s): p99 ${ms(q.p99)} ms, ${q.errors} errors` +
        ` (target p99 < ${TARGETS.p99Ms} ms, no errors)` +
        (ok ? '' : `; one request alone takes ${ms(row.alone.p50)} ms (median; p99 ${ms(row.alone.p99)} ms)`) +
        (!ok && row.alone.p99 * 2 > TARGETS.p99Ms
          ? `, so requests arriving together wait for each other${serialNote(result)}`
          : ''),
    );
  }
  const summary = result.rows.find((r) => r.id === 'summary');
  if (summary) {
    const ok = summary.quarter.p99 < TARGETS.summaryP99Ms;
    lines.push(
      `- ${mark(ok)}: director aggregation over ${fmt(plan.surveys)} surveys: p99 ${ms(summary.quarter.p99)} ms at ${fmt(summary.quarterRate)} req/s,` +
        ` ${ms(summary.max.p99)} ms at full speed; median ${ms(summary.quarter.p50)} ms (target p99 < ${TARGETS.summaryP99Ms} ms)` +
        (ok
          ? ''
          : summary.alone.p50 * 2 < TARGETS.summaryP99Ms
            ? `; alone it takes ${ms(summary.alone.p50)} ms (median): the rest is waiting behind other requests${serialNote(result)}`
            : `; alone it takes ${ms(summary.alone.p50)} ms (median), and the yardstick running the same SQL has p99` +
              ` ${ms(summary.yardstick.p99)} ms at full speed: the time is the SQL's; ${SUMMARY_NOTE}`),
    );
  }
  if (result.db.kind === 'pglite') {
    const m = median(result.startups);
    lines.push(
      `- ${mark(m < TARGETS.startupMs)}: start-up to the first answered request on PGlite: median ${fmt(m / 1000, 2)} s` +
        ` (first ${fmt(result.startups[0]! / 1000, 2)} s, max ${fmt(Math.max(...result.startups) / 1000, 2)} s over ${result.startups.length} starts; target < ${TARGETS.startupMs / 1000} s)` +
        (m < TARGETS.startupMs ? '' : `; ${STARTUP_NOTE}`),
    );
  }
  return lines;
}

function databaseSection(result: DatabaseResult): string[] {
  const { db } = result;
  const lines = [
    `### ${db.label}`,
    '',
    `Data: ${fmt(plan.centers)} centers of one director, ${fmt(plan.pids)} PIDs (${fmt(plan.bigCenterPids)} in ${db.meta.bigCenterName}), ${fmt(plan.surveys)} surveys; ${db.note}.`,
    `Load average (1/5/15 min) before ${result.loadBefore}, after ${result.loadAfter}.`,
    '',
    '| endpoint | product req/s | product p99 ms | yardstick | yardstick req/s | yardstick p99 ms | ratio | target | at ¼ rate: req/s | p99 ms | errors | alone: median ms |',
    '| --- | ---: | ---: | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
    `| bare Fastify route answering \`{}\` | | | itself | ${fmt(result.bare.rps)} | ${ms(result.bare.p99)} | | | | | | |`,
    ...result.rows.map((row) => {
      const ratio = row.max.rps / row.yardstick.rps;
      return (
        `| ${row.label} | ${fmt(row.max.rps, row.max.rps < 100 ? 1 : 0)} | ${ms(row.max.p99)} | ${row.yardstickLabel} |` +
        ` ${fmt(row.yardstick.rps, row.yardstick.rps < 100 ? 1 : 0)} | ${ms(row.yardstick.p99)} | ${ratio.toFixed(2)} | ≥ ${row.ratioTarget} |` +
        ` ${fmt(row.quarter.rps, row.quarter.rps < 100 ? 1 : 0)} | ${ms(row.quarter.p99)} | ${row.quarter.errors} | ${ms(row.alone.p50)} |`
      );
    }),
    '',
  ];
  lines.push('Targets:', '', ...targetLines(result), '');
  return lines;
}

/** A database URL fit to print. */
function withoutPassword(url: string): string {
  const parsed = new URL(url);
  if (parsed.password) parsed.password = '***';
  return parsed.toString();
}

async function main(): Promise<void> {
  const pgUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  const unknown = endpoints?.filter((id) => !(id in ENDPOINTS));
  if (unknown?.length)
    throw new Error(`--endpoints: no such endpoint ${unknown.join(', ')} (${Object.keys(ENDPOINTS).join(', ')})`);
  const kinds = (['pglite', 'postgres'] as const).filter(
    (kind) => (!only || only === kind) && (kind === 'pglite' || pgUrl),
  );
  log(`ROMtrack bench (${mode}): ${kinds.join(', ')}; load average ${loadAverage()}`);
  const results: DatabaseResult[] = [];
  for (const kind of kinds) {
    log(`${kind}: preparing the data set`);
    const db = kind === 'pglite' ? await preparePglite(plan, log) : await preparePostgres(pgUrl!, plan, mode, log);
    log(`${kind}: ${db.note}`);
    if (args.includes('--seed-only')) {
      await db.cleanup();
      continue;
    }
    try {
      results.push(await measureDatabase(db));
    } finally {
      await db.cleanup();
    }
  }

  const command = `${pgUrl ? `${process.env.BENCH_DATABASE_URL ? 'BENCH_DATABASE_URL' : 'TEST_DATABASE_URL'}=${withoutPassword(pgUrl)} ` : ''}npm run bench${args.length ? ` -- ${args.join(' ')}` : ''}`;
  const section = [
    '## Server throughput',
    '',
    `Measured ${today()} at commit \`${commit()}\` with \`${command}\`, on ${machine()}.`,
    `autocannon in the benchmark's process, ${CONNECTIONS} connections. The product server (started as \`npm start\` starts it) and the`,
    'yardstick app run side by side in their own processes; after a warm-up of each, they are measured in alternating slices',
    `(${ROUNDS} × ${SECONDS / ROUNDS} s each, A B B A ...), so both see the same quiet and busy moments of the machine; ${WARMUP_SECONDS} s warm-ups.`,
    'A yardstick is the limit of this stack for that endpoint: a bare Fastify route running the same SQL through the bare driver,',
    'with no authentication, validation, throttling, audit or response schema (`bench/yardstick-server.ts`), on the same data',
    "(PostgreSQL: the same database; PGlite, one writer per directory: a byte copy of the product's data directory taken",
    "just before both start). For login the yardstick is the bare argon2id verification rate with the product's parameters,",
    'run in the benchmark\'s process. "At ¼ rate" replays the endpoint alone for ' +
      `${SECONDS} s` +
      " at a quarter of the product's measured",
    `maximum, where latency, not throughput, counts: one request every 1/rate s, sent when due over up to ${CONNECTIONS} keep-alive`,
    'connections whether or not earlier ones are answered, its latency counted from when it was due (`loadAtRate` in',
    "`bench/load.ts`; autocannon's `overallRate` sends each connection's quota for a second at the start of the second).",
    "The machine is shared with other engineers' test runs: the load averages say how busy it was; compare ratios, not absolute rates.",
    '',
    ...results.flatMap(databaseSection),
  ].join('\n');
  if (results.length === 0) return;
  console.log(`\n${section}`);
  if (write) {
    await writeSection('Server throughput', section);
    log('Written to docs/benchmarks.md (## Server throughput).');
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
