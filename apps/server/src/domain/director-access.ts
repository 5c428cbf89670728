/**
 * The admin takes a director's access away, or gives it back (ADR 016): when a director leaves, or
 * their password may be known to someone else. Their region stays: its centers, their managers and
 * the surveys are untouched, and the admin still sees them.
 */
import type { Director } from '@romtrack/shared/contracts/directors';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { staffAccounts } from '../db/schema/index.ts';
import { NotFound } from '../errors.ts';
import { audit, type AuditActor } from './audit.ts';
import { retireOldPassword } from './old-password.ts';

const directorColumns = {
  id: staffAccounts.id,
  name: staffAccounts.name,
  // A director always has an e-mail (they sign in with it); the column is nullable for managers.
  email: sql<string>`coalesce(${staffAccounts.email}, '')`,
  active: sql<boolean>`${staffAccounts.deactivatedAt} IS NULL`,
};

/** Every director, by name; two of one name by e-mail, so that the order never depends on the database's whim. */
export async function listDirectors(db: Database): Promise<Director[]> {
  return db
    .select(directorColumns)
    .from(staffAccounts)
    .where(eq(staffAccounts.role, 'director'))
    .orderBy(asc(staffAccounts.name), asc(staffAccounts.email));
}

/**
 * Deactivating ends the director's sessions and the reset links mailed to them in the same
 * transaction, so nothing they hold works a moment later (session_account also refuses a
 * deactivated account, migration 0005). Reactivating ends them too: a sign-in or a reset request
 * that checked the account just before the deactivation may have stored its session or link just
 * after it, hidden while the account is deactivated, and it must not come back to life with the
 * account. Asking again for the state a director is in changes nothing but is recorded, as every
 * request of the admin's is.
 */
export async function setDirectorActive(
  db: Database,
  input: { directorId: string; active: boolean; now: Date },
  by: AuditActor,
): Promise<Director> {
  return db.transaction(async (tx) => {
    const [director] = await tx
      .update(staffAccounts)
      .set({
        deactivatedAt: input.active
          ? null
          : sql`coalesce(${staffAccounts.deactivatedAt}, ${input.now.toISOString()}::timestamptz)`,
      })
      .where(and(eq(staffAccounts.id, input.directorId), eq(staffAccounts.role, 'director')))
      .returning(directorColumns);
    if (!director) throw new NotFound('No director has that id');
    await retireOldPassword(tx, director.id, input.now);
    await audit(tx, {
      ...by,
      action: input.active ? 'director.reactivate' : 'director.deactivate',
      target: director.id,
    });
    return director;
  });
}
