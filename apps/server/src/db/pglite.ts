/** The embedded back end: PGlite under DATA_DIR/pglite, one writer per directory; in memory without a directory (tests). */
import fs from 'node:fs';
import path from 'node:path';
import { PGlite, types, type QueryOptions, type Results } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrationsFolder, type Database, type DatabaseHandle } from './client.ts';
import { acquireDataDirLock, OWNER_ONLY } from './data-dir-lock.ts';
import { refuseNewerDatabase } from './newer-database.ts';
import * as schema from './schema/index.ts';

/**
 * Drizzle has PGlite leave timestamps, dates, intervals and their arrays (and numeric arrays) as
 * text, as it maps them itself, by passing these nine parsers with every query; and PGlite 0.5.16
 * merges them into a copy of its table of 318 parsers each time: a survey link's lookup took 330 µs
 * with the merge, 205 µs without. So the client takes them as its own parsers once it is ready
 * (PGlite sets its array parsers while starting, and again only if asked to refresh them, which the
 * product never does), and a query's parsers are left out when they are these.
 */
const DRIZZLE_TEXT_TYPES = [
  types.TIMESTAMP,
  types.TIMESTAMPTZ,
  types.INTERVAL,
  types.DATE,
  1231, // numeric[]
  1115, // timestamp[]
  1185, // timestamptz[]
  1187, // interval[]
  1182, // date[]
];
const asText = (value: string) => value;

/** The options without their parsers when those are Drizzle's nine, text left as text; else as they are. */
export function withoutClientParsers(options: QueryOptions | undefined): QueryOptions | undefined {
  const parsers = options?.parsers;
  if (!parsers) return options;
  const given = Object.keys(parsers).map(Number);
  const same =
    given.length === DRIZZLE_TEXT_TYPES.length &&
    given.every((type) => DRIZZLE_TEXT_TYPES.includes(type) && parsers[type]?.('{t}') === '{t}');
  if (!same) return options;
  const { parsers: _same, ...rest } = options;
  return rest;
}

class DrizzlePGlite extends PGlite {
  override query<T>(query: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>> {
    return super.query<T>(query, params, withoutClientParsers(options));
  }
}

/** Where the embedded database lives inside DATA_DIR. */
export const embeddedDatabaseDir = (dataDir: string) => path.join(dataDir, 'pglite');

/**
 * Whether DATA_DIR holds an embedded database: its folder with PostgreSQL's version file, which
 * initdb writes. A folder without it (a first start that failed before initdb finished) holds
 * none, though opening it would make a new, empty one.
 */
export const holdsEmbeddedDatabase = (dataDir: string) =>
  fs.existsSync(path.join(embeddedDatabaseDir(dataDir), 'PG_VERSION'));

/** The database's files as a gzipped tarball: what a backup holds, and what a restore reads back. */
async function gzippedDump(client: PGlite): Promise<Buffer> {
  return Buffer.from(await (await client.dumpDataDir('gzip')).arrayBuffer());
}

/**
 * A copy of the embedded database in DATA_DIR, as it is, for `npm run backup` with the server
 * stopped: not migrated (openPglite would apply this release's migrations first), so a backup
 * taken with a new release's code before its first start is the database the older release ran
 * on, the one "restore a backup made before the upgrade" (README, "Upgrades") needs.
 */
export async function dumpPglite(dataDir: string): Promise<Buffer> {
  const release = acquireDataDirLock(dataDir, 'npm run backup');
  try {
    const client = new PGlite({ dataDir: embeddedDatabaseDir(dataDir) });
    try {
      await waitOpened(client, dataDir);
      // PostgreSQL's files without ROMtrack's tables: a first start stopped between making the
      // database and migrating it. Its backup would restore to nothing, yet look like a good one.
      const { rows } = await client.query<{ migrated: boolean }>(
        "SELECT to_regclass('drizzle.__drizzle_migrations') IS NOT NULL AS migrated",
      );
      if (!rows[0]?.migrated) throw new NoEmbeddedDatabaseError(dataDir);
      return await gzippedDump(client);
    } finally {
      await client.close().catch(() => {});
    }
  } finally {
    release();
  }
}

/** What `npm run backup` says of a DATA_DIR with no ROMtrack database in it. */
export class NoEmbeddedDatabaseError extends Error {
  override name = 'NoEmbeddedDatabaseError';
  constructor(dataDir: string) {
    super(
      `There is no database in ${dataDir}: set DATA_DIR to the server's data directory (see the README, "Operations").`,
    );
  }
}

/**
 * Waits for `client`, saying in words an operator can act on why the database in DATA_DIR could
 * not be opened: PGlite says "Aborted()" of a folder whose making stopped half way.
 */
async function waitOpened(client: PGlite, dataDir: string | undefined): Promise<void> {
  try {
    await client.waitReady;
  } catch (error) {
    if (dataDir === undefined) throw error;
    throw new Error(
      `The embedded database in ${dataDir} could not be opened (${(error as Error).message}). Nothing was ` +
        `changed. If ROMtrack has never run on it, a first start stopped while making it: remove ` +
        `${embeddedDatabaseDir(dataDir)} and start again. Otherwise its files are damaged: restore the latest ` +
        'backup (see the README, "Operations").',
      { cause: error },
    );
  }
}

export async function openPglite(dataDir: string | undefined): Promise<DatabaseHandle> {
  let dir: string | undefined;
  let release = () => {};
  if (dataDir) {
    release = acquireDataDirLock(dataDir);
    dir = embeddedDatabaseDir(dataDir);
    fs.mkdirSync(dir, { recursive: true, mode: OWNER_ONLY });
  }
  let client: DrizzlePGlite | undefined;
  try {
    client = new DrizzlePGlite({ dataDir: dir });
    await waitOpened(client, dataDir);
    for (const type of DRIZZLE_TEXT_TYPES) client.parsers[type] = asText;
    const opened = client;
    const db = drizzlePglite({ client, schema, casing: 'snake_case' });
    await refuseNewerDatabase(
      db as unknown as Database,
      dataDir ? `The embedded database in DATA_DIR (${dataDir})` : 'The embedded database',
    );
    await migratePglite(db, { migrationsFolder });
    return {
      db: db as unknown as Database,
      kind: 'pglite',
      ...(dir ? { dumpEmbedded: () => gzippedDump(opened) } : {}),
      async close() {
        await opened.close();
        release();
      },
    };
  } catch (error) {
    // A refused or failed start leaves the files as they were, closed, for the next start.
    await client?.close().catch(() => {});
    release();
    throw error;
  }
}
