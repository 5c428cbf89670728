/** What every route and plugin may use, built once by buildApp and decorated on the instance. */
import type { AppConfig } from './config.ts';
import type { Clock } from './clock.ts';
import type { Database } from './db/client.ts';
import type { FailureThrottle } from './domain/failure-throttle.ts';
import type { Mailer } from './domain/mailer.ts';
import type { ResetThrottles } from './domain/password-reset.ts';
import type { SessionStore } from './domain/sessions.ts';
import type { Account } from './domain/accounts.ts';

export interface AppContext {
  config: AppConfig;
  db: Database;
  dbKind: 'pglite' | 'postgres';
  clock: Clock;
  sessions: SessionStore;
  /** Outgoing mail: SMTP_URL, or .eml files in DATA_DIR/outbox. */
  mailer: Mailer;
  /**
   * Writes a consistent backup of the embedded database and returns its path; null on
   * PostgreSQL (pg_dump) and in memory. The server runs it on SIGUSR2 (`npm run backup`).
   */
  backup: (() => Promise<string>) | null;
  /** Failed staff logins per account and address; wrong current passwords per session. */
  loginThrottle: FailureThrottle;
  /** Failed staff logins per client address, every account together (a higher limit). */
  loginAddressThrottle: FailureThrottle;
  /** Unknown, used or expired survey tokens, per client address: guessing is slowed down. */
  surveyTokenThrottle: FailureThrottle;
  /** Password-reset requests, per client address and per e-mail asked about. */
  resetThrottles: ResetThrottles;
}

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
  interface FastifyRequest {
    /** The signed-in staff member, when the request carries a live session token. */
    account: Account | null;
    /** The bearer token itself, kept only for the request's lifetime (logout needs it). */
    sessionToken: string | null;
  }
}
