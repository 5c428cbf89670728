/**
 * A database that a newer release has migrated (it has a migration this code does not know) is
 * refused at start with a message that says so, and left as it was; Drizzle's migrator alone
 * found nothing to apply and the server ran on tables it was not written for.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { createPostgresDatabase } from '../../test/build-test-app.ts';
import { openDatabase, queryRows, type DatabaseTarget } from './client.ts';
import { DatabaseNewerError } from './newer-database.ts';
import { embeddedDatabaseDir } from './pglite.ts';

const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'romtrack-newer-'));
afterAll(() => fs.rmSync(scratch, { recursive: true, force: true }));

/** Drizzle records a migration by its hash and when drizzle-kit generated it; this one is from 2030. */
const FUTURE_MIGRATION = 1895847470399;

/** Runs statements on the database directly, not through openDatabase (which refuses it): the last one's rows. */
type RawQuery = (...statements: string[]) => Promise<unknown[]>;

async function refusesNewerDatabase(target: DatabaseTarget, where: string, raw: RawQuery): Promise<void> {
  await (await openDatabase(target)).close();
  // What a newer release's migration would have done: changed a table, and recorded itself.
  await raw(
    'ALTER TABLE surveys RENAME COLUMN scores TO scale_scores',
    `INSERT INTO drizzle.__drizzle_migrations (hash, created_at) VALUES ('newer', ${FUTURE_MIGRATION})`,
  );

  const refused = openDatabase(target);
  await expect(refused).rejects.toThrow(DatabaseNewerError);
  await expect(refused).rejects.toThrow(
    `${where} was upgraded by a newer release of ROMtrack: it has 1 migration(s) this release does not know, ` +
      'the newest made 2030-01-28T16:17:50.399Z. Nothing was changed. ' +
      'Start that release (or a newer one), or restore a backup made before the upgrade.',
  );

  // Left as it was, and let go of: with that migration undone by hand, this release opens it.
  const undone = await raw(
    'ALTER TABLE surveys RENAME COLUMN scale_scores TO scores',
    `DELETE FROM drizzle.__drizzle_migrations WHERE created_at > 1800000000000 RETURNING hash`,
  );
  expect(undone).toEqual([{ hash: 'newer' }]);
  const handle = await openDatabase(target);
  try {
    expect(await queryRows(handle.db, sql`SELECT count(scores)::int AS n FROM surveys`)).toEqual([{ n: 0 }]);
  } finally {
    await handle.close();
  }
}

describe('a database migrated by a newer release', () => {
  it('is refused on the embedded database, naming DATA_DIR', async () => {
    const dataDir = path.join(scratch, 'data');
    const raw: RawQuery = async (...statements) => {
      const client = new PGlite(embeddedDatabaseDir(dataDir));
      try {
        let rows: unknown[] = [];
        for (const text of statements) rows = (await client.query(text)).rows;
        return rows;
      } finally {
        await client.close();
      }
    };
    await refusesNewerDatabase({ kind: 'pglite', dataDir }, `The embedded database in DATA_DIR (${dataDir})`, raw);
  });

  it.runIf(process.env.TEST_DATABASE_URL)('is refused on PostgreSQL, naming DATABASE_URL', async () => {
    const database = await createPostgresDatabase();
    const raw: RawQuery = async (...statements) => {
      const client = new pg.Client({ connectionString: database.url });
      await client.connect();
      try {
        let rows: unknown[] = [];
        for (const text of statements) rows = (await client.query(text)).rows;
        return rows;
      } finally {
        await client.end();
      }
    };
    try {
      await refusesNewerDatabase(
        { kind: 'postgres', url: database.url },
        `The database at DATABASE_URL (${database.url})`,
        raw,
      );
    } finally {
      await database.drop();
    }
  });
});
