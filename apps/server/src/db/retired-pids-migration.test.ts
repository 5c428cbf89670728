/**
 * Migration 0007 (retired_pids) on a database an earlier release ran: the numbers of participants
 * with surveys that were deleted before the table existed are retired from the audit lines that
 * recorded each deletion, so no new participant is given one of them after the upgrade.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, expect, it } from 'vitest';
import { embeddedDatabaseAt } from '../../test/earlier-release.ts';
import { createCenter, createDirector } from '../domain/registration.ts';
import { openDatabase, queryRows } from './client.ts';

/** Migrations up to 0006, the release before retired_pids. */
const BEFORE_RETIRED_PIDS = 7;

const dirs: string[] = [];
afterAll(() => dirs.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

it('retires the numbers of participants with surveys deleted before the upgrade, and only those', async () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'romtrack-retired-pids-'));
  dirs.push(dataDir);
  // What the earlier release left: a center, and its manager's deletions in the audit log.
  let center = { id: '', managerId: '' };
  await embeddedDatabaseAt(dataDir, BEFORE_RETIRED_PIDS, async (db) => {
    const tables = await queryRows<{ name: string | null }>(db, sql`SELECT to_regclass('retired_pids')::text AS name`);
    expect(tables).toEqual([{ name: null }]);
    const director = await createDirector(db, {
      name: 'Director Upgrade',
      email: 'up@example.org',
      password: 'director-up-1',
    });
    center = await createCenter(db, {
      name: 'Upgrade Center',
      password: 'upgrade-center-1',
      directorId: director.id,
      consentRegion: 'general',
    });
    const deleted = (actor: string, pid: number, surveys: number) => sql`
      INSERT INTO audit_log (actor_id, actor_role, action, detail)
      VALUES (${actor}::uuid, 'manager', 'participant.delete', jsonb_build_object('pid', ${pid}::int, 'surveys', ${surveys}::int))`;
    await db.execute(deleted(center.managerId, 1234, 2));
    await db.execute(deleted(center.managerId, 1234, 1)); // the same number, deleted again later
    await db.execute(deleted(center.managerId, 5678, 0)); // never in a survey: free again
    await db.execute(deleted(director.id, 4321, 3)); // an account with no center names none
  });

  // This release's start applies 0007.
  const upgraded = await openDatabase({ kind: 'pglite', dataDir });
  try {
    const retired = await queryRows<{ centerId: string; pid: number }>(
      upgraded.db,
      sql`SELECT center_id AS "centerId", pid FROM retired_pids ORDER BY pid`,
    );
    expect(retired).toEqual([{ centerId: center.id, pid: 1234 }]);
  } finally {
    await upgraded.close();
  }
});
