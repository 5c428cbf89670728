/**
 * Several stateless instances behind a proxy: two servers on one PostgreSQL and one Redis.
 * A session made on one is valid on the other, a PID made on one is seen on the other, and
 * the login and password-reset throttles count across both, even when attempts arrive at once.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/client.ts';
import { createCenter, createDirector } from '../src/domain/registration.ts';
import { PROCESS_TEST_TIMEOUT_MS, runServer, type ServerProcess } from './server-process.ts';

const databaseUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.TEST_REDIS_URL;
const CENTER = { name: 'Twin Center', password: 'twin-center-pass' };

describe.runIf(databaseUrl && redisUrl)('two instances on one PostgreSQL and one Redis', () => {
  const name = `romtrack_multi_${randomBytes(5).toString('hex')}`;
  const prefix = `romtrack-test-${randomBytes(4).toString('hex')}:`;
  let one: ServerProcess;
  let two: ServerProcess;

  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: databaseUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const url = new URL(databaseUrl!);
    url.pathname = `/${name}`;
    const handle = await openDatabase({ kind: 'postgres', url: url.toString() });
    const director = await createDirector(handle.db, {
      name: 'Twin Director',
      email: 'twin@example.org',
      password: 'twin-director',
    });
    await createCenter(handle.db, { ...CENTER, directorId: director.id, consentRegion: 'general' });
    await handle.close();
    const env = { DATABASE_URL: url.toString(), REDIS_URL: redisUrl!, REDIS_PREFIX: prefix };
    [one, two] = await Promise.all([runServer(env), runServer(env)]);
  }, PROCESS_TEST_TIMEOUT_MS);

  afterAll(async () => {
    for (const server of [one, two]) {
      server?.child.kill('SIGTERM');
      await server?.exited;
    }
    const admin = new pg.Client({ connectionString: databaseUrl });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  });

  const call = async (server: ServerProcess, path: string, init: { token?: string; body?: unknown } = {}) => {
    const res = await fetch(`${server.baseUrl}${path}`, {
      method: init.body === undefined ? 'GET' : 'POST',
      headers: {
        ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
        ...(init.body !== undefined ? { 'content-type': 'application/json' } : {}),
      },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    });
    return {
      status: res.status,
      body: (await res.json()) as Record<string, unknown> & { data?: unknown },
      headers: res.headers,
    };
  };

  it('shares sessions and data between instances', { timeout: PROCESS_TEST_TIMEOUT_MS }, async () => {
    const login = await call(one, '/api/v1/auth/login', {
      body: { centerName: CENTER.name, password: CENTER.password },
    });
    const token = login.body.token as string;
    const me = await call(two, '/api/v1/auth/me', { token });
    expect(me.status).toBe(200);
    const created = await call(one, '/api/v1/auth/register', { token, body: { role: 'deidentified' } });
    const pid = (created.body.data as { pid: number }).pid;
    const center = (me.body.data as { center: string }).center;
    const seen = await call(two, `/api/v1/users?center=${center}&pid=${pid}`, { token });
    expect((seen.body.data as { pid: number }[]).map((p) => p.pid)).toEqual([pid]);
    // Logging out on one ends the session on both.
    await call(two, '/api/v1/auth/logout', { token });
    expect((await call(one, '/api/v1/auth/me', { token })).status).toBe(401);
  });

  it('counts failed logins across both instances', { timeout: PROCESS_TEST_TIMEOUT_MS }, async () => {
    const attempt = (server: ServerProcess) =>
      call(server, '/api/v1/auth/login', { body: { centerName: CENTER.name, password: 'not-the-password' } });
    for (let i = 0; i < 5; i++) {
      expect((await attempt(one)).status).toBe(401);
      expect((await attempt(two)).status).toBe(401);
    }
    // Ten failures in all: both instances now refuse, though each saw only five.
    const refusedOne = await attempt(one);
    const refusedTwo = await attempt(two);
    expect(refusedOne.status).toBe(429);
    expect(refusedTwo.status).toBe(429);
    expect(Number(refusedTwo.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('counts password-reset requests across both instances', { timeout: PROCESS_TEST_TIMEOUT_MS }, async () => {
    const ask = (server: ServerProcess, email: string) =>
      fetch(`${server.baseUrl}/api/v1/adminAuth/forgotpassword`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.61' },
        body: JSON.stringify({ email }),
      }).then((res) => res.status);
    // Five per address in 15 minutes, wherever they land.
    const asked = [];
    for (let i = 0; i < 5; i++) asked.push(await ask(i % 2 ? one : two, `nobody-${i}@example.org`));
    expect(asked).toEqual([200, 200, 200, 200, 200]);
    expect(await ask(one, 'nobody-5@example.org')).toBe(429);
    expect(await ask(two, 'nobody-6@example.org')).toBe(429);
  });

  it('counts guesses sent at once to both instances', { timeout: PROCESS_TEST_TIMEOUT_MS }, async () => {
    // From an address of their own (the instances trust the proxy on this machine), so the
    // failures of the test above do not count.
    const guess = (server: ServerProcess, i: number) =>
      fetch(`${server.baseUrl}/api/v1/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.60' },
        body: JSON.stringify({ centerName: CENTER.name, password: `parallel-${i}` }),
      }).then((res) => res.status);
    const statuses = await Promise.all(Array.from({ length: 30 }, (_, i) => guess(i % 2 ? one : two, i)));
    // At most ten checked (fewer when the address's and the account's counts fill in another
    // order), every other one refused.
    const checked = statuses.filter((status) => status === 401).length;
    expect(checked).toBeGreaterThan(0);
    expect(checked).toBeLessThanOrEqual(10);
    expect(statuses.filter((status) => status === 429)).toHaveLength(30 - checked);
  });
});
