/**
 * The two kinds of server the benchmark talks to, each in its own process: the product
 * (apps/server/src/server.ts, started as `npm start` starts it) and the yardstick app.
 */
import { spawn } from 'node:child_process';
import { freePort, startServer, type ServerProcess } from '../apps/server/test/server-process.ts';
import { repoRoot } from './report.ts';

export interface Running {
  baseUrl: string;
  /** From spawning the process to the first answered request. */
  startupMs: number;
  stop(): Promise<void>;
}

async function waitUntil(url: string, child: ServerProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.child.exitCode !== null) throw new Error(`exited with ${child.child.exitCode}:\n${child.output()}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // Not listening yet.
    }
    // Polled often: this wait is what the start-up time measures.
    await new Promise((r) => setTimeout(r, 10));
  }
  throw new Error(`no answer from ${url} within ${timeoutMs} ms:\n${child.output()}`);
}

function stopper(server: ServerProcess) {
  return async () => {
    if (server.child.exitCode === null) {
      server.child.kill('SIGTERM');
      await server.exited;
    }
  };
}

/** The product server; start-up is timed to the first answered GET /api/v1/health. */
export async function startProduct(env: Record<string, string>): Promise<Running> {
  const port = await freePort();
  const started = performance.now();
  const server = startServer({ LOG_LEVEL: 'warn', ...env }, port);
  try {
    await waitUntil(`${server.baseUrl}/api/v1/health`, server, 120_000);
  } catch (error) {
    await stopper(server)();
    throw error;
  }
  return { baseUrl: server.baseUrl, startupMs: performance.now() - started, stop: stopper(server) };
}

/** The yardstick app of bench/yardstick-server.ts. */
export async function startYardstick(env: Record<string, string>): Promise<Running> {
  const port = await freePort();
  const started = performance.now();
  let output = '';
  const child = spawn(process.execPath, ['--import', 'tsx', 'bench/yardstick-server.ts'], {
    cwd: repoRoot,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', PORT: String(port), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const server: ServerProcess = { child, baseUrl: `http://127.0.0.1:${port}`, output: () => output, exited };
  try {
    await waitUntil(`${server.baseUrl}/bare`, server, 120_000);
  } catch (error) {
    await stopper(server)();
    throw error;
  }
  return { baseUrl: server.baseUrl, startupMs: performance.now() - started, stop: stopper(server) };
}
