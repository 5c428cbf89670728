/**
 * An embedded database as an earlier release left it: only the first migrations applied, for
 * tests of what a newer release's start (its migrations) or its tools do to it.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { migrationJournal, migrationsFolder, type Database } from '../src/db/client.ts';
import { embeddedDatabaseDir } from '../src/db/pglite.ts';
import * as schema from '../src/db/schema/index.ts';

/** How many migrations this release has. */
export const migrationCount = () => migrationJournal().length;

/**
 * Creates DATA_DIR's embedded database with this release's first `count` migrations applied, then
 * lets `seed` write what that release would have (with this release's code: only tables and
 * columns that release had).
 */
export async function embeddedDatabaseAt(
  dataDir: string,
  count: number,
  seed?: (db: Database) => Promise<void>,
): Promise<void> {
  const earlier = fs.mkdtempSync(path.join(os.tmpdir(), 'romtrack-earlier-migrations-'));
  try {
    fs.cpSync(migrationsFolder, earlier, { recursive: true });
    const journalFile = path.join(earlier, 'meta', '_journal.json');
    const journal = JSON.parse(fs.readFileSync(journalFile, 'utf8')) as { entries: unknown[] };
    journal.entries = journal.entries.slice(0, count);
    fs.writeFileSync(journalFile, JSON.stringify(journal));
    fs.mkdirSync(embeddedDatabaseDir(dataDir), { recursive: true, mode: 0o700 });
    const client = new PGlite(embeddedDatabaseDir(dataDir));
    try {
      const db = drizzle({ client, schema, casing: 'snake_case' });
      await migrate(db, { migrationsFolder: earlier });
      await seed?.(db as unknown as Database);
    } finally {
      await client.close();
    }
  } finally {
    fs.rmSync(earlier, { recursive: true, force: true });
  }
}
