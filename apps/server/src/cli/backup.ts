/**
 * `npm run backup`: a consistent copy of the embedded database into DATA_DIR/backups.
 * With a server running, the server takes it (on SIGUSR2, between queries); otherwise this
 * process copies the database itself, as it is (a backup migrates nothing). PostgreSQL: use
 * pg_dump (README, "Operations").
 */
import { loadConfig } from '../config.ts';
import { lockHolder } from '../db/data-dir-lock.ts';
import { dumpPglite, holdsEmbeddedDatabase, NoEmbeddedDatabaseError } from '../db/pglite.ts';
import { listBackups, writeBackup } from '../domain/backup.ts';

const WAIT_MS = 120_000;

async function main(): Promise<number> {
  const config = loadConfig();
  if (config.databaseUrl) {
    console.error('DATABASE_URL is set: back up PostgreSQL with pg_dump (see the README, "Operations").');
    return 2;
  }
  const server = lockHolder(config.dataDir);
  if (server === undefined) {
    try {
      // Opening a folder without one would make a new, empty database, whose backup would look like a good one.
      if (!holdsEmbeddedDatabase(config.dataDir)) throw new NoEmbeddedDatabaseError(config.dataDir);
      console.log(writeBackup(config.dataDir, await dumpPglite(config.dataDir)));
      return 0;
    } catch (error) {
      if (!(error instanceof NoEmbeddedDatabaseError)) throw error;
      console.error(error.message);
      return 2;
    }
  }
  const before = new Set(listBackups(config.dataDir));
  process.kill(server, 'SIGUSR2');
  const deadline = Date.now() + WAIT_MS;
  while (Date.now() < deadline) {
    const made = listBackups(config.dataDir).find((file) => !before.has(file));
    if (made) {
      console.log(made);
      return 0;
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  console.error(`The server (pid ${server}) did not write a backup within ${WAIT_MS / 1000} s; see its log.`);
  return 1;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
