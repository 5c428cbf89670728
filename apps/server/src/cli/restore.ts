/**
 * `npm run restore -- <backup.tar.gz>`: replaces the embedded database with a backup. The
 * server must be stopped; the current database is kept beside it, renamed, not deleted.
 */
import fs from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { loadConfig, pathFromStartDirectory } from '../config.ts';
import type { Database } from '../db/client.ts';
import { acquireDataDirLock, OWNER_ONLY } from '../db/data-dir-lock.ts';
import { DatabaseNewerError, refuseNewerDatabase } from '../db/newer-database.ts';
import { embeddedDatabaseDir } from '../db/pglite.ts';

async function main(given: string | undefined): Promise<number> {
  const config = loadConfig();
  if (config.databaseUrl) {
    console.error('DATABASE_URL is set: restore PostgreSQL with pg_restore (see the README, "Operations").');
    return 2;
  }
  if (!given) {
    console.error('Usage: npm run restore -- <path to a backup .tar.gz>');
    return 2;
  }
  const file = pathFromStartDirectory(given);
  if (!fs.existsSync(file)) {
    console.error(`No backup file at ${file}. Usage: npm run restore -- <path to a backup .tar.gz>`);
    return 2;
  }
  // Holding the lock proves no server is using the database while it is swapped.
  const release = acquireDataDirLock(config.dataDir, 'npm run restore');
  try {
    const live = embeddedDatabaseDir(config.dataDir);
    const stamp = new Date().toISOString().replace(/[:.]/g, '-');
    // Read into a directory of its own: the database in place is moved aside only once the backup
    // is whole, so a restore interrupted (Ctrl-C, a full disk) leaves it where it was, and not an
    // empty directory that the next start would take for a new database.
    const staging = `${live}.restoring-${stamp}`;
    let surveys: number;
    try {
      // Made first, as the server makes it: PGlite would make it open to every account.
      fs.mkdirSync(staging, { mode: OWNER_ONLY });
      const db = await PGlite.create(staging, { loadDataDir: new Blob([fs.readFileSync(file)]) });
      try {
        // Refused here, not at the next start: the database in place is still where it was.
        await refuseNewerDatabase(drizzle({ client: db }) as unknown as Database, `The backup ${file}`);
        const { rows } = await db.query<{ n: number }>('select count(*)::int as n from surveys');
        surveys = rows[0]?.n ?? 0;
      } finally {
        await db.close();
      }
    } catch (error) {
      // Not a usable backup: the database in place was not touched.
      fs.rmSync(staging, { recursive: true, force: true });
      if (error instanceof DatabaseNewerError) {
        console.error(`${error.message} Nothing was restored: the database in ${config.dataDir} is as it was.`);
        return 1;
      }
      const reason = error instanceof Error && error.message ? error.message : 'the database could not read it';
      console.error(
        `${file} is not a backup made by npm run backup (${reason}). Nothing was restored: ` +
          `the database in ${config.dataDir} is as it was.`,
      );
      return 1;
    }
    let kept: string | undefined;
    if (fs.existsSync(live)) {
      kept = `${live}.replaced-${stamp}`;
      fs.renameSync(live, kept);
    }
    fs.renameSync(staging, live);
    console.log(`Restored ${file}: ${surveys} surveys.${kept ? ` The previous database is kept at ${kept}.` : ''}`);
    return 0;
  } finally {
    release();
  }
}

main(process.argv[2]).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
