/**
 * The PostgreSQL back end runs a transaction again when PostgreSQL aborts it as a deadlock:
 * two transactions that lock the same two rows in opposite orders both complete, and each
 * change is applied exactly once. (PGlite has one connection, so it cannot deadlock.)
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { queryRows, type Database } from './client.ts';

describe.runIf(process.env.TEST_DATABASE_URL)('transactions on PostgreSQL', () => {
  let t: TestApp;
  let db: Database;

  beforeAll(async () => {
    t = await buildTestApp('postgres');
    db = t.app.ctx.db;
    await db.execute(sql`CREATE TABLE lock_pair (id int PRIMARY KEY, hits int NOT NULL)`);
    await db.execute(sql`INSERT INTO lock_pair VALUES (1, 0), (2, 0)`);
  });
  afterAll(() => t.close());

  it('runs a transaction aborted by a deadlock again, so both sides of the deadlock complete', async () => {
    let attempts = 0;
    // Each side holds its first row until the other holds its own: a certain deadlock.
    const held = { 1: Promise.withResolvers<void>(), 2: Promise.withResolvers<void>() };
    const side = (first: 1 | 2, second: 1 | 2) =>
      db.transaction(async (tx) => {
        attempts += 1;
        await tx.execute(sql`UPDATE lock_pair SET hits = hits + 1 WHERE id = ${first}`);
        held[first].resolve();
        await held[second].promise;
        await tx.execute(sql`UPDATE lock_pair SET hits = hits + 1 WHERE id = ${second}`);
      });

    await Promise.all([side(1, 2), side(2, 1)]);

    // PostgreSQL rolled a side back (once as a rule; on a busy machine both deadlock checks can
    // fire, and both sides start again); run again, each counted its rows once more, no more.
    expect(attempts).toBeGreaterThanOrEqual(3);
    const rows = await queryRows<{ id: number; hits: number }>(db, sql`SELECT id, hits FROM lock_pair ORDER BY id`);
    expect(rows).toEqual([
      { id: 1, hits: 2 },
      { id: 2, hits: 2 },
    ]);
  });
});
