/**
 * Register Manager (decisions.md "Accounts and login"): the center's director, and no one else,
 * attaches a named person to the center's one manager account and sets its password. The
 * center name stays the username; whoever held the old password is signed out.
 */
import { NewEmailSchema } from '@romtrack/shared/contracts/auth';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../context.ts';
import { centers, staffAccounts } from '../db/schema/index.ts';
import { BadRequest, Conflict, Forbidden, NotFound } from '../errors.ts';
import type { Account } from './accounts.ts';
import { audit } from './audit.ts';
import { isUniqueViolation } from './db-errors.ts';
import { retireOldPassword } from './old-password.ts';
import { hashNewPassword } from './password-policy.ts';

export interface RegisterManagerInput {
  /** The center's id. */
  center: string;
  fname: string;
  lname: string;
  email: string;
  password: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const MAX_NAME_LENGTH = 100;

function cleanName(value: string, field: string): string {
  const name = value.trim();
  if (!name) throw new BadRequest(`${field} is required`);
  if (name.length > MAX_NAME_LENGTH) throw new BadRequest(`${field} must be at most ${MAX_NAME_LENGTH} characters`);
  return name;
}

export async function registerManager(
  ctx: AppContext,
  caller: Account,
  input: RegisterManagerInput,
  ip: string,
): Promise<{ id: string }> {
  if (caller.role !== 'director') throw new Forbidden('Only the center’s director registers its manager');
  if (!UUID.test(input.center)) throw new NotFound('Center not found');
  const [center] = await ctx.db
    .select({ id: centers.id, directorId: centers.directorId })
    .from(centers)
    .where(eq(centers.id, input.center));
  if (!center) throw new NotFound('Center not found');
  if (caller.role === 'director' && center.directorId !== caller.id) {
    throw new Forbidden('A director registers managers only for their own centers');
  }

  const firstName = cleanName(input.fname, 'First name');
  const lastName = cleanName(input.lname, 'Last name');
  const email = NewEmailSchema.safeParse(input.email);
  if (!email.success) throw new BadRequest('Invalid email');
  const passwordHash = await hashNewPassword(input.password);

  try {
    const managerId = await ctx.db.transaction(async (tx) => {
      // Asked again with the center's row held until commit: a hand-over to another director since
      // the check above (the password's hashing takes a while) would otherwise let this one, no
      // longer the center's, set its manager's password.
      const [held] = await tx
        .select({ directorId: centers.directorId })
        .from(centers)
        .where(eq(centers.id, center.id))
        .for('share');
      if (!held) throw new NotFound('Center not found');
      if (held.directorId !== caller.id) {
        throw new Forbidden('A director registers managers only for their own centers');
      }
      const [row] = await tx
        .update(staffAccounts)
        .set({ firstName, lastName, name: `${firstName} ${lastName}`, email: email.data, passwordHash })
        .where(and(eq(staffAccounts.centerId, center.id), eq(staffAccounts.role, 'manager')))
        .returning({ id: staffAccounts.id });
      // Every center is created with its manager account; a missing one is a broken invariant.
      if (!row) throw new Error(`center ${center.id} has no manager account`);
      // The password changed hands: sessions opened with the old one, and reset links mailed to
      // the previous holder, end with it, in the same transaction.
      await retireOldPassword(tx, row.id, ctx.clock.now());
      await audit(tx, {
        action: 'manager.register',
        actorId: caller.id,
        actorRole: caller.role,
        target: row.id,
        ip,
        detail: { centerId: center.id },
      });
      return row.id;
    });
    return { id: managerId };
  } catch (error) {
    if (isUniqueViolation(error)) throw new Conflict('A user with that email already exists');
    throw error;
  }
}
