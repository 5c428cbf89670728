/**
 * PostgreSQL stopping under load: the server answers 503 with a plain message while it is
 * gone, recovers by itself when it returns, and loses nothing it acknowledged. Its log says the
 * database was unavailable, without the refused submissions' tokens and answers.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import type { FastifyInstance } from 'fastify';
import { seedWorld, loginManager, type SeededWorld } from './fixtures.ts';
import { ADMIN } from './build-test-app.ts';
import { BEST_ANSWERS, createPid, openLink, submit } from './participant-helpers.ts';
import { captureLog } from './log-capture.ts';
import { freePort, PROCESS_TEST_TIMEOUT_MS } from './server-process.ts';
import { TcpProxy } from './tcp-proxy.ts';

const testDatabaseUrl = process.env.TEST_DATABASE_URL;

describe.runIf(testDatabaseUrl)('PostgreSQL outage', () => {
  const name = `romtrack_outage_${randomBytes(5).toString('hex')}`;
  let proxy: TcpProxy;
  let app: FastifyInstance;
  let world: SeededWorld;
  const log = captureLog();

  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: testDatabaseUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const direct = new URL(testDatabaseUrl!);
    proxy = new TcpProxy({ host: direct.hostname, port: Number(direct.port || 5432) }, await freePort());
    await proxy.up();
    const viaProxy = new URL(testDatabaseUrl!);
    viaProxy.hostname = '127.0.0.1';
    viaProxy.port = String(proxy.port);
    viaProxy.pathname = `/${name}`;
    const config = loadConfig({
      DATABASE_URL: viaProxy.toString(),
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      WEB_DIST_DIR: '/nonexistent',
    });
    app = await buildApp(config, { logger: { stream: log.stream } });
    world = await seedWorld(app);
  }, PROCESS_TEST_TIMEOUT_MS);

  afterAll(async () => {
    await proxy.up();
    await app.close();
    const admin = new pg.Client({ connectionString: testDatabaseUrl });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  });

  it('answers 503 while the database is down and recovers without losing acknowledged surveys', async () => {
    const manager = await loginManager(app, world.centerA.name, world.centerA.password);
    const participants = [];
    for (let i = 0; i < 6; i++) {
      const p = await createPid(app, manager);
      participants.push({ ...p, token: await openLink(app, manager, p.id) });
    }
    const before = await submit(app, participants[0]!.token, BEST_ANSWERS);
    expect(before.statusCode).toBe(201);

    await proxy.down();
    const during = await Promise.all(participants.slice(1, 4).map((p) => submit(app, p.token, BEST_ANSWERS)));
    for (const res of during) {
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({
        success: false,
        error: 'The service is temporarily unavailable, please try again shortly',
        code: 'SERVICE_UNAVAILABLE',
      });
      expect(res.headers['retry-after']).toBe('5');
    }
    expect((await app.inject({ url: '/api/v1/health' })).statusCode).toBe(503);
    // Logged, as the failed query it was, but with none of the values it was given: a refused
    // link's token still opens the survey, and the answers are a participant's health.
    const logged = log.lines.join('');
    expect(logged).toContain('database unavailable');
    expect(logged).toContain('Failed query: ');
    for (const p of participants.slice(1, 4)) expect(logged).not.toContain(p.token);
    expect(logged).not.toContain('params');

    await proxy.up();
    // Recovers by itself: the pool reconnects on the next request.
    let recovered = false;
    for (let i = 0; i < 50 && !recovered; i++) {
      recovered = (await app.inject({ url: '/api/v1/health' })).statusCode === 200;
      if (!recovered) await new Promise((r) => setTimeout(r, 100));
    }
    expect(recovered).toBe(true);
    // The refused submissions can simply be sent again; the acknowledged one is still there.
    for (const p of participants.slice(1)) expect((await submit(app, p.token, BEST_ANSWERS)).statusCode).toBe(201);
    const list = await app.inject({
      url: `/api/v1/surveys?center=${world.centerA.id}`,
      headers: { authorization: `Bearer ${manager}` },
    });
    expect(
      list
        .json()
        .data.map((s: { user: string }) => s.user)
        .sort(),
    ).toEqual(participants.map((p) => p.id).sort());
  });
});
