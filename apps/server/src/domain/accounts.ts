/** Staff accounts as the rest of the server sees them. */
import type { AuthUser } from '@romtrack/shared/contracts/auth';
import type { StaffRole } from '@romtrack/shared/roles';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { reusableQuery, UNNAMED } from '../db/reusable-query.ts';
import { centers, sessions, staffAccounts } from '../db/schema/index.ts';

/** The signed-in caller, as attached to a request. */
export interface Account {
  id: string;
  role: StaffRole;
  name: string;
  email: string | null;
  /** A manager's center; null for admins and directors. */
  centerId: string | null;
  /** A manager's center's director, or a director's own id; null for admins. */
  directorId: string | null;
}

export interface AccountWithHash extends Account {
  passwordHash: string;
  /** The admin has taken this director's access away (ADR 016): no sign-in, no reset link. */
  deactivated: boolean;
}

const accountColumns = {
  id: staffAccounts.id,
  role: staffAccounts.role,
  email: staffAccounts.email,
  centerId: staffAccounts.centerId,
  passwordHash: staffAccounts.passwordHash,
  // A manager is known by the center's name (decisions.md "Accounts and login").
  name: sql<string>`coalesce(${centers.name}, ${staffAccounts.name})`,
  centerDirectorId: centers.directorId,
  deactivated: sql<boolean>`${staffAccounts.deactivatedAt} IS NOT NULL`,
};

type Row = { [K in keyof typeof accountColumns]: unknown } & {
  id: string;
  role: StaffRole;
  email: string | null;
  centerId: string | null;
  passwordHash: string;
  name: string;
  centerDirectorId: string | null;
  deactivated: boolean;
};

function toAccount(row: Omit<Row, 'passwordHash' | 'deactivated'>): Account {
  return {
    id: row.id,
    role: row.role,
    name: row.name,
    email: row.email,
    centerId: row.centerId,
    directorId: row.role === 'director' ? row.id : row.centerDirectorId,
  };
}

function toAccountWithHash(row: Row): AccountWithHash {
  return { ...toAccount(row), passwordHash: row.passwordHash, deactivated: row.deactivated };
}

function selectAccounts(db: Database) {
  return db.select(accountColumns).from(staffAccounts).leftJoin(centers, eq(centers.id, staffAccounts.centerId));
}

export async function findAccountById(db: Database, id: string): Promise<AccountWithHash | undefined> {
  const [row] = await selectAccounts(db).where(eq(staffAccounts.id, id));
  return row && toAccountWithHash(row as Row);
}

export async function findAccountByEmail(db: Database, email: string): Promise<AccountWithHash | undefined> {
  const [row] = await selectAccounts(db).where(eq(staffAccounts.email, email.trim().toLowerCase()));
  return row && toAccountWithHash(row as Row);
}

/**
 * Every staff request asks this. Sent as a query, its three-table join was planned at each request,
 * and planning cost the database more than running it. So the join is the database's own
 * `session_account` function (migrations 0003 and 0004), whose plan PL/pgSQL keeps per connection: on PGlite,
 * which cannot keep a named statement through Drizzle, the PID page went from 0.61 to 0.69-0.76 of
 * its yardstick (`npm run bench -- --only pglite --endpoints pid`). On PostgreSQL the call is also a
 * named statement, parsed once per connection (PGlite ignores the name): unnamed, the page reached
 * 0.64-0.66 there instead of 0.67-0.69. A pooler must keep named statements (README, Deployment).
 */
const sessionAccountQuery = reusableQuery((db) =>
  db
    .select({
      id: sql<string>`id`,
      role: sql<StaffRole>`role`,
      name: sql<string>`name`,
      email: sql<string | null>`email`,
      centerId: sql<string | null>`center_id`,
      centerDirectorId: sql<string | null>`center_director_id`,
      createdAt: sql<Date>`created_at`.mapWith(sessions.createdAt),
      expiresAt: sql<Date>`expires_at`.mapWith(sessions.expiresAt),
    })
    .from(sql`session_account(${sql.placeholder('tokenHash')}, ${sql.placeholder('now')})`)
    .prepare('session_account'),
);

/**
 * The account behind a live session (by the token's hash), when the session began and when it
 * expires, in one query: every staff request asks this.
 */
export async function findAccountBySession(
  db: Database,
  tokenHash: string,
  now: Date,
): Promise<{ account: Account; createdAt: Date; expiresAt: Date } | undefined> {
  const [row] = await sessionAccountQuery(db).execute({ tokenHash, now: now.toISOString() });
  return row && { account: toAccount(row), createdAt: row.createdAt, expiresAt: row.expiresAt };
}

const managerByCenterNameQuery = reusableQuery((db) =>
  selectAccounts(db)
    .where(sql`lower(${centers.name}) = lower(${sql.placeholder('centerName')})`)
    .prepare(UNNAMED),
);

/** The manager account of the center with this name (case-insensitive). */
export async function findManagerByCenterName(db: Database, centerName: string): Promise<AccountWithHash | undefined> {
  const [row] = await managerByCenterNameQuery(db).execute({ centerName: centerName.trim() });
  return row && toAccountWithHash(row as Row);
}

/** The wire shape of spec section 3, "Auth user". */
export function toAuthUser(account: Account): AuthUser {
  return {
    id: account.id,
    name: account.name,
    role: account.role,
    email: account.email,
    center: account.centerId,
    director: account.directorId,
  };
}
