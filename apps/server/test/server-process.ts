/**
 * Runs the real server as a child process, as `npm start` does (minus the build): for the
 * crash, shutdown and single-writer tests and the end-to-end journeys.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';

const repoRoot = path.resolve(import.meta.dirname, '../../..');

/**
 * Tests that start real server processes need time beyond the default: each start migrates a
 * database, and a loaded 2-core machine runs several test files at once.
 */
export const PROCESS_TEST_TIMEOUT_MS = 180_000;

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

export interface ServerProcess {
  child: ChildProcess;
  baseUrl: string;
  /** Everything the process printed so far. */
  output(): string;
  /** Resolves with the exit code once the process has ended. */
  exited: Promise<number | null>;
}

/** Starts the server with `env` on top of a clean environment; does not wait for it. */
export function startServer(env: Record<string, string>, port: number): ServerProcess {
  let output = '';
  const child = spawn(process.execPath, ['apps/server/src/server.ts'], {
    cwd: repoRoot,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, baseUrl: `http://127.0.0.1:${port}`, output: () => output, exited };
}

/** Waits until the server answers its health check (or fails with what it printed). */
export async function waitForHealth(server: ServerProcess, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.child.exitCode !== null)
      throw new Error(`server exited with ${server.child.exitCode}:\n${server.output()}`);
    try {
      const res = await fetch(`${server.baseUrl}/api/v1/health`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`server did not answer within ${timeoutMs} ms:\n${server.output()}`);
}

/** Starts a server (on `port`, or a free one) and waits for it. */
export async function runServer(env: Record<string, string>, port?: number): Promise<ServerProcess> {
  const server = startServer(env, port ?? (await freePort()));
  await waitForHealth(server);
  return server;
}
