/**
 * The admin takes a director's access away, or gives it back (ADR 016): when a director leaves, or
 * their password may be known to someone else. Their region stays: its centers, their managers and
 * the surveys are untouched, and the admin still sees them, until the admin hands the centers
 * over to another director, who can then register each center's manager again.
 */
import type { Director } from '@romtrack/shared/contracts/directors';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { inNameOrder } from '../db/name-order.ts';
import { centers, staffAccounts } from '../db/schema/index.ts';
import { BadRequest, DirectorUnavailable, NotFound } from '../errors.ts';
import { audit, type AuditActor } from './audit.ts';
import { retireOldPassword } from './old-password.ts';

const directorColumns = {
  id: staffAccounts.id,
  name: staffAccounts.name,
  // A director always has an e-mail (they sign in with it); the column is nullable for managers.
  email: sql<string>`coalesce(${staffAccounts.email}, '')`,
  active: sql<boolean>`${staffAccounts.deactivatedAt} IS NULL`,
  // Spelt out with table names: Drizzle writes a column alone, which inside the subquery would be
  // read as the centers' own id.
  centers: sql<number>`(SELECT count(*)::int FROM ${centers} WHERE ${centers}.director_id = ${staffAccounts}.id)`,
};

/** Every director, by name; two of one name by e-mail, so that the order never depends on the database's whim. */
export async function listDirectors(db: Database): Promise<Director[]> {
  return db
    .select(directorColumns)
    .from(staffAccounts)
    .where(eq(staffAccounts.role, 'director'))
    .orderBy(inNameOrder(staffAccounts.name), asc(staffAccounts.email));
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

/**
 * Moves every center of one director to another, active, director: with its manager, participants
 * and surveys, which the new director sees from then on (and the old one no longer). Only a
 * center's own director registers its manager (decisions.md), so this is how a leaver's centers
 * get a director who can set new manager passwords and e-mail addresses.
 */
export async function handOverCenters(
  db: Database,
  input: { from: string; to: string },
  by: AuditActor,
): Promise<{ moved: number }> {
  if (input.from === input.to) throw new BadRequest('to: choose another director than the one handing over');
  return db.transaction(async (tx) => {
    // The new director's row is held until the move commits, so they cannot be deactivated halfway.
    const found = await tx
      .select({ id: staffAccounts.id, deactivatedAt: staffAccounts.deactivatedAt })
      .from(staffAccounts)
      .where(and(inArray(staffAccounts.id, [input.from, input.to]), eq(staffAccounts.role, 'director')))
      .for('share');
    if (!found.some((director) => director.id === input.from)) throw new NotFound('No director has that id');
    const to = found.find((director) => director.id === input.to);
    if (!to) throw new DirectorUnavailable('to: there is no director with that id');
    if (to.deactivatedAt) throw new DirectorUnavailable('to: this director is deactivated; choose an active one');
    const moved = await tx
      .update(centers)
      .set({ directorId: input.to })
      .where(eq(centers.directorId, input.from))
      .returning({ id: centers.id });
    await audit(tx, {
      ...by,
      action: 'centers.handover',
      target: input.from,
      detail: { to: input.to, centers: moved.map((center) => center.id) },
    });
    return { moved: moved.length };
  });
}
