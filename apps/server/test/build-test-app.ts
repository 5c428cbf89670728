/**
 * Builds the real app for a test file on a real database: in-memory PGlite, or a fresh
 * PostgreSQL database made for the file (and dropped after) when TEST_DATABASE_URL is set.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../src/app.ts';
import { ManualClock } from '../src/clock.ts';
import { loadConfig, type AppConfig } from '../src/config.ts';

export type DatabaseKind = 'pglite' | 'postgres';

const testDatabaseUrl = process.env.TEST_DATABASE_URL;

/** The databases every API test runs against. */
export const DATABASES: DatabaseKind[] = testDatabaseUrl ? ['pglite', 'postgres'] : ['pglite'];

export const ADMIN = { email: 'admin@example.org', password: 'admin-password-1' };

export interface TestApp {
  app: FastifyInstance;
  clock: ManualClock;
  config: AppConfig;
  close(): Promise<void>;
}

/** A fresh, empty database on TEST_DATABASE_URL's server: its URL and how to drop it. */
export async function createPostgresDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `romtrack_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: testDatabaseUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(testDatabaseUrl!);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: testDatabaseUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

export async function buildTestApp(kind: DatabaseKind, env: Record<string, string> = {}): Promise<TestApp> {
  const config = loadConfig({
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    PUBLIC_URL: 'http://romtrack.test',
    WEB_DIST_DIR: '/nonexistent',
    ...env,
  });
  const clock = new ManualClock(Date.parse('2026-03-01T09:00:00Z'));
  if (kind === 'pglite') {
    const app = await buildApp(config, { clock, logger: false, database: { kind: 'pglite', dataDir: undefined } });
    return { app, clock, config, close: () => app.close() };
  }
  const database = await createPostgresDatabase();
  const app = await buildApp(config, { clock, logger: false, database: { kind: 'postgres', url: database.url } });
  return {
    app,
    clock,
    config,
    async close() {
      await app.close();
      await database.drop();
    },
  };
}
