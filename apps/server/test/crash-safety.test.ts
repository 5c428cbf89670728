/**
 * Nothing acknowledged is lost: the real server, killed with SIGKILL while many clients
 * submit surveys, restarts on the same data with every acknowledged survey stored once and
 * no link consumed without its survey. Also: one writer per DATA_DIR, graceful SIGTERM.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseTarget } from '../src/db/client.ts';
import { createCenter, createDirector } from '../src/domain/registration.ts';
import { DATABASES, type DatabaseKind } from './build-test-app.ts';
import { BEST_ANSWERS } from './participant-helpers.ts';
import { PROCESS_TEST_TIMEOUT_MS, runServer, type ServerProcess } from './server-process.ts';

const CENTER = { name: 'Crash Test Center', password: 'crash-center-pass' };
const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

/** A seeded database for one test: its server environment and a clean-up. */
async function seededDatabase(kind: DatabaseKind): Promise<{ env: Record<string, string>; dataDir: string }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'romtrack-crash-'));
  cleanups.push(async () => fs.rmSync(dataDir, { recursive: true, force: true }));
  let target: DatabaseTarget = { kind: 'pglite', dataDir };
  const env: Record<string, string> = { DATA_DIR: dataDir };
  if (kind === 'postgres') {
    const name = `romtrack_crash_${randomBytes(5).toString('hex')}`;
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const url = new URL(process.env.TEST_DATABASE_URL!);
    url.pathname = `/${name}`;
    target = { kind: 'postgres', url: url.toString() };
    env.DATABASE_URL = url.toString();
    cleanups.push(async () => {
      const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    });
  }
  const handle = await openDatabase(target);
  const director = await createDirector(handle.db, {
    name: 'Crash Director',
    email: 'crash@example.org',
    password: 'crash-director',
  });
  await createCenter(handle.db, { ...CENTER, directorId: director.id, consentRegion: 'general' });
  await handle.close();
  return { env, dataDir };
}

async function call<T>(
  server: ServerProcess,
  pathname: string,
  init: { method?: string; token?: string; body?: unknown } = {},
) {
  const res = await fetch(`${server.baseUrl}${pathname}`, {
    method: init.method ?? 'GET',
    headers: {
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
      ...(init.body !== undefined ? { 'content-type': 'application/json' } : {}),
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  return { status: res.status, body: (await res.json()) as T };
}

async function signIn(server: ServerProcess): Promise<string> {
  const res = await call<{ token: string }>(server, '/api/v1/auth/login', {
    method: 'POST',
    body: { centerName: CENTER.name, password: CENTER.password },
  });
  return res.body.token;
}

async function openLinks(server: ServerProcess, token: string, count: number) {
  const links: { participantId: string; token: string }[] = [];
  for (let i = 0; i < count; i++) {
    const pid = await call<{ data: { id: string } }>(server, '/api/v1/auth/register', {
      method: 'POST',
      token,
      body: { role: 'deidentified' },
    });
    const link = await call<{ data: string }>(server, `/api/v1/auth/survey/${pid.body.data.id}`, {
      method: 'POST',
      token,
    });
    links.push({ participantId: pid.body.data.id, token: link.body.data });
  }
  return links;
}

type Outcome = 'stored' | 'refused' | 'lost-connection';

async function submitAll(server: ServerProcess, tokens: string[], workers: number, onAck: (n: number) => void) {
  const outcomes = new Map<string, Outcome>();
  let acknowledged = 0;
  let next = 0;
  await Promise.all(
    Array.from({ length: workers }, async () => {
      while (next < tokens.length) {
        const token = tokens[next++]!;
        try {
          const res = await fetch(`${server.baseUrl}/api/v1/surveys/${token}`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ answers: BEST_ANSWERS, consented: true, language: 'en' }),
          });
          outcomes.set(token, res.status === 201 ? 'stored' : 'refused');
          if (res.status === 201) onAck(++acknowledged);
        } catch {
          outcomes.set(token, 'lost-connection');
        }
      }
    }),
  );
  return outcomes;
}

describe.each(DATABASES)('crash safety on %s', (kind) => {
  it(
    'keeps every acknowledged survey, once, across a SIGKILL mid-stream',
    { timeout: PROCESS_TEST_TIMEOUT_MS },
    async () => {
      const { env } = await seededDatabase(kind);
      let server = await runServer(env);
      const manager = await signIn(server);
      const links = await openLinks(server, manager, 60);

      const killed = server;
      const outcomes = await submitAll(
        server,
        links.map((l) => l.token),
        8,
        (n) => {
          if (n === 15) killed.child.kill('SIGKILL');
        },
      );
      await killed.exited;
      const acknowledged = links.filter((l) => outcomes.get(l.token) === 'stored');
      expect(acknowledged.length).toBeGreaterThanOrEqual(15);
      expect(links.some((l) => outcomes.get(l.token) !== 'stored')).toBe(true);

      server = await runServer(env);
      try {
        const token = await signIn(server);
        const me = await call<{ data: { center: string } }>(server, '/api/v1/auth/me', { token });
        const centerId = me.body.data.center;
        const stored = await call<{ data: { user: string; surveyNo: number }[] }>(
          server,
          `/api/v1/surveys?center=${centerId}`,
          { token },
        );
        const perParticipant = new Map<string, number>();
        for (const s of stored.body.data) perParticipant.set(s.user, (perParticipant.get(s.user) ?? 0) + 1);

        // Every acknowledged survey is there, and nothing is stored twice.
        for (const link of acknowledged) expect(perParticipant.get(link.participantId), link.participantId).toBe(1);
        expect([...perParticipant.values()].every((n) => n === 1)).toBe(true);

        // No link was used up without its survey: a closed link always has its survey.
        const list = await call<{ data: { id: string; surveyCount: number; surveyToken: string | null }[] }>(
          server,
          `/api/v1/centers/${centerId}/users?limit=100`,
          { token },
        );
        for (const p of list.body.data) {
          const surveysStored = perParticipant.get(p.id) ?? 0;
          expect(p.surveyCount, p.id).toBe(surveysStored);
          expect(p.surveyToken === null, p.id).toBe(surveysStored === 1);
        }
      } finally {
        server.child.kill('SIGTERM');
        await server.exited;
      }
    },
  );

  it(
    'finishes requests in flight on SIGTERM, answers or refuses the rest, and exits cleanly',
    { timeout: PROCESS_TEST_TIMEOUT_MS },
    async () => {
      const { env } = await seededDatabase(kind);
      let server = await runServer(env);
      const manager = await signIn(server);
      const links = await openLinks(server, manager, 12);
      // All twelve are sent at once; SIGTERM arrives as the first is acknowledged.
      const stopping = server;
      const outcomes = await submitAll(
        stopping,
        links.map((l) => l.token),
        12,
        (n) => {
          if (n === 1) stopping.child.kill('SIGTERM');
        },
      );
      const code = await Promise.race([
        stopping.exited,
        new Promise((r) => setTimeout(() => r('still running'), 15_000)),
      ]);
      expect(code).toBe(0);

      // What the server said is what happened: an acknowledged survey is stored; a request it
      // refused, or never read before closing, left its link open for the participant to retry.
      server = await runServer(env);
      try {
        const token = await signIn(server);
        const me = await call<{ data: { center: string } }>(server, '/api/v1/auth/me', { token });
        const stored = await call<{ data: { user: string }[] }>(
          server,
          `/api/v1/surveys?center=${me.body.data.center}`,
          {
            token,
          },
        );
        const withSurvey = new Set(stored.body.data.map((s) => s.user));
        for (const link of links) {
          expect(withSurvey.has(link.participantId), `${outcomes.get(link.token)} ${link.participantId}`).toBe(
            outcomes.get(link.token) === 'stored',
          );
        }
        expect([...outcomes.values()].filter((o) => o === 'stored').length).toBeGreaterThanOrEqual(1);
      } finally {
        server.child.kill('SIGTERM');
        await server.exited;
      }
    },
  );
});

describe('a stopping server and a client that never finishes its request', () => {
  it(
    'closes that connection after the grace period and exits cleanly, rather than waiting for ever',
    { timeout: PROCESS_TEST_TIMEOUT_MS },
    async () => {
      const { env } = await seededDatabase('pglite');
      const server = await runServer(env);
      const url = new URL(server.baseUrl);
      // Headers promising a body that never comes: the request stays in flight.
      const socket = net.connect(Number(url.port), url.hostname);
      await new Promise<void>((resolve) => socket.once('connect', resolve));
      const socketClosed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
      socket.on('error', () => {}); // the server resets it
      socket.write(
        'POST /api/v1/auth/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{',
      );
      try {
        await sleep(500); // the server has the request
        server.child.kill('SIGTERM');
        const code = await Promise.race([server.exited, sleep(30_000, 'still running')]);
        expect(code, server.output()).toBe(0);
        await socketClosed;
        expect(server.output()).toContain('requests still in flight 10 s after SIGTERM: closing their connections');
      } finally {
        server.child.kill('SIGKILL'); // a server still running after the test failed
        socket.destroy();
      }
    },
  );
});

describe('one writer per DATA_DIR', () => {
  it(
    'refuses a second server on the same embedded database, and the first keeps serving',
    { timeout: PROCESS_TEST_TIMEOUT_MS },
    async () => {
      const { env } = await seededDatabase('pglite');
      const first = await runServer(env);
      try {
        const second = await import('./server-process.ts').then(async (m) => m.startServer(env, await m.freePort()));
        const started = Date.now();
        expect(await second.exited).toBe(1);
        // At once: it stops while opening the database, before migrations or listening (the bound
        // allows for a loaded machine; a server that waited for the lock would hang far longer).
        expect(Date.now() - started).toBeLessThan(30_000);
        expect(second.output()).toContain('is using DATA_DIR');
        const health = await fetch(`${first.baseUrl}/api/v1/health`);
        expect(health.status).toBe(200);
      } finally {
        first.child.kill('SIGTERM');
        await first.exited;
      }
    },
  );
});
