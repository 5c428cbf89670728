/**
 * Which centers a staff member reaches: a manager their own, a director the centers they
 * own, the admin all. Refusals say nothing about whether the center exists.
 */
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { centers } from '../db/schema/index.ts';
import { Forbidden } from '../errors.ts';
import type { Account } from './accounts.ts';

export interface CenterRow {
  id: string;
  name: string;
  consentRegion: 'general' | 'eu';
  directorId: string;
  hasLogo: boolean;
}

export async function findCenter(db: Database, centerId: string): Promise<CenterRow | undefined> {
  const [row] = await db
    .select({
      id: centers.id,
      name: centers.name,
      consentRegion: centers.consentRegion,
      directorId: centers.directorId,
      logoType: centers.logoType,
    })
    .from(centers)
    .where(eq(centers.id, centerId));
  return (
    row && {
      id: row.id,
      name: row.name,
      consentRegion: row.consentRegion,
      directorId: row.directorId,
      hasLogo: row.logoType !== null,
    }
  );
}

export function mayReachCenter(account: Account, center: Pick<CenterRow, 'id' | 'directorId'>): boolean {
  switch (account.role) {
    case 'admin':
      return true;
    case 'director':
      return center.directorId === account.id;
    case 'manager':
      return center.id === account.centerId;
  }
}

/** The center, if the caller may reach it; 403 otherwise (also for unknown ids, so nothing leaks). */
export async function requireCenter(db: Database, account: Account, centerId: string): Promise<CenterRow> {
  const center = await findCenter(db, centerId);
  if (!center || !mayReachCenter(account, center)) throw new Forbidden('You do not have access to this center');
  return center;
}

/** A manager's own center id; managers act only there. */
export function ownCenterId(account: Account): string {
  if (account.role !== 'manager' || !account.centerId) throw new Forbidden();
  return account.centerId;
}
