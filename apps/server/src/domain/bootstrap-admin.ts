/**
 * First start: make sure an admin exists (decisions.md "Running it"). With ADMIN_EMAIL and
 * ADMIN_PASSWORD that admin is created; otherwise admin@localhost with a random password
 * that is printed once.
 */
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { staffAccounts } from '../db/schema/index.ts';
import { audit } from './audit.ts';
import { hashPassword } from './passwords.ts';

export interface BootstrapLog {
  info(msg: string): void;
  warn(msg: string): void;
}

export async function ensureAdmin(
  db: Database,
  options: { email: string | undefined; password: string | undefined },
  log: BootstrapLog,
): Promise<void> {
  const [existing] = await db
    .select({ id: staffAccounts.id })
    .from(staffAccounts)
    .where(eq(staffAccounts.role, 'admin'))
    .limit(1);
  if (existing) return;
  const email = options.email ?? 'admin@localhost';
  const generated = options.password === undefined;
  const password = options.password ?? randomBytes(12).toString('base64url');
  const [created] = await db
    .insert(staffAccounts)
    .values({ role: 'admin', name: 'Administrator', email, passwordHash: await hashPassword(password) })
    .onConflictDoNothing()
    .returning({ id: staffAccounts.id });
  if (!created) {
    log.warn(`No admin exists and ${email} is taken by another account; set ADMIN_EMAIL to a free address.`);
    return;
  }
  await audit(db, { action: 'admin.bootstrap', target: created.id, detail: { email } });
  if (generated) {
    // Printed once, on purpose: this is the only way to learn it. Change it after signing in.
    log.warn(`Created admin ${email} with password: ${password}  (shown once; change it in Account Settings)`);
  } else {
    log.info(`Created admin ${email} from ADMIN_EMAIL`);
  }
}
