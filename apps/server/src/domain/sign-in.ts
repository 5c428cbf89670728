/**
 * Staff sign-in shared by the three login routes: throttle, verify, open a session, audit.
 * Wrong password and unknown account give the same answer in the same time.
 */
import type { StaffRole } from '@romtrack/shared/roles';
import type { AppContext } from '../context.ts';
import { Forbidden, Unauthenticated } from '../errors.ts';
import type { AccountWithHash } from './accounts.ts';
import { audit } from './audit.ts';
import { clientNetwork } from './client-network.ts';
import { attemptAll, type ThrottleStep } from './failure-throttle.ts';
import { verifyPassword } from './passwords.ts';

export const INVALID_CREDENTIALS = 'Invalid credentials';
export const ACCOUNT_DEACTIVATED = 'This account has been deactivated. Ask the admin to reactivate it.';

export interface SignInAttempt {
  /** How the caller named the account (center name or e-mail), lower-cased for throttling. */
  identifier: string;
  password: string;
  ip: string;
  /** Roles this login form admits. */
  roles: readonly StaffRole[];
  lookup: () => Promise<AccountWithHash | undefined>;
}

type LoginThrottles = Pick<AppContext, 'loginAddressThrottle' | 'loginThrottle'>;

/** The counts a sign-in attempt passes, in the order attemptAll asks them: the address, then the account there. */
export function signInThrottleSteps(
  ctx: LoginThrottles,
  identifier: string,
  ip: string,
): [address: ThrottleStep, account: ThrottleStep] {
  const network = clientNetwork(ip);
  return [
    [ctx.loginAddressThrottle, `login:ip:${network}`],
    [ctx.loginThrottle, `login:account:${identifier.toLowerCase()}:${network}`],
  ];
}

export async function signIn(ctx: AppContext, attempt: SignInAttempt): Promise<string> {
  const steps = signInThrottleSteps(ctx, attempt.identifier, attempt.ip);
  await attemptAll(steps);
  const found = await attempt.lookup();
  const account = found && attempt.roles.includes(found.role) ? found : undefined;
  const valid = await verifyPassword(account?.passwordHash, attempt.password);
  if (!account || !valid) {
    await auditRefusal(ctx, attempt, account);
    throw new Unauthenticated(INVALID_CREDENTIALS);
  }
  // Said only to whoever knows the password, so it tells a guesser nothing; it tells its holder
  // whom to ask, where "Invalid credentials" would send them to reset a password that is right.
  if (account.deactivated) {
    await auditRefusal(ctx, attempt, account, 'deactivated');
    throw new Forbidden(ACCOUNT_DEACTIVATED);
  }
  // The account starts afresh at this address; the address's own count (every account tried
  // from it) only loses this attempt, so signing into one's own center does not reset a guesser's.
  const [[addressThrottle, addressKey], [accountThrottle, accountKey]] = steps;
  await accountThrottle.clear(accountKey);
  await addressThrottle.forgive(addressKey);
  const token = await ctx.sessions.create(account, {
    action: 'login.success',
    actorId: account.id,
    actorRole: account.role,
    ip: attempt.ip,
  });
  // The password was changed while it was being checked: it is no longer the password.
  if (token === undefined) {
    await auditRefusal(ctx, attempt, account);
    throw new Unauthenticated(INVALID_CREDENTIALS);
  }
  return token;
}

/** The audit line of a refused sign-in: the account tried, when there is one, and why if not a wrong password. */
async function auditRefusal(
  ctx: AppContext,
  attempt: SignInAttempt,
  account: AccountWithHash | undefined,
  reason?: 'deactivated',
): Promise<void> {
  await audit(ctx.db, {
    action: 'login.failure',
    actorId: account?.id ?? null,
    actorRole: account?.role ?? null,
    ip: attempt.ip,
    // The identifier is a center name or staff e-mail, never a participant's data. Kept whole:
    // the login schemas bound its length, and a cut could split a character in two, which
    // the audit log's JSON cannot hold.
    detail: reason ? { identifier: attempt.identifier, reason } : { identifier: attempt.identifier },
  });
}
