/**
 * Creating staff accounts and centers. A center and its one manager account are made
 * together: the manager signs in with the center's name and the center's password.
 */
import type { ConsentRegion } from '@romtrack/shared/contracts/centers';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { centers, staffAccounts } from '../db/schema/index.ts';
import { Conflict } from '../errors.ts';
import { audit, type AuditActor } from './audit.ts';
import { isUniqueViolation } from './db-errors.ts';
import { hashNewPassword } from './password-policy.ts';

/**
 * Creates a director's account. `by` is who registers it: the account and the audit line that
 * records it are then one transaction. Set-up code (seeders, tests) leaves it out and writes no line.
 */
export async function createDirector(
  db: Database,
  input: { name: string; email: string; password: string },
  by?: AuditActor,
): Promise<{ id: string }> {
  const passwordHash = await hashNewPassword(input.password);
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(staffAccounts)
        .values({ role: 'director', name: input.name, email: input.email.toLowerCase(), passwordHash })
        .returning({ id: staffAccounts.id });
      if (by) await audit(tx, { ...by, action: 'director.register', target: row!.id });
      return row!;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new Conflict('A user with that email already exists');
    throw error;
  }
}

export interface NewCenter {
  name: string;
  password: string;
  directorId: string;
  consentRegion: ConsentRegion;
  logo?: { bytes: Buffer; type: string };
}

/** Creates a center and its manager account; `by` as for createDirector. */
export async function createCenter(
  db: Database,
  input: NewCenter,
  by?: AuditActor,
): Promise<{ id: string; managerId: string }> {
  const passwordHash = await hashNewPassword(input.password);
  try {
    return await db.transaction(async (tx) => {
      const [center] = await tx
        .insert(centers)
        .values({
          name: input.name,
          directorId: input.directorId,
          consentRegion: input.consentRegion,
          logo: input.logo?.bytes ?? null,
          logoType: input.logo?.type ?? null,
        })
        .returning({ id: centers.id });
      const [manager] = await tx
        .insert(staffAccounts)
        .values({ role: 'manager', name: input.name, centerId: center!.id, passwordHash })
        .returning({ id: staffAccounts.id });
      if (by) {
        const detail = { directorId: input.directorId, consentRegion: input.consentRegion };
        await audit(tx, { ...by, action: 'center.register', target: center!.id, detail });
      }
      return { id: center!.id, managerId: manager!.id };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new Conflict('A center with that name already exists');
    throw error;
  }
}

/** Used by tests and the benchmark seeder to check the store is empty of centers. */
export async function countCenters(db: Database): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(centers);
  return row?.n ?? 0;
}
