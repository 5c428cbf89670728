/** Staff accounts as the rest of the server sees them. */
import type { AuthUser } from '@romtrack/shared/contracts/auth';
import type { StaffRole } from '@romtrack/shared/roles';
import { and, eq, gt, sql } from 'drizzle-orm';
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
};

type Row = { [K in keyof typeof accountColumns]: unknown } & {
  id: string;
  role: StaffRole;
  email: string | null;
  centerId: string | null;
  passwordHash: string;
  name: string;
  centerDirectorId: string | null;
};

function toAccount(row: Row): AccountWithHash {
  return {
    id: row.id,
    role: row.role,
    name: row.name,
    email: row.email,
    centerId: row.centerId,
    directorId: row.role === 'director' ? row.id : row.centerDirectorId,
    passwordHash: row.passwordHash,
  };
}

function selectAccounts(db: Database) {
  return db.select(accountColumns).from(staffAccounts).leftJoin(centers, eq(centers.id, staffAccounts.centerId));
}

export async function findAccountById(db: Database, id: string): Promise<AccountWithHash | undefined> {
  const [row] = await selectAccounts(db).where(eq(staffAccounts.id, id));
  return row && toAccount(row as Row);
}

export async function findAccountByEmail(db: Database, email: string): Promise<AccountWithHash | undefined> {
  const [row] = await selectAccounts(db).where(eq(staffAccounts.email, email.trim().toLowerCase()));
  return row && toAccount(row as Row);
}

/**
 * Named, unlike the other reusable queries (see UNNAMED): each PostgreSQL connection parses and
 * plans it once, then only runs it. Every staff request asks it, and planning its three-table
 * join cost PostgreSQL more than running it (EXPLAIN ANALYZE: 0.12 ms against 0.03-0.08); with
 * the name, the PID page went from 0.52 to 0.68 of its yardstick's throughput (`npm run bench --
 * --only postgres --endpoints pid,summary`). It names its columns, so a migration that adds
 * columns leaves the prepared statement valid; a pooler must keep it (README, Deployment).
 */
const sessionAccountQuery = reusableQuery((db) =>
  db
    .select({ ...accountColumns, expiresAt: sessions.expiresAt })
    .from(sessions)
    .innerJoin(staffAccounts, eq(staffAccounts.id, sessions.accountId))
    .leftJoin(centers, eq(centers.id, staffAccounts.centerId))
    .where(and(eq(sessions.tokenHash, sql.placeholder('tokenHash')), gt(sessions.expiresAt, sql.placeholder('now'))))
    .prepare('session_account'),
);

/**
 * The account behind a live session (by the token's hash) and the session's expiry, in one
 * query: every staff request asks this.
 */
export async function findAccountBySession(
  db: Database,
  tokenHash: string,
  now: Date,
): Promise<{ account: AccountWithHash; expiresAt: Date } | undefined> {
  const [row] = await sessionAccountQuery(db).execute({ tokenHash, now: now.toISOString() });
  return row && { account: toAccount(row as Row), expiresAt: row.expiresAt };
}

const managerByCenterNameQuery = reusableQuery((db) =>
  selectAccounts(db)
    .where(sql`lower(${centers.name}) = lower(${sql.placeholder('centerName')})`)
    .prepare(UNNAMED),
);

/** The manager account of the center with this name (case-insensitive). */
export async function findManagerByCenterName(db: Database, centerName: string): Promise<AccountWithHash | undefined> {
  const [row] = await managerByCenterNameQuery(db).execute({ centerName: centerName.trim() });
  return row && toAccount(row as Row);
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
