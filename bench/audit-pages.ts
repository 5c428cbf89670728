/**
 * `npm run audit:pages`: page quality of the four pages issue 7 names, and of the staff login page
 * (the staff page opened most, and the one a bigger up-front bundle costs most), on the real server with
 * the built client and a seeded database (the benchmark's quick seed):
 * - Lighthouse performance score, mobile settings (its defaults: a mid-range phone, simulated
 *   slow 4G), driving the system Chromium;
 * - axe-core violations of impact serious or critical, injected with playwright-core, on a
 *   360 px phone and on a laptop screen.
 * Signed-in pages get the session token in localStorage (`romtrack.token`) before they load.
 * Writes the section "## Page quality" of docs/benchmarks.md (`--no-write`: print only).
 * `--only <text>`: audit only the pages whose name or address contains the text (print only).
 * `--runs <n>`: Lighthouse runs per page (default 5); the run with the median score is reported. Five,
 *   not three: a staff page's runs spread over 0.04 or more on a busy 2-core machine, and the median of
 *   five moves less with one slow run.
 * LIGHTHOUSE_REPORT_DIR=<dir>: also save each page's full Lighthouse report (JSON) there, to read
 * its request chains, main-thread work and layout shifts, and beside it the browser trace it was
 * computed from (<name>.trace.json, for Chromium's Performance panel).
 *
 * Needs a build (`npm run audit:pages` builds first) and Chromium (/usr/bin/chromium or CHROMIUM_PATH).
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { freePort } from '../apps/server/test/server-process.ts';
import { seriousViolations, type Violation as AxeViolation } from '../e2e/support/axe.ts';
import { chromiumPath, CHROMIUM_FLAGS } from '../e2e/support/chromium.ts';
import { preparePglite } from './databases.ts';
import { commit, loadAverage, machine, repoRoot, today, writeSection } from './report.ts';
import { QUICK_PLAN, SEED_ACCOUNTS } from './seed.ts';
import { startProduct } from './servers.ts';

const TOKEN_KEY = 'romtrack.token';
const TARGET_SCORE = 0.95;
/** Lighthouse runs per page (`--runs N`); the median one is reported. */
const RUNS = process.argv.includes('--runs') ? Number(process.argv[process.argv.indexOf('--runs') + 1]) : 5;
const VIEWPORTS = { phone: { width: 360, height: 740 }, laptop: { width: 1280, height: 860 } };

const onlyIndex = process.argv.indexOf('--only');
const only = onlyIndex === -1 ? null : (process.argv[onlyIndex + 1] ?? '');
const write = !process.argv.includes('--no-write') && only === null;
const reportDir = process.env.LIGHTHOUSE_REPORT_DIR;

interface Page {
  name: string;
  path: string;
  as: 'manager' | 'admin' | null;
  note?: string;
}

interface Violation extends AxeViolation {
  viewport: string;
}

interface PageResult {
  page: Page;
  /** The median run's score; its metrics are those of that run. */
  score: number | null;
  /** Every run's score, lowest first. */
  runScores?: number[];
  /** Every run, lowest score first: its score, simulated first paint and what arrived before it (earlyCode). */
  runFirstPaints?: string[];
  metrics: Record<string, string>;
  lighthouseProblem?: string;
  /** Lighthouse's own failures of a run that was then made again (NO_NAVSTART, say). */
  repeated?: string[];
  /** For the median run: what its largest paint waited for, and its long tasks (explainRun). */
  why?: string;
  violations: Violation[];
}

interface ReportedRequest {
  networkRequestTime: number;
  networkEndTime: number;
  transferSize: number;
  resourceType?: string;
  priority?: string;
}

type LighthouseReport = { audits: Record<string, { details?: unknown; displayValue?: string }> };

/** The items of one audit's details table. */
function auditItems(lhr: LighthouseReport, id: string): never[] {
  return ((lhr.audits[id]?.details as { items?: unknown[] } | undefined)?.items ?? []) as never[];
}

/**
 * The KiB of script and style sheets of high priority that had fully arrived before the first
 * paint of the observed (unthrottled) load. Lighthouse's simulated first paint waits for all of
 * them on its slow network: Lantern's FirstContentfulPaint counts any such file that ended before
 * the observed paint as render-blocking, unless its trace shows the file run after that paint, and
 * it reads only classic scripts' runs (EvaluateScript), never a module's (v8.evaluateModule), so
 * the app's files, all modules, count whenever they arrived early. On localhost they arrive within
 * a few milliseconds of the frame's paint, before it in some runs and after it in others: that,
 * more than anything the page does differently, spreads one page's scores.
 */
function earlyCode(lhr: LighthouseReport): number {
  const observed = auditItems(lhr, 'metrics')[0] as { observedFirstContentfulPaint?: number } | undefined;
  const paintAt = observed?.observedFirstContentfulPaint ?? 0;
  const early = (auditItems(lhr, 'network-requests') as ReportedRequest[]).filter(
    (r) =>
      (r.resourceType === 'Script' || r.resourceType === 'Stylesheet') &&
      (r.priority === 'High' || r.priority === 'VeryHigh') &&
      r.networkEndTime <= paintAt,
  );
  return early.reduce((sum, r) => sum + r.transferSize, 0) / 1024;
}

/**
 * What a run's largest paint waited for and what blocked the main thread, read from its Lighthouse
 * report: the element painted last; the script and style bytes and the API calls the observed load
 * asked for before it (Lighthouse replays those requests on its simulated slow network); and the
 * main-thread tasks over 50 ms, in simulated time (their time past 50 ms after the first paint is
 * the blocking time).
 */
function explainRun(lhr: LighthouseReport): string {
  const observed = auditItems(lhr, 'metrics')[0] as { observedLargestContentfulPaint?: number } | undefined;
  const lcpAt = observed?.observedLargestContentfulPaint ?? Infinity;
  const before = (auditItems(lhr, 'network-requests') as ReportedRequest[]).filter((r) => r.networkRequestTime < lcpAt);
  const code = before.filter((r) => r.resourceType === 'Script' || r.resourceType === 'Stylesheet');
  const kib = code.reduce((sum, r) => sum + r.transferSize, 0) / 1024;
  const calls = before.filter((r) => r.resourceType === 'Fetch' || r.resourceType === 'XHR').length;
  const element = (auditItems(lhr, 'lcp-breakdown-insight') as { type: string; nodeLabel?: string }[]).find(
    (i) => i.type === 'node',
  );
  const tasks = (auditItems(lhr, 'long-tasks') as { duration: number }[])
    .map((t) => Math.round(t.duration))
    .filter((ms) => ms > 50)
    .sort((a, b) => b - a);
  return (
    `largest paint at ${lhr.audits['largest-contentful-paint']?.displayValue ?? '?'}` +
    `${element?.nodeLabel ? ` (“${element.nodeLabel.slice(0, 60)}”)` : ''}, after ${kib.toFixed(0)} KiB of script and ` +
    `style sheets in ${code.length} files and ${calls} API calls; ${tasks.length} main-thread tasks over 50 ms: ${tasks.join(', ')} ms`
  );
}

/** A run Lighthouse itself could not complete; its message asks to run it again. */
class LighthouseRuntimeError extends Error {
  readonly code: string;
  constructor(code: string, message: string) {
    super(`${code}: ${message}`);
    this.code = code;
  }
}

/** Failures of Lighthouse's own in a row before a page is given up (then "not measured"). */
const LIGHTHOUSE_ATTEMPTS = 3;

/**
 * One run, made again when Lighthouse fails to record it (NO_NAVSTART, a lost trace: two runs
 * of about a hundred on a busy machine here), so that one such failure does not cost the page
 * all its runs. Each repeat is reported beside the page's scores.
 */
async function lighthouseRunRepeated(
  url: string,
  origin: string,
  token: string | null,
  name: string,
  repeated: string[],
): Promise<Record<string, string>> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await lighthouseRun(url, origin, token, name);
    } catch (error) {
      if (!(error instanceof LighthouseRuntimeError) || attempt === LIGHTHOUSE_ATTEMPTS) throw error;
      repeated.push(error.code);
    }
  }
}

/** A Chromium with remote debugging for Lighthouse, on a fresh profile holding `token`. */
async function lighthouseRun(
  url: string,
  origin: string,
  token: string | null,
  name: string,
): Promise<Record<string, string>> {
  const port = await freePort();
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'romtrack-lighthouse-'));
  const child = spawn(
    chromiumPath(),
    [...CHROMIUM_FLAGS, `--remote-debugging-port=${port}`, `--user-data-dir=${profile}`, 'about:blank'],
    { stdio: 'ignore' },
  );
  try {
    const deadline = Date.now() + 30_000;
    for (;;) {
      try {
        if ((await fetch(`http://127.0.0.1:${port}/json/version`)).ok) break;
      } catch {
        if (Date.now() > deadline) throw new Error('Chromium did not open its debugging port');
      }
      await new Promise((r) => setTimeout(r, 100));
    }
    const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
    const tab = await browser.contexts()[0]!.newPage();
    // Any document of the origin will do to write its localStorage.
    await tab.goto(`${origin}/api/v1/health`);
    await tab.evaluate(
      ([key, value]) => (value === null ? localStorage.removeItem(key!) : localStorage.setItem(key!, value)),
      [TOKEN_KEY, token] as const,
    );
    await tab.close();
    await browser.close();
    const result = await lighthouse(url, {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      // Keep the session token written above (Lighthouse clears storage by default).
      disableStorageReset: true,
    });
    if (!result) throw new Error('Lighthouse returned nothing');
    if (reportDir) {
      fs.mkdirSync(reportDir, { recursive: true });
      const file = path.join(reportDir, name.replace(/\W+/g, '-'));
      fs.writeFileSync(`${file}.json`, String(result.report));
      // The trace the scores were computed from: its tasks, with what ran in each.
      fs.writeFileSync(`${file}.trace.json`, JSON.stringify(result.artifacts.Trace));
    }
    const lhr = result.lhr;
    if (lhr.runtimeError) throw new LighthouseRuntimeError(lhr.runtimeError.code, lhr.runtimeError.message);
    const metric = (id: string) => lhr.audits[id]?.displayValue ?? '?';
    return {
      score: String(lhr.categories.performance?.score ?? 'null'),
      fcp: metric('first-contentful-paint'),
      lcp: metric('largest-contentful-paint'),
      tbt: metric('total-blocking-time'),
      cls: metric('cumulative-layout-shift'),
      // Lighthouse's own measure of this machine's CPU speed: its simulation scales with it.
      cpu: String(Math.round(lhr.environment.benchmarkIndex)),
      final: lhr.finalDisplayedUrl,
      why: explainRun(lhr),
      early: earlyCode(lhr).toFixed(0),
    };
  } finally {
    // Chromium writes to its profile until it has exited: wait, then remove it.
    if (child.exitCode === null && child.signalCode === null) {
      const exited = once(child, 'exit');
      child.kill('SIGKILL');
      await exited;
    }
    fs.rmSync(profile, { recursive: true, force: true, maxRetries: 5 });
  }
}

async function axeRun(url: string, token: string | null, viewport: keyof typeof VIEWPORTS): Promise<Violation[]> {
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'romtrack-axe-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: chromiumPath(),
    headless: true,
    args: CHROMIUM_FLAGS,
    viewport: VIEWPORTS[viewport],
  });
  try {
    if (token) {
      await context.addInitScript(
        ([key, value]) => {
          try {
            localStorage.setItem(key, value);
          } catch {
            // about:blank has no storage.
          }
        },
        [TOKEN_KEY, token] as const,
      );
    }
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto(url, { waitUntil: 'networkidle' });
    await page.waitForTimeout(500);
    return (await seriousViolations(page)).map((v) => ({ ...v, viewport }));
  } finally {
    await context.close();
    fs.rmSync(profile, { recursive: true, force: true, maxRetries: 5 });
  }
}

/** True when the client shows its "not found" page at this address. */
async function isNotFound(url: string, token: string | null): Promise<boolean> {
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'romtrack-probe-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: chromiumPath(),
    headless: true,
    args: CHROMIUM_FLAGS,
  });
  try {
    if (token) await context.addInitScript(([k, v]) => localStorage.setItem(k, v), [TOKEN_KEY, token] as const);
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto(url, { waitUntil: 'networkidle' });
    return (await page.getByRole('heading', { name: '404 - Not found' }).count()) > 0;
  } finally {
    await context.close();
    fs.rmSync(profile, { recursive: true, force: true, maxRetries: 5 });
  }
}

async function api<T>(base: string, route: string, init: { token?: string; body?: unknown; method?: string } = {}) {
  const res = await fetch(`${base}${route}`, {
    method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
    headers: {
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
      ...(init.body !== undefined ? { 'content-type': 'application/json' } : {}),
    },
    ...(init.body !== undefined ? { body: JSON.stringify(init.body) } : {}),
  });
  if (!res.ok) throw new Error(`${route}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

function section(results: PageResult[], loadBefore: string, loadAfter: string): string {
  const lines = [
    '## Page quality',
    '',
    `Measured ${today()} at commit \`${commit()}\` with \`${process.env.npm_lifecycle_event === 'audit:pages' ? 'npm run audit:pages' : 'tsx bench/audit-pages.ts'}\`, on ${machine()};`,
    `load average before ${loadBefore}, after ${loadAfter}. The real server with the production build in apps/web/dist` +
      ` (built ${builtAt()}), on the benchmark's quick seed (PGlite).`,
    `Lighthouse ${lighthouseVersion()} performance, mobile settings (its defaults: emulated mid-range phone, simulated slow 4G and 4x CPU slow-down),`,
    `${RUNS} runs per page, each on a fresh browser profile; the table shows the run with the median score.`,
    'system Chromium; axe-core violations of impact serious or critical, on a 360 px phone and a 1280 px laptop screen. Signed-in pages',
    'get the session token in localStorage before loading. Targets: performance ≥ 0.95, no serious or critical violation.',
    "CPU index is Lighthouse's benchmarkIndex of the machine during the run: its simulated timings (TBT above all) scale",
    'with it, so a busy machine lowers the scores; the load averages say how busy it was.',
    '',
    '| page | address | performance (median) | every run | FCP | LCP | TBT | CLS | CPU index | axe serious/critical |',
    '| --- | --- | ---: | --- | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...results.map(
      (r) =>
        `| ${r.page.name} | \`${r.page.path.replace(/\/survey\/[^/]+$/, '/survey/{token}')}\` | ${r.score === null ? `not measured` : r.score.toFixed(2)} |` +
        ` ${(r.runScores ?? []).map((score) => score.toFixed(2)).join(', ')} |` +
        ` ${r.metrics.fcp ?? ''} | ${r.metrics.lcp ?? ''} | ${r.metrics.tbt ?? ''} | ${r.metrics.cls ?? ''} | ${r.metrics.cpu ?? ''} |` +
        ` ${r.violations.length} |`,
    ),
    '',
  ];
  const notes = results.filter((r) => r.page.note || r.lighthouseProblem || r.repeated?.length);
  for (const r of notes) {
    const repeated =
      r.repeated?.length && `${r.repeated.length} run(s) made again after Lighthouse's ${r.repeated.join(', ')}`;
    lines.push(
      `- ${r.page.name}: ${[r.page.note, r.lighthouseProblem && `Lighthouse: ${r.lighthouseProblem}`, repeated].filter(Boolean).join('; ')}`,
    );
  }
  if (notes.length) lines.push('');
  const runs = results.filter((r) => r.runFirstPaints?.length);
  if (runs.length) {
    lines.push(
      "Why one page's runs differ: each run below is its score, its simulated first paint (FCP) and the KiB of script and",
      'style sheets that had fully arrived, on localhost, before the browser first painted the page. Lighthouse simulates',
      'the first paint as waiting for those files on its slow network. A staff page paints its frame (index.html) without',
      'them, and its scripts, modules all, run only after that paint, which Lighthouse cannot see; which of them arrive',
      'before the paint is a race of a few milliseconds on this machine, so the same staff page scores differently run to',
      'run (`earlyCode` in `bench/audit-pages.ts`). The participant page draws itself from its one script, so its first',
      'paint does wait for it, in every run.',
      '',
      ...runs.map((r) => `- ${r.page.name}: ${r.runFirstPaints!.join('; ')}`),
      '',
    );
  }
  const violations = results.flatMap((r) => r.violations.map((v) => ({ page: r.page.name, ...v })));
  lines.push(violations.length === 0 ? 'No serious or critical axe violation.' : 'Violations:', '');
  for (const v of violations) {
    const shown = v.elements.slice(0, 5).map((e) => `\`${e.replace(/`/g, "'")}\``);
    lines.push(
      `- ${v.page} (${v.viewport}): \`${v.rule}\` (${v.impact}) ${v.help}: ${shown.join(', ')}` +
        `${v.elements.length > 5 ? ` and ${v.elements.length - 5} more` : ''}${v.detail ? `. ${v.detail}` : ''}`,
    );
  }
  if (violations.length) lines.push('');
  const scored = results.filter((r) => r.score !== null);
  const below = scored.filter((r) => r.score! < TARGET_SCORE);
  if (below.length) {
    lines.push(
      'Why the pages below the target score lower (median run): every staff address is the one app drawn in the browser,',
      'once its scripts (see Page weight) have crossed the simulated 1.6 Mbit/s and run; a signed-in screen then also',
      'waits for what it shows. The server cannot draw a signed-in screen itself, as the session token lives in',
      'localStorage (decisions.md). Running those scripts and the first renders makes the long tasks.',
      '',
      ...below.map((r) => `- ${r.page.name}: ${r.why ?? 'no report'}`),
      '',
    );
  }
  lines.push(
    'Targets:',
    '',
    `- ${below.length === 0 && scored.length === results.length ? 'met' : '**missed**'}: Lighthouse performance ≥ ${TARGET_SCORE}` +
      (below.length ? ` (below: ${below.map((r) => `${r.page.name} ${r.score!.toFixed(2)}`).join(', ')})` : '') +
      (scored.length < results.length ? ' (not measured on every page)' : ''),
    `- ${violations.length === 0 ? 'met' : '**missed**'}: no serious or critical axe violation` +
      (violations.length ? ` (${violations.length} on ${new Set(violations.map((v) => v.page)).size} pages)` : ''),
    '',
  );
  return lines.join('\n');
}

/** When the measured client was built: `tsx bench/audit-pages.ts` alone measures whatever build is there. */
function builtAt(): string {
  const time = fs.statSync(path.join(repoRoot, 'apps/web/dist/index.html')).mtime;
  return `${time.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
}

function lighthouseVersion(): string {
  const file = path.join(repoRoot, 'node_modules/lighthouse/package.json');
  return (JSON.parse(fs.readFileSync(file, 'utf8')) as { version: string }).version;
}

async function main(): Promise<void> {
  if (!fs.existsSync(path.join(repoRoot, 'apps/web/dist/index.html'))) {
    throw new Error('No build in apps/web/dist: run `npm run build` (npm run audit:pages does).');
  }
  const loadBefore = loadAverage();
  const db = await preparePglite(QUICK_PLAN, console.log);
  const server = await startProduct(db.serverEnv);
  try {
    const base = server.baseUrl;
    const manager = (
      await api<{ token: string }>(base, '/api/v1/auth/login', {
        body: { centerName: 'Bench Center 01', password: SEED_ACCOUNTS.centerPassword },
      })
    ).token;
    const admin = (await api<{ token: string }>(base, '/api/v1/adminAuth/login', { body: SEED_ACCOUNTS.admin })).token;
    const list = await api<{ data: { id: string }[] }>(base, '/api/v1/users?limit=1', { token: manager });
    const link = await api<{ data: string }>(base, `/api/v1/auth/survey/${list.data[0]!.id}`, {
      token: manager,
      method: 'POST',
    });
    const tokens = { manager, admin };

    const pages: Page[] = [
      { name: 'participant survey', path: `/survey/${link.data}`, as: null },
      { name: 'demo survey', path: '/demo', as: null },
      { name: 'manager PID browser', path: '/manager/pid-browser', as: 'manager' },
      { name: 'admin graph browser', path: '/admin/graph-browser', as: 'admin' },
      { name: 'manager login', path: '/', as: null },
    ];
    const adminGraph = pages[3]!;
    if (await isNotFound(`${base}${adminGraph.path}`, admin)) {
      adminGraph.path = '/admin';
      adminGraph.note = '/admin/graph-browser does not exist yet: measured /admin instead';
    }

    const results: PageResult[] = [];
    for (const page of pages.filter((p) => only === null || p.name.includes(only) || p.path.includes(only))) {
      const token = page.as ? tokens[page.as] : null;
      const url = `${base}${page.path}`;
      console.log(`${page.name}: ${page.path}`);
      const result: PageResult = { page, score: null, metrics: {}, violations: [] };
      try {
        // Scores of one page swing by 0.05 to 0.1 between runs on this machine: the median run counts.
        const runs = [];
        result.repeated = [];
        for (let i = 0; i < RUNS; i++) {
          runs.push(await lighthouseRunRepeated(url, base, token, `${page.name} ${i + 1}`, result.repeated));
        }
        runs.sort((a, b) => Number(a.score) - Number(b.score));
        const { score, final, why, early: _early, ...metrics } = runs[Math.floor(runs.length / 2)]!;
        result.score = Number(score);
        result.runFirstPaints = runs.map((run) => `${Number(run.score).toFixed(2)} (FCP ${run.fcp}, ${run.early} KiB)`);
        result.why = why;
        result.metrics = metrics;
        result.runScores = runs.map((run) => Number(run.score));
        if (final && new URL(final).pathname !== new URL(url).pathname) {
          result.lighthouseProblem = `the page moved to ${new URL(final).pathname} while loading`;
        }
      } catch (error) {
        result.lighthouseProblem = error instanceof Error ? error.message.split('\n')[0]! : String(error);
      }
      for (const viewport of ['phone', 'laptop'] as const)
        result.violations.push(...(await axeRun(url, token, viewport)));
      console.log(
        `  performance ${result.score ?? '-'} ${JSON.stringify(result.metrics)}${result.lighthouseProblem ? ` (${result.lighthouseProblem})` : ''};` +
          ` ${result.violations.length} serious/critical axe violations`,
      );
      results.push(result);
    }
    const text = section(results, loadBefore, loadAverage());
    console.log(`\n${text}`);
    if (write) {
      await writeSection('Page quality', text);
      console.log('Written to docs/benchmarks.md (## Page quality).');
    }
  } finally {
    await server.stop();
    await db.cleanup();
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
