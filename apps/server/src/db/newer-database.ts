/**
 * A database that a newer release has migrated is refused at start, before anything is written.
 * Drizzle's migrator applies only the migrations newer than the newest one the database has, and
 * says nothing of those it does not know: this release would otherwise serve on tables it was not
 * written for (a renamed column fails request by request, a new rule goes unkept) after a
 * roll-back of the code, a backup from a newer release restored, or an old instance restarted
 * beside upgraded ones.
 */
import { sql } from 'drizzle-orm';
import { migrationJournal, queryRows, type Database } from './client.ts';

export class DatabaseNewerError extends Error {
  override name = 'DatabaseNewerError';
}

/** Throws DatabaseNewerError when `db` has migrations newer than this release's; `where` names the database. */
export async function refuseNewerDatabase(db: Database, where: string): Promise<void> {
  const [table] = await queryRows<{ present: boolean }>(
    db,
    sql`SELECT to_regclass('drizzle.__drizzle_migrations') IS NOT NULL AS present`,
  );
  if (!table?.present) return; // a new database
  const newestKnown = Math.max(...migrationJournal().map((migration) => migration.when));
  const [newer] = await queryRows<{ count: number; newest: string | null }>(
    db,
    sql`SELECT count(*)::int AS count, max(created_at)::text AS newest
        FROM drizzle.__drizzle_migrations WHERE created_at > ${newestKnown}`,
  );
  if (!newer?.count) return;
  throw new DatabaseNewerError(
    `${where} was upgraded by a newer release of ROMtrack: it has ${newer.count} migration(s) this release ` +
      `does not know, the newest made ${new Date(Number(newer.newest)).toISOString()}. Nothing was changed. ` +
      'Start that release (or a newer one), or restore a backup made before the upgrade.',
  );
}
