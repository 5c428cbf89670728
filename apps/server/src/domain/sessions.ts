/**
 * Staff sessions: opaque random bearer tokens, stored as SHA-256 hashes, expiring after
 * SESSION_TTL_HOURS without use, and SESSION_MAX_HOURS after sign-in however much they are used.
 * Logout revokes one; a new password ends the others (old-password.ts).
 */
import { eq, lt, sql } from 'drizzle-orm';
import type { Clock } from '../clock.ts';
import { queryRows, type Database } from '../db/client.ts';
import { sessions, staffAccounts } from '../db/schema/index.ts';
import { type Account, findAccountBySession } from './accounts.ts';
import { type AuditEntry, auditInsertIf } from './audit.ts';
import { hashToken, randomToken } from './secrets.ts';

// Pushing the expiry on every request would write on every read; a minute's slack is enough.
const EXTEND_AFTER_MS = 60_000;

export interface SessionLifetimes {
  /** How long a session lasts unused. */
  idleMs: number;
  /**
   * How long it lasts from sign-in, used or not: a token taken from a shared computer or a
   * browser's storage, and kept in use, stops working then too.
   */
  maxMs: number;
}

export class SessionStore {
  private readonly db: Database;
  private readonly lifetimes: SessionLifetimes;
  private readonly clock: Clock;

  constructor(db: Database, lifetimes: SessionLifetimes, clock: Clock) {
    this.db = db;
    this.lifetimes = lifetimes;
    this.clock = clock;
  }

  /** When a session begun at `createdAt` and used at `now` expires: idle, but never past its maximum age. */
  private expiryAfterUse(createdAt: Date, now: Date): Date {
    return new Date(Math.min(now.getTime() + this.lifetimes.idleMs, createdAt.getTime() + this.lifetimes.maxMs));
  }

  /**
   * Starts a session and returns the bearer token (shown once, never stored), if the account's
   * password is still the one the sign-in checked (`passwordHash`); undefined if it has changed.
   * The session and the audit line that records its opening are written by one statement: both or
   * neither. The check (argon2id) takes tens of milliseconds, and a password changed, reset or
   * given to a new manager meanwhile ends the account's sessions: a session opened just after
   * that, with the old password, would outlive it. The account row is read FOR SHARE, so a change
   * not yet committed is waited for and then seen, and a change that comes later finds the
   * session to end.
   */
  async create(account: { id: string; passwordHash: string }, opening: AuditEntry): Promise<string | undefined> {
    const token = randomToken();
    const now = this.clock.now();
    const expiresAt = this.expiryAfterUse(now, now);
    const opened = await queryRows(
      this.db,
      sql`
      WITH account AS (
        SELECT id FROM ${staffAccounts} WHERE id = ${account.id}::uuid AND password_hash = ${account.passwordHash}
        FOR SHARE
      ), opened AS (
        INSERT INTO ${sessions} (token_hash, account_id, created_at, expires_at)
        SELECT ${hashToken(token)}::text, id, ${now.toISOString()}::timestamptz, ${expiresAt.toISOString()}::timestamptz
        FROM account
        RETURNING account_id
      ), logged AS (
        ${auditInsertIf('opened', opening)}
      )
      SELECT account_id FROM opened`,
    );
    return opened.length > 0 ? token : undefined;
  }

  /**
   * The account behind a live token, sliding its idle expiry up to its maximum age; undefined when
   * unknown or expired.
   */
  async resolve(token: string): Promise<Account | undefined> {
    const now = this.clock.now();
    const tokenHash = hashToken(token);
    const found = await findAccountBySession(this.db, tokenHash, now);
    if (!found) return undefined;
    const { account, createdAt, expiresAt } = found;
    // At its maximum age the expiry stops moving, and so do the writes.
    const newExpiry = this.expiryAfterUse(createdAt, now);
    if (newExpiry.getTime() - expiresAt.getTime() > EXTEND_AFTER_MS) {
      await this.db.update(sessions).set({ expiresAt: newExpiry }).where(eq(sessions.tokenHash, tokenHash));
    }
    return account;
  }

  async revoke(token: string): Promise<void> {
    await this.db.delete(sessions).where(eq(sessions.tokenHash, hashToken(token)));
  }

  /** Housekeeping: drops expired rows. */
  async purgeExpired(): Promise<void> {
    await this.db.delete(sessions).where(lt(sessions.expiresAt, this.clock.now()));
  }
}
