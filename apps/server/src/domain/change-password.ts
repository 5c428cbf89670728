/** Changing one's own password: checks the current one, then ends every other session. */
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../context.ts';
import { staffAccounts } from '../db/schema/index.ts';
import { BadRequest } from '../errors.ts';
import { findAccountById } from './accounts.ts';
import { audit } from './audit.ts';
import { retireOldPassword } from './old-password.ts';
import { hashNewPassword } from './password-policy.ts';
import { verifyPassword } from './passwords.ts';
import { hashToken } from './secrets.ts';

export async function changePassword(
  ctx: AppContext,
  input: { accountId: string; currentToken: string; currentPassword: string; newPassword: string; ip: string },
): Promise<void> {
  // Whoever holds a live session (a clinic's shared computer left signed in) must not be able to
  // guess the password itself at leisure, and keep access after a logout: wrong current passwords
  // are throttled like failed sign-ins, per session. Not per account: a former colleague who kept
  // a session open could then, by guessing, lock the real holder out of the very change that
  // ends that session.
  const key = `password-change:session:${hashToken(input.currentToken)}`;
  await ctx.loginThrottle.attempt(key);
  const account = await findAccountById(ctx.db, input.accountId);
  if (!account || !(await verifyPassword(account.passwordHash, input.currentPassword))) {
    throw new BadRequest('Current password is incorrect');
  }
  await ctx.loginThrottle.clear(key);
  // A change that changes nothing would still sign out every other session, end the mailed reset
  // links and tell the holder their password was changed: whoever asked meant a new one.
  if (input.newPassword === input.currentPassword) {
    throw new BadRequest('The new password must be different from the current one');
  }
  const passwordHash = await hashNewPassword(input.newPassword);
  await ctx.db.transaction(async (tx) => {
    // Only over the password just checked: one reset or changed meanwhile (by its holder, perhaps
    // because someone else knew the old one) is not overwritten with the old one's knowledge.
    const [changed] = await tx
      .update(staffAccounts)
      .set({ passwordHash })
      .where(and(eq(staffAccounts.id, account.id), eq(staffAccounts.passwordHash, account.passwordHash)))
      .returning({ id: staffAccounts.id });
    if (!changed) throw new BadRequest('Current password is incorrect');
    // Whoever else holds a session of this account is signed out, and reset links mailed before
    // end; this browser stays in.
    await retireOldPassword(tx, account.id, ctx.clock.now(), input.currentToken);
    await audit(tx, { action: 'password.change', actorId: account.id, actorRole: account.role, ip: input.ip });
  });
}
