/**
 * Password recovery by e-mail (decisions.md "Accounts and login"; ADR 002). A reset token is
 * 256 random bits, stored only as its SHA-256 hash, valid one hour and usable once. The link
 * is always built from PUBLIC_URL, never from what the client claims its host is.
 */
import { RESET_TOKEN_EXPIRED } from '@romtrack/shared/contracts/password-recovery';
import type { InterfaceLanguage } from '@romtrack/shared/interface-languages';
import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../context.ts';
import type { Database } from '../db/client.ts';
import { passwordResetTokens, staffAccounts } from '../db/schema/index.ts';
import { BadRequest } from '../errors.ts';
import { findAccountByEmail } from './accounts.ts';
import { audit } from './audit.ts';
import { clientNetwork } from './client-network.ts';
import { attemptAll, type FailureThrottle, type ThrottleStep } from './failure-throttle.ts';
import { retireOldPassword } from './old-password.ts';
import { hashNewPassword } from './password-policy.ts';
import { resetLink, resetMail } from './reset-mail.ts';
import { hashToken, randomToken } from './secrets.ts';

export const RESET_TOKEN_TTL_MS = 60 * 60_000;

/** Reset tokens are randomToken(): 43 base64url characters. Anything else is not one. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export interface ResetThrottles {
  /** Every request, per client address. */
  perAddress: FailureThrottle;
  /** Every request, per e-mail asked about: nobody is flooded with reset mails. */
  perEmail: FailureThrottle;
}

/** The counts a reset request passes, in the order attemptAll asks them: the address, then the e-mail. */
export function resetRequestSteps(
  throttles: ResetThrottles,
  email: string,
  ip: string,
): [address: ThrottleStep, email: ThrottleStep] {
  return [
    [throttles.perAddress, `reset:ip:${clientNetwork(ip)}`],
    [throttles.perEmail, `reset:email:${email}`],
  ];
}

/**
 * Handles a forgot-password request. The caller answers the same way whether or not the
 * address belongs to an account (ADR 002). Returns the mail delivery (wrapped, so awaiting
 * this does not wait for it), which the route lets run after the answer: the answer's timing
 * then does not depend on the mail server either. The delivery never rejects; `cutOff` ends it
 * unsent (the server is stopping), which is logged as any other failure.
 */
export async function requestPasswordReset(
  ctx: AppContext,
  input: { email: string; ip: string; language: InterfaceLanguage },
  log: FastifyBaseLogger,
  cutOff?: AbortSignal,
): Promise<{ delivery: Promise<void> } | null> {
  const email = input.email.trim().toLowerCase();
  // Every request counts, found or not: the throttle is about mail volume, not guessing.
  await attemptAll(resetRequestSteps(ctx.resetThrottles, email, input.ip));

  const account = await findAccountByEmail(ctx.db, email);
  await audit(ctx.db, {
    action: 'password.reset.request',
    actorId: account?.id ?? null,
    actorRole: account?.role ?? null,
    ip: input.ip,
    detail: { matched: account !== undefined, ...(account?.deactivated && { deactivated: true }) },
  });
  // A deactivated account is sent no link, and the caller is answered as for any other (ADR 002).
  if (!account?.email || account.deactivated) return null;

  const token = randomToken();
  const now = ctx.clock.now();
  await ctx.db.insert(passwordResetTokens).values({
    tokenHash: hashToken(token),
    accountId: account.id,
    createdAt: now,
    expiresAt: new Date(now.getTime() + RESET_TOKEN_TTL_MS),
  });
  const link = resetLink(ctx.config.publicUrl, token, input.language);
  const to = account.email;
  const mail = resetMail(ctx.config.productName, link, input.language, { ...account, email: to });
  const delivery = (async () => {
    try {
      await ctx.mailer.send({ to, ...mail }, cutOff);
      // Only without a mail server is the link logged: the operator relays it by hand.
      if (ctx.mailer.mode === 'outbox') log.info({ link }, 'password reset link (written to the outbox, no SMTP_URL)');
    } catch (error) {
      // The message and the token stay out of the log; the account id is enough to follow up.
      const reason = cutOff?.aborted
        ? 'the server stopped before the mail server had taken the message (the account holder can ask for a new link)'
        : error instanceof Error
          ? error.message.replaceAll(token, '[token]')
          : 'unknown error';
      log.error({ accountId: account.id, reason }, 'password reset e-mail could not be sent');
    }
  })();
  return { delivery };
}

/** The conditions under which a stored reset token still works. */
function usable(tokenHash: string, now: Date) {
  return and(
    eq(passwordResetTokens.tokenHash, tokenHash),
    isNull(passwordResetTokens.usedAt),
    gt(passwordResetTokens.expiresAt, now),
  );
}

/** Housekeeping: drops reset tokens that can no longer be used (used ones expire too). */
export async function purgeExpiredResetTokens(db: Database, now: Date): Promise<void> {
  await db.delete(passwordResetTokens).where(lt(passwordResetTokens.expiresAt, now));
}

/**
 * Whether a mailed link still works, asked as its page opens: a link already used, or older than
 * an hour, says so at once rather than after a new password has been typed twice. Unknown, used,
 * expired and malformed tokens, and a deactivated account's, all fail alike, as in the reset.
 * Returns the account's e-mail address, the username a password manager files the new password under.
 */
export async function checkResetToken(ctx: AppContext, token: string): Promise<{ email: string }> {
  if (!TOKEN_PATTERN.test(token)) throw new BadRequest(RESET_TOKEN_EXPIRED);
  const [known] = await ctx.db
    .select({ email: staffAccounts.email })
    .from(passwordResetTokens)
    .innerJoin(staffAccounts, eq(staffAccounts.id, passwordResetTokens.accountId))
    .where(and(usable(hashToken(token), ctx.clock.now()), isNull(staffAccounts.deactivatedAt)));
  if (!known) throw new BadRequest(RESET_TOKEN_EXPIRED);
  // Links are mailed only to an address: every account holding one has it (a center's manager
  // login has one once its director has registered the manager).
  return { email: known.email ?? '' };
}

/** Sets a new password with a mailed token; unknown, used and expired tokens all fail alike. */
export async function resetPassword(
  ctx: AppContext,
  input: { token: string; password: string; ip: string },
): Promise<void> {
  if (!TOKEN_PATTERN.test(input.token)) throw new BadRequest(RESET_TOKEN_EXPIRED);
  const tokenHash = hashToken(input.token);
  // The token is looked up before the password is hashed: anyone may send tokens, and hashing is
  // the costly part (a flood of made-up tokens must not keep the server hashing).
  const [known] = await ctx.db
    .select({ accountId: passwordResetTokens.accountId })
    .from(passwordResetTokens)
    .where(usable(tokenHash, ctx.clock.now()));
  if (!known) throw new BadRequest(RESET_TOKEN_EXPIRED);
  // The policy is checked before the token is claimed, so a refused password keeps the link usable.
  const passwordHash = await hashNewPassword(input.password);
  const now = ctx.clock.now();
  const accountId = await ctx.db.transaction(async (tx) => {
    // One statement claims the token, so two concurrent resets cannot both succeed.
    const [claimed] = await tx
      .update(passwordResetTokens)
      .set({ usedAt: now })
      .where(usable(tokenHash, now))
      .returning({ accountId: passwordResetTokens.accountId });
    if (!claimed) return null;
    // A link stored just as the admin deactivated its account (ADR 016) sets nothing: the token
    // is spent, the account keeps its password.
    const [changed] = await tx
      .update(staffAccounts)
      .set({ passwordHash })
      .where(and(eq(staffAccounts.id, claimed.accountId), isNull(staffAccounts.deactivatedAt)))
      .returning({ id: staffAccounts.id });
    if (!changed) return null;
    // Whoever held a session (perhaps the reason for the reset) is signed out, and other links
    // mailed earlier die with this reset.
    await retireOldPassword(tx, claimed.accountId, now);
    await audit(tx, { action: 'password.reset', actorId: claimed.accountId, ip: input.ip });
    return claimed.accountId;
  });
  if (!accountId) throw new BadRequest(RESET_TOKEN_EXPIRED);
}
