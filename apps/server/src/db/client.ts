/**
 * One database layer for both back ends: PostgreSQL when DATABASE_URL is set, otherwise
 * embedded PGlite under DATA_DIR. Same schema, same SQL, same migrations. Each back end's
 * driver is loaded only when it is the one opened, which keeps start-up short.
 */
import fs from 'node:fs';
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

/**
 * This release's migrations in order, as drizzle-kit's journal lists them: each one's name and when
 * it was generated, which the migrator records as the applied migration's `created_at`.
 */
export function migrationJournal(): { tag: string; when: number }[] {
  const file = path.join(migrationsFolder, 'meta', '_journal.json');
  return (JSON.parse(fs.readFileSync(file, 'utf8')) as { entries: { tag: string; when: number }[] }).entries;
}

export type DatabaseTarget =
  | { kind: 'postgres'; url: string }
  /** `dataDir` undefined means in memory (tests). */
  | { kind: 'pglite'; dataDir: string | undefined };

/**
 * Start-up writes that must happen once however many instances start together (the first
 * admin). On PostgreSQL they run under the start-up lock with the migrations (start-up-lock.ts);
 * the embedded database has one process at a time already (its DATA_DIR lock).
 */
export type StartUpWork = (db: Database) => Promise<void>;

/** Opens the database, applies every pending migration, then runs `afterMigrations`. */
export async function openDatabase(
  target: DatabaseTarget,
  options: { afterMigrations?: StartUpWork } = {},
): Promise<DatabaseHandle> {
  if (target.kind === 'postgres')
    return (await import('./postgres.ts')).openPostgres(target.url, options.afterMigrations);
  const handle = await (await import('./pglite.ts')).openPglite(target.dataDir);
  try {
    await options.afterMigrations?.(handle.db);
  } catch (error) {
    await handle.close();
    throw error;
  }
  return handle;
}

/**
 * Runs raw SQL and returns its rows. Both drivers answer `{ rows }`; Drizzle's shared type
 * cannot say so, hence the one cast here instead of at every caller.
 */
export async function queryRows<T>(db: Database, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
