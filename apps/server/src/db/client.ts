/**
 * One database layer for both back ends: PostgreSQL when DATABASE_URL is set, otherwise
 * embedded PGlite under DATA_DIR. Same schema, same SQL, same migrations. Each back end's
 * driver is loaded only when it is the one opened, which keeps start-up short.
 */
import path from 'node:path';
import type { SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type * as schema from './schema/index.ts';

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

export const migrationsFolder = path.join(import.meta.dirname, 'migrations');

export type DatabaseTarget =
  | { kind: 'postgres'; url: string }
  /** `dataDir` undefined means in memory (tests). */
  | { kind: 'pglite'; dataDir: string | undefined };

/** Opens the database and applies every pending migration. */
export async function openDatabase(target: DatabaseTarget): Promise<DatabaseHandle> {
  if (target.kind === 'postgres') return (await import('./postgres.ts')).openPostgres(target.url);
  return (await import('./pglite.ts')).openPglite(target.dataDir);
}

/**
 * Runs raw SQL and returns its rows. Both drivers answer `{ rows }`; Drizzle's shared type
 * cannot say so, hence the one cast here instead of at every caller.
 */
export async function queryRows<T>(db: Database, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
