/**
 * Staff sessions: opaque random bearer tokens, stored as SHA-256 hashes, expiring after
 * SESSION_TTL_HOURS without use. Logout revokes one; a new password ends the others (old-password.ts).
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

export class SessionStore {
  private readonly db: Database;
  private readonly ttlMs: number;
  private readonly clock: Clock;

  constructor(db: Database, ttlMs: number, clock: Clock) {
    this.db = db;
    this.ttlMs = ttlMs;
    this.clock = clock;
  }

  /**
   * Starts a session and returns the bearer token (shown once, never stored). The session and the
   * audit line that records its opening are written by one statement: both or neither.
   */
  async create(accountId: string, opening: AuditEntry): Promise<string> {
    const token = randomToken();
    const now = this.clock.now();
    const expiresAt = new Date(now.getTime() + this.ttlMs);
    await this.db.execute(sql`
      WITH opened AS (
        INSERT INTO ${sessions} (token_hash, account_id, created_at, expires_at)
        VALUES (${hashToken(token)}, ${accountId}::uuid, ${now.toISOString()}::timestamptz,
          ${expiresAt.toISOString()}::timestamptz)
      )
      ${auditInsert(opening)}`);
    return token;
  }

  /** The account behind a live token, sliding its idle expiry; undefined when unknown or expired. */
  async resolve(token: string): Promise<Account | undefined> {
    const now = this.clock.now();
    const tokenHash = hashToken(token);
    const found = await findAccountBySession(this.db, tokenHash, now);
    if (!found) return undefined;
    const { account, expiresAt } = found;
    const newExpiry = now.getTime() + this.ttlMs;
    if (newExpiry - expiresAt.getTime() > EXTEND_AFTER_MS) {
      await this.db
        .update(sessions)
        .set({ expiresAt: new Date(newExpiry) })
        .where(eq(sessions.tokenHash, tokenHash));
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
