/**
 * What a new password ends, whichever way it is set (a change, a reset, a center handed to a new
 * manager): the sessions opened with the old one and the reset links mailed for it. Called in
 * the transaction that sets the new password, so no failure in between leaves the old
 * password's holder signed in, or able to take the account back with a link asked for earlier.
 */
import { and, eq, isNull, ne } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { passwordResetTokens, sessions } from '../db/schema/index.ts';
import { hashToken } from './secrets.ts';

/** `keepToken`: the session that set the password itself (a change), which stays signed in. */
export async function retireOldPassword(db: Database, accountId: string, now: Date, keepToken?: string): Promise<void> {
  const ofAccount = eq(sessions.accountId, accountId);
  await db
    .delete(sessions)
    .where(keepToken === undefined ? ofAccount : and(ofAccount, ne(sessions.tokenHash, hashToken(keepToken))));
  await db
    .update(passwordResetTokens)
    .set({ usedAt: now })
    .where(and(eq(passwordResetTokens.accountId, accountId), isNull(passwordResetTokens.usedAt)));
}
