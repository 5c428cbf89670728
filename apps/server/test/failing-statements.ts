/**
 * A database that fails part-way through a change, for real: a trigger makes one kind of
 * statement raise an error, and is dropped again afterwards.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../src/db/client.ts';

/** The error the trigger raises. */
export const REFUSED_BY_TRIGGER = 'refused by a test trigger';

/** Every DELETE from `sessions`, whether or not it finds a row. */
export const SESSIONS_CANNOT_END = 'BEFORE DELETE ON sessions FOR EACH STATEMENT';

/** The audit lines of one action. */
export const auditLineRefused = (action: string) =>
  `BEFORE INSERT ON audit_log FOR EACH ROW WHEN (NEW.action = '${action}')`;

/** Runs `body` while the database refuses what `when` names (a trigger's timing, event and table). */
export async function whileRefusing<T>(db: Database, when: string, body: () => Promise<T>): Promise<T> {
  await db.execute(
    sql.raw(`CREATE FUNCTION test_refuse() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN RAISE EXCEPTION '${REFUSED_BY_TRIGGER}'; END $$`),
  );
  await db.execute(sql.raw(`CREATE TRIGGER test_refuse ${when} EXECUTE FUNCTION test_refuse()`));
  try {
    return await body();
  } finally {
    // CASCADE drops the trigger with its function.
    await db.execute(sql.raw('DROP FUNCTION test_refuse() CASCADE'));
  }
}
