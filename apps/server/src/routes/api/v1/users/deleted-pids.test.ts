/**
 * A deleted participant's PID number and what becomes of it: one who had surveys keeps it for
 * good, as exports and graphs made before the deletion name their surveys by (center, pid); one
 * deleted before any survey frees it.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASES, type TestApp } from '../../../../../test/build-test-app.ts';
import { bearer, type SeededWorld, openSignedInWorld } from '../../../../../test/fixtures.ts';
import { BEST_ANSWERS, createPid, participantWithSurveys } from '../../../../../test/participant-helpers.ts';

describe.each(DATABASES)('deleted PIDs on %s', (kind) => {
  let t: TestApp;
  let world: SeededWorld;
  let managerA: string;

  beforeAll(async () => {
    ({ t, world, managerA } = await openSignedInWorld(kind));
  });
  afterAll(() => t.close());

  const remove = (id: string) =>
    t.app.inject({ method: 'DELETE', url: `/api/v1/users/${id}`, headers: bearer(managerA) });

  it('never gives the number of a deleted participant who had surveys to another one', async () => {
    const surveyed = await participantWithSurveys(t.app, managerA, [{ answers: BEST_ANSWERS }]);
    const unused = await createPid(t.app, managerA);
    expect((await remove(surveyed.id)).statusCode).toBe(200);
    expect((await remove(unused.id)).statusCode).toBe(200);

    // Every other number of the center is taken: the two deleted ones are all that could be chosen.
    await t.app.ctx.db.execute(sql`
      INSERT INTO participants (center_id, pid)
      SELECT ${world.centerA.id}::uuid, n FROM generate_series(1000, 9999) AS n
      WHERE n NOT IN (${surveyed.pid}, ${unused.pid})`);

    // The number that was never in a survey is given again; the surveyed one is not.
    expect((await createPid(t.app, managerA)).pid).toBe(unused.pid);
    const none = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/register',
      headers: bearer(managerA),
      payload: { role: 'deidentified' },
    });
    expect(none.statusCode).toBe(409);
    expect(none.json().error).toBe('This center has used every PID from 1000 to 9999; delete unused PIDs first');
    const search = await t.app.inject({ url: `/api/v1/users?pid=${surveyed.pid}`, headers: bearer(managerA) });
    expect(search.json().data).toEqual([]);
  });
});
