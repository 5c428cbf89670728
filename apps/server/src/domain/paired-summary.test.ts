import { ITEM_VALUES } from '@romtrack/sf36/recode';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemClock } from '../clock.ts';
import { sql } from 'drizzle-orm';
import { openDatabase, queryRows, type Database } from '../db/client.ts';
import type { Account } from './accounts.ts';
import type { AuditActor } from './audit.ts';
import { pairedSummary, pairedSummarySql } from './paired-summary.ts';
import { createParticipant } from './participants.ts';
import { createCenter, createDirector } from './registration.ts';
import { createSurveyLink, submitSurvey } from './survey-links.ts';

const NOBODY: AuditActor = { actorId: null, actorRole: null, ip: null };

/** The names of the tables a plan reads, one entry per scan. */
function scannedTables(plan: unknown): string[] {
  if (Array.isArray(plan)) return plan.flatMap(scannedTables);
  if (plan === null || typeof plan !== 'object') return [];
  const node = plan as Record<string, unknown>;
  const own = typeof node['Relation Name'] === 'string' ? [node['Relation Name']] : [];
  return [...own, ...Object.values(node).flatMap(scannedTables)];
}

// PGlite runs no autovacuum, so its planner has no statistics until something runs ANALYZE: the
// paired averages then took minutes for a center of 9,000 PIDs when they joined surveys to
// themselves (the planner guessed one row a side and nested the loops).
describe('paired summary without planner statistics (PGlite)', () => {
  let db: Database;
  let close: () => Promise<void>;
  let manager: Account;
  let centerId: string;

  beforeAll(async () => {
    const handle = await openDatabase({ kind: 'pglite', dataDir: undefined });
    db = handle.db;
    close = () => handle.close();
    const director = await createDirector(db, {
      name: 'Plan Director',
      email: 'plan@example.org',
      password: 'plan-password-1',
    });
    const center = await createCenter(db, {
      name: 'Plan Center',
      password: 'plan-password-1',
      directorId: director.id,
      consentRegion: 'general',
    });
    centerId = center.id;
    manager = {
      id: 'm',
      role: 'manager',
      name: 'Plan Center',
      email: null,
      centerId,
      directorId: director.id,
    } as Account;
    for (let p = 0; p < 6; p++) {
      const participant = await createParticipant(db, centerId, systemClock, NOBODY);
      for (let s = 0; s <= p % 3; s++) {
        const link = await createSurveyLink(db, participant.id, systemClock, NOBODY);
        const answers = ITEM_VALUES.map((values, i) => values[(i + p + s) % values.length]!);
        await submitSurvey(db, link.token, { answers, consented: true, language: 'en' }, systemClock);
      }
    }
  });
  afterAll(() => close());

  it('reads the surveys once, whatever the planner guesses', async () => {
    const [row] = await queryRows<{ 'QUERY PLAN': unknown }>(
      db,
      sql`EXPLAIN (FORMAT JSON) ${pairedSummarySql(manager, [centerId], {})}`,
    );
    const plan: unknown = typeof row!['QUERY PLAN'] === 'string' ? JSON.parse(row!['QUERY PLAN']) : row!['QUERY PLAN'];
    expect(scannedTables(plan)).toEqual(['surveys']);
  });

  it('pairs survey 1 with each later survey of the same participant', async () => {
    const [summary] = await pairedSummary(db, manager, {});
    expect(summary!.rows.map((r) => [r.surveyNo, r.n])).toEqual([
      [2, 4],
      [3, 2],
    ]);
  });
});
