/**
 * No personal data about participants is ever stored (spec section 1). This lists every
 * column that can describe a participant or their surveys and fails when one appears that
 * the spec does not name: adding a column here is a decision to review, not a side effect.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.ts';
import { buildTestApp, DATABASES, type TestApp } from './build-test-app.ts';

const ALLOWED: Record<string, string[]> = {
  // Spec section 3, "Participant (PID) user": id, pid, surveyCount, surveyToken, center (+ link expiry, creation time).
  participants: ['id', 'center_id', 'pid', 'survey_count', 'survey_token', 'survey_token_expires_at', 'created_at'],
  // Spec section 3, "Survey": answers, surveyNo, user, center, consented, createdAt (+ scores, language, scoring
  // version, and the SHA-256 of the link that recorded it, random bits that say nothing of the participant).
  surveys: [
    'id',
    'participant_id',
    'center_id',
    'survey_no',
    'answers',
    'scores',
    'language',
    'consented',
    'scoring_version',
    'created_at',
    'link_token_hash',
  ],
};

describe.each(DATABASES)('participant data on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(kind);
  });
  afterAll(() => t.close());

  it('has no column beyond the spec’s fields', async () => {
    for (const [table, allowed] of Object.entries(ALLOWED)) {
      const columns = await queryRows<{ column_name: string }>(
        t.app.ctx.db,
        sql`select column_name from information_schema.columns where table_schema = 'public' and table_name = ${table}`,
      );
      expect(columns.map((c) => c.column_name).sort(), table).toEqual([...allowed].sort());
    }
  });

  it('has no other table that references participants', async () => {
    const references = await queryRows<{ table_name: string }>(
      t.app.ctx.db,
      sql`select distinct tc.table_name from information_schema.table_constraints tc
          join information_schema.constraint_column_usage ccu on ccu.constraint_name = tc.constraint_name
          where tc.constraint_type = 'FOREIGN KEY' and ccu.table_name = 'participants'`,
    );
    expect(references.map((r) => r.table_name)).toEqual(['surveys']);
  });
});
