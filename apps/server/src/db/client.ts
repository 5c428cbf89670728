/**
 * One database layer for both back ends: PostgreSQL when DATABASE_URL is set, otherwise
 * embedded PGlite under DATA_DIR. Same schema, same SQL, same migrations.
 */
import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { isDatabaseUnavailable } from '../domain/db-errors.ts';
import { acquireDataDirLock } from './data-dir-lock.ts';
import * as schema from './schema/index.ts';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /**
   * A consistent copy of the embedded database's files (a gzipped tarball), taken between
   * queries; undefined on PostgreSQL (use pg_dump) and for in-memory databases.
   */
  dumpEmbedded?: () => Promise<Buffer>;
  close(): Promise<void>;
}

const migrationsFolder = path.join(import.meta.dirname, 'migrations');

/**
 * drizzle-orm 0.45's pooled transaction() runs BEGIN before its try/finally, so a BEGIN that
 * fails because the connection died never gives its client back, and a few such failures
 * exhaust the pool for good (drizzle-team/drizzle-orm#6241, #6114; open upstream). Here the
 * client is checked out by us and released on every path, and destroyed when the failure was
 * the connection's, so a database that comes back finds a healthy pool.
 */
function releasingTransaction(pool: pg.Pool) {
  return async (...args: Parameters<NodePgDatabase<typeof schema>['transaction']>) => {
    const client = await pool.connect();
    let failure: unknown;
    try {
      // On a single client drizzle neither checks out nor releases anything itself.
      return await drizzlePg({ client, schema, casing: 'snake_case' }).transaction(...args);
    } catch (error) {
      failure = error;
      throw error;
    } finally {
      client.release(failure !== undefined && isDatabaseUnavailable(failure) ? (failure as Error) : undefined);
    }
  };
}

export type DatabaseTarget =
  | { kind: 'postgres'; url: string }
  /** `dataDir` undefined means in memory (tests). */
  | { kind: 'pglite'; dataDir: string | undefined };

/** Opens the database and applies every pending migration. */
export async function openDatabase(target: DatabaseTarget): Promise<DatabaseHandle> {
  if (target.kind === 'postgres') {
    // A bounded connect wait: while the database is down, requests fail fast with 503.
    const pool = new pg.Pool({ connectionString: target.url, max: 10, connectionTimeoutMillis: 5000 });
    // A connection dying (restart, failover, network) must not crash the process: idle
    // clients report to the pool, checked-out ones to their own listener. The query in
    // flight, if any, fails on its own and the request answers 503.
    pool.on('error', () => {});
    pool.on('connect', (client) => client.on('error', () => {}));
    const db = drizzlePg({ client: pool, schema, casing: 'snake_case' });
    db.transaction = releasingTransaction(pool) as typeof db.transaction;
    await migratePg(db, { migrationsFolder });
    return { db: db as unknown as Database, kind: 'postgres', close: () => pool.end() };
  }
  let dir: string | undefined;
  let release = () => {};
  if (target.dataDir) {
    release = acquireDataDirLock(target.dataDir);
    dir = path.join(target.dataDir, 'pglite');
    fs.mkdirSync(dir, { recursive: true });
  }
  try {
    const client = dir ? await PGlite.create(dir) : await PGlite.create();
    const db = drizzlePglite({ client, schema, casing: 'snake_case' });
    await migratePglite(db, { migrationsFolder });
    return {
      db: db as unknown as Database,
      kind: 'pglite',
      ...(dir ? { dumpEmbedded: async () => Buffer.from(await (await client.dumpDataDir('gzip')).arrayBuffer()) } : {}),
      async close() {
        await client.close();
        release();
      },
    };
  } catch (error) {
    release();
    throw error;
  }
}

/**
 * Runs raw SQL and returns its rows. Both drivers answer `{ rows }`; Drizzle's shared type
 * cannot say so, hence the one cast here instead of at every caller.
 */
export async function queryRows<T>(db: Database, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
