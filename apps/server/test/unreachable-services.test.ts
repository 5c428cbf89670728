/**
 * A server whose database or Redis cannot be reached stops at start with one line naming the
 * variable, the address without its password and the cause, and exit code 1: no stack trace.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ADMIN } from './build-test-app.ts';
import { freePort, PROCESS_TEST_TIMEOUT_MS, startServer } from './server-process.ts';

const testDatabaseUrl = process.env.TEST_DATABASE_URL;
const testRedisUrl = process.env.TEST_REDIS_URL;
/** In every URL below; the output must never show it. */
const PASSWORD = 'never-printed-7f3a';
/** Nothing listens there: a connection is refused at once. */
const CLOSED_PORT = 1;

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'romtrack-unreachable-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

/** Starts the server with `env` and returns what it printed once it has exited with 1. */
async function failedStart(env: Record<string, string>): Promise<string> {
  const server = startServer(
    { DATA_DIR: dataDir, ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, ...env },
    await freePort(),
  );
  expect(await server.exited, server.output()).toBe(1);
  expect(server.output()).not.toContain(PASSWORD);
  return server.output();
}

describe('a start whose database or Redis cannot be reached', () => {
  it.runIf(testDatabaseUrl)(
    'names DATABASE_URL and the missing database',
    { timeout: PROCESS_TEST_TIMEOUT_MS },
    async () => {
      const missing = `romtrack_missing_${randomBytes(5).toString('hex')}`;
      const url = new URL(testDatabaseUrl!);
      url.password = PASSWORD;
      url.pathname = `/${missing}`;
      const output = await failedStart({ DATABASE_URL: url.toString() });
      url.password = '***';
      expect(output).toBe(
        `Cannot connect to the database at DATABASE_URL (${url}): database "${missing}" does not exist\n`,
      );
    },
  );

  it('names DATABASE_URL and the refused connection', { timeout: PROCESS_TEST_TIMEOUT_MS }, async () => {
    const output = await failedStart({
      DATABASE_URL: `postgres://romtrack:${PASSWORD}@127.0.0.1:${CLOSED_PORT}/romtrack`,
    });
    expect(output).toBe(
      `Cannot connect to the database at DATABASE_URL (postgres://romtrack:***@127.0.0.1:${CLOSED_PORT}/romtrack): ` +
        `connect ECONNREFUSED 127.0.0.1:${CLOSED_PORT}\n`,
    );
  });

  it('names REDIS_URL and the refused connection', { timeout: PROCESS_TEST_TIMEOUT_MS }, async () => {
    // REDIS_URL needs DATABASE_URL (config.ts); Redis is connected first, so this one is never reached.
    const output = await failedStart({
      REDIS_URL: `redis://:${PASSWORD}@127.0.0.1:${CLOSED_PORT}/8`,
      DATABASE_URL: `postgres://romtrack@127.0.0.1:${CLOSED_PORT}/romtrack`,
    });
    expect(output).toBe(
      `Cannot connect to Redis at REDIS_URL (redis://:***@127.0.0.1:${CLOSED_PORT}/8): ` +
        `connect ECONNREFUSED 127.0.0.1:${CLOSED_PORT}\n`,
    );
  });

  it.runIf(testRedisUrl && testDatabaseUrl)(
    'names REDIS_URL and a database number the Redis server does not have, rather than using database 0',
    { timeout: PROCESS_TEST_TIMEOUT_MS },
    async () => {
      const url = new URL(testRedisUrl!);
      url.pathname = '/99999'; // past any Redis server's `databases` (16 by default)
      const output = await failedStart({ REDIS_URL: url.toString(), DATABASE_URL: testDatabaseUrl! });
      expect(output).toBe(`Cannot connect to Redis at REDIS_URL (${url}): ERR DB index is out of range\n`);
    },
  );
});
