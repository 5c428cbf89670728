/**
 * Creating staff accounts and centers. A center and its one manager account are made
 * together: the manager signs in with the center's name and the center's password.
 */
import type { ConsentRegion } from '@romtrack/shared/contracts/centers';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { centers, staffAccounts } from '../db/schema/index.ts';
import { Conflict } from '../errors.ts';
import { isUniqueViolation } from './db-errors.ts';
import { hashNewPassword } from './password-policy.ts';

export async function createDirector(
  db: Database,
  input: { name: string; email: string; password: string },
): Promise<{ id: string }> {
  const passwordHash = await hashNewPassword(input.password);
  try {
    const [row] = await db
      .insert(staffAccounts)
      .values({ role: 'director', name: input.name, email: input.email.toLowerCase(), passwordHash })
      .returning({ id: staffAccounts.id });
    return row!;
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

export async function createCenter(db: Database, input: NewCenter): Promise<{ id: string; managerId: string }> {
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
