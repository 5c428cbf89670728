/**
 * Staff sessions: opaque random bearer tokens, stored as SHA-256 hashes, expiring after
 * SESSION_TTL_HOURS without use. Logout revokes one; a password change revokes all.
 */
import { eq, lt, sql } from 'drizzle-orm';
import type { Clock } from '../clock.ts';
import type { Database } from '../db/client.ts';
import { reusableQuery, UNNAMED } from '../db/reusable-query.ts';
import { sessions } from '../db/schema/index.ts';
import { type Account, findAccountBySession } from './accounts.ts';
import { hashToken, randomToken } from './secrets.ts';

// Pushing the expiry on every request would write on every read; a minute's slack is enough.
const EXTEND_AFTER_MS = 60_000;

const insertSession = reusableQuery((db) =>
  db
    .insert(sessions)
    .values({
      tokenHash: sql.placeholder('tokenHash'),
      accountId: sql.placeholder('accountId'),
      createdAt: sql.placeholder('createdAt'),
      expiresAt: sql.placeholder('expiresAt'),
    })
    .prepare(UNNAMED),
);

export class SessionStore {
  private readonly db: Database;
  private readonly ttlMs: number;
  private readonly clock: Clock;

  constructor(db: Database, ttlMs: number, clock: Clock) {
    this.db = db;
    this.ttlMs = ttlMs;
    this.clock = clock;
  }

  /** Starts a session and returns the bearer token (shown once, never stored). */
  async create(accountId: string): Promise<string> {
    const token = randomToken();
    const now = this.clock.now();
    await insertSession(this.db).execute({
      tokenHash: hashToken(token),
      accountId,
      createdAt: now,
      expiresAt: new Date(now.getTime() + this.ttlMs),
    });
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
    const { passwordHash: _omit, ...rest } = account;
    return rest;
  }

  async revoke(token: string): Promise<void> {
    await this.db.delete(sessions).where(eq(sessions.tokenHash, hashToken(token)));
  }

  async revokeAllFor(accountId: string): Promise<void> {
    await this.db.delete(sessions).where(eq(sessions.accountId, accountId));
  }

  /** Housekeeping: drops expired rows. */
  async purgeExpired(): Promise<void> {
    await this.db.delete(sessions).where(lt(sessions.expiresAt, this.clock.now()));
  }
}
