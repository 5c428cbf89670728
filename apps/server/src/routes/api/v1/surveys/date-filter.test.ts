/**
 * The graphs' and exports' dates name days of the reader's time zone (`tz`): a survey taken on a
 * clinic's evening, already the next day in UTC, belongs to the clinic's day.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASES, type TestApp } from '../../../../../test/build-test-app.ts';
import { bearer, openSignedInWorld, type SeededWorld } from '../../../../../test/fixtures.ts';
import { BEST_ANSWERS, participantWithSurveys } from '../../../../../test/participant-helpers.ts';

describe.each(DATABASES)('date filters in the reader’s time zone on %s', (kind) => {
  let t: TestApp;
  let world: SeededWorld;
  let managerA: string;
  beforeAll(async () => {
    ({ t, world, managerA } = await openSignedInWorld(kind));
    // 2026-03-01 09:00 UTC: still 28 February, 23:00, in Honolulu (UTC-10).
    expect(t.clock.now().toISOString()).toBe('2026-03-01T09:00:00.000Z');
    await participantWithSurveys(t.app, managerA, [{ answers: BEST_ANSWERS }]);
  });
  afterAll(() => t.close());

  const get = (path: string) => t.app.inject({ url: path, headers: bearer(managerA) });
  const summaryCount = async (query: string) => {
    const res = await get(`/api/v1/surveys/summary?center=${world.centerA.id}&${query}`);
    expect(res.statusCode).toBe(200);
    const rows = res.json<{ data: { rows: { n: number }[] }[] }>().data.flatMap((center) => center.rows);
    return rows.reduce((sum, row) => sum + row.n, 0);
  };
  const listCount = async (query: string) =>
    (await get(`/api/v1/surveys?center=${world.centerA.id}&${query}`)).json<{ data: unknown[] }>().data.length;
  const exportCount = async (query: string) =>
    (await get(`/api/v1/exports/surveys.csv?centers=${world.centerA.id}&${query}`)).body.trim().split('\n').length - 1;

  it('counts the survey on the day it was taken where the reader is', async () => {
    const honolulu = 'tz=Pacific%2FHonolulu';
    for (const count of [summaryCount, listCount, exportCount]) {
      expect(await count(`from=2026-02-28&to=2026-02-28&${honolulu}`)).toBe(1);
      expect(await count(`from=2026-03-01&${honolulu}`)).toBe(0);
      // Without a time zone the days are UTC days, as before.
      expect(await count('from=2026-02-28&to=2026-02-28')).toBe(0);
      expect(await count('from=2026-03-01&to=2026-03-01')).toBe(1);
      // In Taipei (UTC+8) it was 17:00 on 1 March.
      expect(await count('from=2026-03-01&to=2026-03-01&tz=Asia%2FTaipei')).toBe(1);
    }
  });

  it('takes a fixed offset for a zone, as a browser on a system set to one reports it', async () => {
    // Chromium on a machine whose zone is an offset, not a place, says "-10:00" or "+03:00".
    for (const count of [summaryCount, listCount, exportCount]) {
      expect(await count('from=2026-02-28&to=2026-02-28&tz=-10%3A00')).toBe(1);
      expect(await count('from=2026-03-01&to=2026-03-01&tz=%2B03%3A00')).toBe(1);
      expect(await count('from=2026-02-28&to=2026-02-28&tz=%2B03%3A00')).toBe(0);
    }
  });

  it('refuses a time zone that does not exist with a 400 that says what is expected', async () => {
    // Etc/Unknown is what a browser says when it cannot tell its zone: the web client sends UTC.
    for (const tz of ['Mars%2FOlympus_Mons', '..%2F..%2Fetc', 'x'.repeat(65), '%2B24%3A00', 'Etc%2FUnknown']) {
      const res = await get(`/api/v1/surveys/summary?center=${world.centerA.id}&to=2026-03-01&tz=${tz}`);
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toContain('tz must be a time zone such as Europe/Rome');
    }
  });
});
