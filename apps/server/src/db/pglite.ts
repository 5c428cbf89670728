/** The embedded back end: PGlite under DATA_DIR/pglite, one writer per directory; in memory without a directory (tests). */
import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrationsFolder, type Database, type DatabaseHandle } from './client.ts';
import { acquireDataDirLock } from './data-dir-lock.ts';
import * as schema from './schema/index.ts';

export async function openPglite(dataDir: string | undefined): Promise<DatabaseHandle> {
  let dir: string | undefined;
  let release = () => {};
  if (dataDir) {
    release = acquireDataDirLock(dataDir);
    dir = path.join(dataDir, 'pglite');
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
