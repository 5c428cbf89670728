/**
 * `npm run bench:region`: how long a director with 50 centers waits on the page when opening the
 * region's graphs (/director/graph-browser) and when switching Paired on. Headless Chromium, signed
 * in as the seeded director, records the main thread's long tasks (over 50 ms) with a
 * PerformanceObserver, from the page's start until 3 s pass with no new one (opening), then from
 * the switch until the same (Paired). Reported: the largest task, and the blocking time (each
 * task's time past 50 ms, summed), as medians of `--runs N` page loads (default 6).
 *
 * On the real server with the built client, on PGlite seeded through the product's code with 50
 * centers, 2,500 PIDs and 10,000 surveys (kept in bench/.cache/ for later runs). Writes the section
 * "## The region's graphs" of docs/benchmarks.md (`--no-write`: print only).
 *
 * Needs a build (`npm run bench:region` builds first) and Chromium (/usr/bin/chromium or CHROMIUM_PATH).
 */
import { chromium, type Page } from 'playwright-core';
import { chromiumPath, CHROMIUM_FLAGS } from '../e2e/support/chromium.ts';
import { preparePglite } from './databases.ts';
import { commit, loadAverage, machine, today, writeSection } from './report.ts';
import { SEED_ACCOUNTS, type SeedPlan } from './seed.ts';
import { startProduct } from './servers.ts';

const PLAN: SeedPlan = { centers: 50, bigCenterPids: 50, pids: 2_500, surveys: 10_000 };
const RUNS = process.argv.includes('--runs') ? Number(process.argv[process.argv.indexOf('--runs') + 1]) : 6;
const write = !process.argv.includes('--no-write');
/** A phase has ended once the main thread has been free of long tasks this long. */
const QUIET_MS = 3_000;
const LONG_TASK_MS = 50;

interface Phase {
  largest: number;
  blocking: number;
}

/** The long tasks since the last call (ms each), once QUIET_MS have passed with none. */
async function tasksUntilQuiet(page: Page): Promise<number[]> {
  const tasks: number[] = [];
  let quietSince = Date.now();
  while (Date.now() - quietSince < QUIET_MS) {
    await page.waitForTimeout(250);
    const fresh = await page.evaluate(() => (window as unknown as { longTasks: number[] }).longTasks.splice(0));
    if (fresh.length > 0) {
      tasks.push(...fresh);
      quietSince = Date.now();
    }
  }
  return tasks;
}

function phase(tasks: readonly number[]): Phase {
  return {
    largest: Math.max(0, ...tasks),
    blocking: tasks.reduce((sum, ms) => sum + Math.max(0, ms - LONG_TASK_MS), 0),
  };
}

const median = (values: readonly number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

async function measure(baseUrl: string, token: string): Promise<{ opening: Phase; paired: Phase }> {
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_FLAGS });
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 860 } });
    await page.goto(`${baseUrl}/api/v1/health`);
    await page.evaluate((value) => localStorage.setItem('romtrack.token', value), token);
    await page.addInitScript(() => {
      const longTasks: number[] = [];
      Object.assign(window, { longTasks });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) longTasks.push(entry.duration);
      }).observe({ type: 'longtask', buffered: true });
    });
    await page.goto(`${baseUrl}/director/graph-browser`);
    await page.getByRole('region', { name: 'Bench Center 50' }).waitFor();
    const opening = phase(await tasksUntilQuiet(page));
    await page.getByRole('switch').click();
    await page.getByRole('heading', { name: /whole region/i }).waitFor();
    const paired = phase(await tasksUntilQuiet(page));
    return { opening, paired };
  } finally {
    await browser.close();
  }
}

async function main(): Promise<void> {
  const database = await preparePglite(PLAN, (message) => console.log(message));
  const server = await startProduct(database.serverEnv);
  try {
    const login = await fetch(`${server.baseUrl}/api/v1/directorAuth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: SEED_ACCOUNTS.director.email, password: SEED_ACCOUNTS.director.password }),
    });
    const { token } = (await login.json()) as { token: string };
    const runs: { opening: Phase; paired: Phase }[] = [];
    for (let run = 1; run <= RUNS; run++) {
      const result = await measure(server.baseUrl, token);
      console.log(
        `run ${run}: opening largest ${result.opening.largest.toFixed(0)} ms, blocking ${result.opening.blocking.toFixed(0)} ms; ` +
          `Paired largest ${result.paired.largest.toFixed(0)} ms, blocking ${result.paired.blocking.toFixed(0)} ms`,
      );
      runs.push(result);
    }
    const row = (name: string, pick: (r: (typeof runs)[number]) => Phase) =>
      `| ${name} | ${median(runs.map((r) => pick(r).largest)).toFixed(0)} ms | ${median(runs.map((r) => pick(r).blocking)).toFixed(0)} ms |`;
    const section = [
      "## The region's graphs",
      '',
      `${today()}, commit ${commit()}, ${machine()}, load ${loadAverage()}. Command: \`npm run bench:region\`.`,
      '',
      `A director with ${PLAN.centers} centers (${PLAN.pids.toLocaleString('en')} PIDs, ${PLAN.surveys.toLocaleString('en')} ` +
        `surveys, PGlite; ${database.note}) opens /director/graph-browser in headless Chromium at 1280 × 860, ` +
        `then switches Paired on. Long tasks (over ${LONG_TASK_MS} ms) from a PerformanceObserver until ` +
        `${QUIET_MS / 1000} s pass with none; medians of ${RUNS} page loads. Blocking time: each task's time past ` +
        `${LONG_TASK_MS} ms, summed. No target is set for these; they show where a region's screen makes its reader wait.`,
      '',
      '| phase | largest task | blocking time |',
      '| --- | --- | --- |',
      row('opening', (r) => r.opening),
      row('Paired on', (r) => r.paired),
      '',
    ].join('\n');
    console.log(`\n${section}`);
    if (write) await writeSection("The region's graphs", section);
  } finally {
    await server.stop();
    await database.cleanup();
  }
}

await main();
