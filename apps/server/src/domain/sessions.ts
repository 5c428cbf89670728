/**
 * Staff sessions: opaque random bearer tokens, stored as SHA-256 hashes, expiring after
 * SESSION_TTL_HOURS without use, and SESSION_MAX_HOURS after sign-in however much they are used.
 * Logout revokes one; a new password ends the others (old-password.ts).
 */
import { eq, lt, sql } from 'drizzle-orm';
import type { Clock } from '../clock.ts';
import type { Database } from '../db/client.ts';
import { sessions } from '../db/schema/index.ts';
import { type Account, findAccountBySession } from './accounts.ts';
import { type AuditEntry, auditInsert } from './audit.ts';
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
   * Starts a session and returns the bearer token (shown once, never stored). The session and the
   * audit line that records its opening are written by one statement: both or neither.
   */
  async create(accountId: string, opening: AuditEntry): Promise<string> {
    const token = randomToken();
    const now = this.clock.now();
    const expiresAt = this.expiryAfterUse(now, now);
    await this.db.execute(sql`
      WITH opened AS (
        INSERT INTO ${sessions} (token_hash, account_id, created_at, expires_at)
        VALUES (${hashToken(token)}, ${accountId}::uuid, ${now.toISOString()}::timestamptz,
          ${expiresAt.toISOString()}::timestamptz)
      )
      ${auditInsert(opening)}`);
    return token;
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
