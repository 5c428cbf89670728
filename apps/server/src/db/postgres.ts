/** The PostgreSQL back end (DATABASE_URL): a pool of 10 connections. */
import { drizzle as drizzlePg, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { isDatabaseUnavailable, isRetryableConflict } from '../domain/db-errors.ts';
import { ServiceUnreachableError, withoutPassword } from '../service-unreachable.ts';
import { migrationsFolder, type Database, type DatabaseHandle, type StartUpWork } from './client.ts';
import { refuseNewerDatabase } from './newer-database.ts';
import * as schema from './schema/index.ts';
import { holdingStartUpLock } from './start-up-lock.ts';

/** How often a transaction rolled back by a deadlock or serialization failure is run again. */
const CONFLICT_ATTEMPTS = 4;

/**
 * drizzle-orm 0.45's pooled transaction() runs BEGIN before its try/finally, so a BEGIN that
 * fails because the connection died never gives its client back, and a few such failures
 * exhaust the pool for good (drizzle-team/drizzle-orm#6241, #6114; open upstream). Here the
 * client is checked out by us and released on every path, and destroyed when the failure was
 * the connection's, so a database that comes back finds a healthy pool.
 *
 * A transaction PostgreSQL aborts as a deadlock or serialization failure is run again (the
 * survey totals' row locks can cross when one manager saves several changes at once). Every
 * transaction body here only reads and writes the database, so running it again is safe.
 */
function releasingTransaction(pool: pg.Pool) {
  return async (...args: Parameters<NodePgDatabase<typeof schema>['transaction']>) => {
    const client = await pool.connect();
    let failure: unknown;
    try {
      // On a single client drizzle neither checks out nor releases anything itself.
      const db = drizzlePg({ client, schema, casing: 'snake_case' });
      for (let attempt = 1; ; attempt++) {
        try {
          return await db.transaction(...args);
        } catch (error) {
          if (attempt === CONFLICT_ATTEMPTS || !isRetryableConflict(error)) throw error;
        }
      }
    } catch (error) {
      failure = error;
      throw error;
    } finally {
      client.release(failure !== undefined && isDatabaseUnavailable(failure) ? (failure as Error) : undefined);
    }
  };
}

/**
 * Applies the pending migrations, then `afterMigrations`, on one connection holding the start-up
 * lock. That connection is the first one made: a failure to make it (server down, database
 * missing, login refused, an address that does not parse) is the database being unreachable,
 * told in one line.
 */
async function startUp(pool: pg.Pool, url: string, afterMigrations: StartUpWork | undefined): Promise<void> {
  let client: pg.PoolClient;
  try {
    client = await pool.connect(); // throws at once, not rejects, on a URL it cannot parse
  } catch (cause) {
    throw new ServiceUnreachableError('DATABASE_URL', url, cause);
  }
  await holdingStartUpLock(client, async () => {
    const db = drizzlePg({ client, schema, casing: 'snake_case' });
    await refuseNewerDatabase(db as unknown as Database, `The database at DATABASE_URL (${withoutPassword(url)})`);
    await migratePg(db, { migrationsFolder });
    await afterMigrations?.(db as unknown as Database);
  });
}

export async function openPostgres(url: string, afterMigrations?: StartUpWork): Promise<DatabaseHandle> {
  // A bounded connect wait: while the database is down, requests fail fast with 503.
  const pool = new pg.Pool({ connectionString: url, max: 10, connectionTimeoutMillis: 5000 });
  // A connection dying (restart, failover, network) must not crash the process: idle
  // clients report to the pool, checked-out ones to their own listener. The query in
  // flight, if any, fails on its own and the request answers 503.
  pool.on('error', () => {});
  pool.on('connect', (client) => client.on('error', () => {}));
  const db = drizzlePg({ client: pool, schema, casing: 'snake_case' });
  db.transaction = releasingTransaction(pool) as typeof db.transaction;
  try {
    await startUp(pool, url, afterMigrations);
  } catch (error) {
    await pool.end();
    throw error;
  }
  return { db: db as unknown as Database, kind: 'postgres', close: () => pool.end() };
}
