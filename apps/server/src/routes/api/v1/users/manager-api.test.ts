import { scoreAnswers } from '@romtrack/sf36/score';
import { ITEM_VALUES } from '@romtrack/sf36/recode';
import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, DATABASES, type TestApp } from '../../../../../test/build-test-app.ts';
import {
  bearer,
  loginAdmin,
  loginDirector,
  loginManager,
  type SeededWorld,
  seedWorld,
  openSignedInWorld,
} from '../../../../../test/fixtures.ts';
import {
  BEST_ANSWERS,
  createPid,
  openLink,
  participantWithSurveys,
  submit,
  WORST_ANSWERS,
} from '../../../../../test/participant-helpers.ts';
import { surveys } from '../../../../db/schema/index.ts';
import { auditLineRefused, whileRefusing } from '../../../../../test/failing-statements.ts';

/** Middle answers: every item's middle allowed value. */
const MIDDLE_ANSWERS = ITEM_VALUES.map((values) => values[Math.floor(values.length / 2)]!);

describe.each(DATABASES)('manager API on %s', (kind) => {
  let t: TestApp;
  let world: SeededWorld;
  let managerA: string;
  let managerB: string;
  let directorX: string;
  let directorY: string;
  let admin: string;

  beforeAll(async () => {
    ({ t, world, managerA, managerB, directorX, directorY, admin } = await openSignedInWorld(kind));
  });
  afterAll(() => t.close());

  const get = (url: string, token?: string) => t.app.inject({ url, headers: token ? bearer(token) : {} });

  it('pages the PID table ten at a time and searches by PID in SQL', async () => {
    const made = [];
    for (let i = 0; i < 23; i++) made.push(await createPid(t.app, managerB));
    const first = await get(`/api/v1/centers/${world.centerB.id}/users`, managerB);
    expect(first.statusCode).toBe(200);
    expect(first.json().data).toHaveLength(10);
    expect(first.json().pagination).toEqual({ page: 1, limit: 10, total: 23 });
    const third = await get(`/api/v1/centers/${world.centerB.id}/users?page=3`, managerB);
    expect(third.json().data).toHaveLength(3);
    const everyId = new Set<string>();
    for (const page of [1, 2, 3]) {
      const res = await get(`/api/v1/centers/${world.centerB.id}/users?page=${page}`, managerB);
      for (const p of res.json().data) everyId.add(p.id);
    }
    expect(everyId.size).toBe(23);

    const target = made[7]!;
    const exact = await get(`/api/v1/users?center=${world.centerB.id}&pid=${target.pid}`, managerB);
    expect(exact.json().data.map((p: { id: string }) => p.id)).toEqual([target.id]);
    const prefix = String(target.pid).slice(0, 2);
    const byPrefix = await get(`/api/v1/centers/${world.centerB.id}/users?pid=${prefix}&limit=100`, managerB);
    expect(byPrefix.json().data.every((p: { pid: number }) => String(p.pid).startsWith(prefix))).toBe(true);
    expect(byPrefix.json().data.some((p: { id: string }) => p.id === target.id)).toBe(true);

    for (const bad of ['pid=12a', 'pid=12345', 'page=0', 'limit=1000', 'open=maybe']) {
      const res = await get(`/api/v1/centers/${world.centerB.id}/users?${bad}`, managerB);
      expect(res.statusCode, bad).toBe(400);
    }
    // Whatever is wrong with a page or a page size, the answer says what it must be.
    for (const [bad, message] of [
      ['page=abc', 'page: must be a whole number from 1 to 100000'],
      ['page=1.5', 'page: must be a whole number from 1 to 100000'],
      ['limit=', 'limit: must be a whole number from 1 to 100'],
      ['limit=1&limit=2', 'limit: must be a whole number from 1 to 100'],
      // JavaScript's Number() reads these as 100, 16 and 5; nobody writes a page number so.
      ['page=1e2', 'page: must be a whole number from 1 to 100000'],
      ['page=0x10', 'page: must be a whole number from 1 to 100000'],
      ['limit=%2B5', 'limit: must be a whole number from 1 to 100'],
      ['limit=%207', 'limit: must be a whole number from 1 to 100'],
      // Refused, not ignored: a misspelt search would otherwise list every PID.
      ['pdi=12', 'unknown parameter "pdi"'],
      ['sort=pid&order=desc', 'unknown parameters "sort", "order"'],
    ]) {
      const res = await get(`/api/v1/centers/${world.centerB.id}/users?${bad}`, managerB);
      expect(res.json(), bad).toEqual({
        success: false,
        error: `Invalid querystring: ${message}`,
        code: 'BAD_REQUEST',
      });
    }
  });

  it('lists only open links when asked (the survey center)', async () => {
    const open = await createPid(t.app, managerA);
    await openLink(t.app, managerA, open.id);
    const noLink = await createPid(t.app, managerA);
    const used = await createPid(t.app, managerA);
    expect((await submit(t.app, await openLink(t.app, managerA, used.id), BEST_ANSWERS)).statusCode).toBe(201);

    type Row = { id: string; surveyToken: string | null };
    const every = (await get(`/api/v1/centers/${world.centerA.id}/users?limit=100`, managerA)).json();
    const listed = (await get(`/api/v1/centers/${world.centerA.id}/users?open=true&limit=100`, managerA)).json();
    const ids = listed.data.map((row: Row) => row.id);
    expect(ids).toContain(open.id);
    expect(ids).not.toContain(noLink.id);
    expect(ids).not.toContain(used.id);
    // Exactly the center's PIDs whose link is open, as the whole listing shows them, and counted so.
    const openInEvery = every.data.filter((row: Row) => row.surveyToken !== null).map((row: Row) => row.id);
    expect(every.data.length).toBeGreaterThan(openInEvery.length);
    expect([...ids].sort()).toEqual([...openInEvery].sort());
    expect(listed.pagination.total).toBe(openInEvery.length);
  });

  it('keeps every manager endpoint to the manager’s own center', async () => {
    const p = await createPid(t.app, managerA);
    await openLink(t.app, managerA, p.id);
    const requests: [InjectOptions, number[]][] = [
      [{ url: `/api/v1/centers/${world.centerA.id}/users` }, [403]],
      [{ url: `/api/v1/users?center=${world.centerA.id}` }, [403]],
      [{ url: `/api/v1/users?center=${world.centerA.id}&pid=${p.pid}` }, [403]],
      [{ method: 'DELETE', url: `/api/v1/users/${p.id}` }, [404]],
      [{ url: `/api/v1/users/${p.id}/consent` }, [404]],
      [
        {
          method: 'PUT',
          url: `/api/v1/users/${p.id}/consent`,
          payload: { consents: [{ surveyNo: 1, consented: false }] },
        },
        [404],
      ],
      [{ method: 'POST', url: `/api/v1/auth/survey/${p.id}` }, [404]],
      [{ url: `/api/v1/surveys?center=${world.centerA.id}` }, [403]],
      [{ url: `/api/v1/surveys/summary?center=${world.centerA.id}` }, [403]],
      [{ url: `/api/v1/centers/${world.centerA.id}` }, [403]],
    ];
    for (const [request, statuses] of requests) {
      const res = await t.app.inject({ ...request, headers: bearer(managerB) });
      expect(statuses, `${request.method ?? 'GET'} ${request.url}`).toContain(res.statusCode);
      expect(res.body).not.toContain(String(p.pid));
      expect(res.body).not.toContain('Harbor');
      const anonymous = await t.app.inject(request);
      expect(anonymous.statusCode, `anonymous ${request.url}`).toBe(401);
    }
    // Directors and the admin have no PID screens: the manager endpoints refuse them.
    for (const token of [directorX, admin]) {
      expect((await get(`/api/v1/centers/${world.centerA.id}/users`, token)).statusCode).toBe(403);
      expect((await get(`/api/v1/users?center=${world.centerA.id}`, token)).statusCode).toBe(403);
      expect(
        (await t.app.inject({ method: 'DELETE', url: `/api/v1/users/${p.id}`, headers: bearer(token) })).statusCode,
      ).toBe(403);
    }
    // Still there, untouched.
    const mine = await get(`/api/v1/users?pid=${p.pid}`, managerA);
    expect(mine.json().data.map((row: { id: string }) => row.id)).toContain(p.id);
  });

  it('reads an id written in capitals as the same id, for the manager’s own center and PIDs', async () => {
    const p = await createPid(t.app, managerA);
    const center = world.centerA.id.toUpperCase();
    for (const url of [
      `/api/v1/centers/${center}/users`,
      `/api/v1/users?center=${center}`,
      `/api/v1/surveys?center=${center}`,
      `/api/v1/surveys/summary?center=${center}`,
      `/api/v1/users/${p.id.toUpperCase()}/consent`,
    ]) {
      const res = await get(url, managerA);
      expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
    }
    const pid = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/register',
      headers: bearer(managerA),
      payload: { role: 'deidentified', center },
    });
    expect(pid.statusCode, pid.body).toBe(201);
    // Still only the manager's own: another center's id in capitals is refused as before.
    const other = await get(`/api/v1/users?center=${world.centerB.id.toUpperCase()}`, managerA);
    expect(other.statusCode).toBe(403);
  });

  it('shows a center to its manager, its director and the admin only', async () => {
    expect((await get(`/api/v1/centers/${world.centerA.id}`, managerA)).json().data).toEqual({
      id: world.centerA.id,
      name: 'Harbor Center',
      consentRegion: 'general',
      director: world.directorX.id,
      hasLogo: false,
    });
    expect((await get(`/api/v1/centers/${world.centerA.id}`, directorX)).statusCode).toBe(200);
    expect((await get(`/api/v1/centers/${world.centerA.id}`, admin)).statusCode).toBe(200);
    expect((await get(`/api/v1/centers/${world.centerA.id}`, directorY)).statusCode).toBe(403);
    expect((await get(`/api/v1/centers/00000000-0000-4000-8000-000000000000`, admin)).statusCode).toBe(403);
    expect((await get(`/api/v1/centers/not-an-id`, admin)).statusCode).toBe(400);
  });

  it('deletes a PID with all its surveys', async () => {
    const p = await participantWithSurveys(t.app, managerA, [{ answers: BEST_ANSWERS }, { answers: WORST_ANSWERS }]);
    expect(await t.app.ctx.db.select().from(surveys).where(eq(surveys.participantId, p.id))).toHaveLength(2);
    const res = await t.app.inject({ method: 'DELETE', url: `/api/v1/users/${p.id}`, headers: bearer(managerA) });
    expect(res.json()).toEqual({ success: true });
    expect(await t.app.ctx.db.select().from(surveys).where(eq(surveys.participantId, p.id))).toHaveLength(0);
    expect(
      (await get(`/api/v1/users?pid=${p.pid}`, managerA)).json().data.map((r: { id: string }) => r.id),
    ).not.toContain(p.id);
    const again = await t.app.inject({ method: 'DELETE', url: `/api/v1/users/${p.id}`, headers: bearer(managerA) });
    expect(again.statusCode).toBe(404);
  });

  it('changes nothing when the audit line of a manager’s change cannot be written', async () => {
    const refusing = <T>(action: string, body: () => Promise<T>) =>
      whileRefusing(t.app.ctx.db, auditLineRefused(action), body);
    const send = (method: InjectOptions['method'], url: string, payload?: object) =>
      t.app.inject({ method, url, headers: bearer(managerA), ...(payload ? { payload } : {}) });
    const total = async () =>
      (await get(`/api/v1/centers/${world.centerA.id}/users?limit=100`, managerA)).json().pagination.total;
    const p = await participantWithSurveys(t.app, managerA, [{ answers: BEST_ANSWERS }]);
    const link = await openLink(t.app, managerA, p.id);
    const pidsBefore = await total();

    // A new PID: none is made.
    const created = await refusing('participant.create', () =>
      send('POST', '/api/v1/auth/register', { role: 'deidentified' }),
    );
    expect(created.statusCode).toBe(500);
    expect(await total()).toBe(pidsBefore);

    // A new link: the open one stays the one that works.
    const relinked = await refusing('survey.link.create', () => send('POST', `/api/v1/auth/survey/${p.id}`));
    expect(relinked.statusCode).toBe(500);
    expect((await get(`/api/v1/users/surveys/${link}`)).statusCode).toBe(200);

    // A consent revocation: the survey stays consented.
    const revoked = await refusing('consent.change', () =>
      send('PUT', `/api/v1/users/${p.id}/consent`, { consents: [{ surveyNo: 1, consented: false }] }),
    );
    expect(revoked.statusCode).toBe(500);
    const consent = await get(`/api/v1/users/${p.id}/consent`, managerA);
    expect(consent.json().data).toMatchObject([{ surveyNo: 1, consented: true }]);

    // A deletion: the PID and its survey stay.
    const deleted = await refusing('participant.delete', () => send('DELETE', `/api/v1/users/${p.id}`));
    expect(deleted.statusCode).toBe(500);
    expect(await total()).toBe(pidsBefore);
    expect(await t.app.ctx.db.select().from(surveys).where(eq(surveys.participantId, p.id))).toHaveLength(1);

    // Once the database works again, each of them goes through, with its line.
    expect((await send('POST', '/api/v1/auth/register', { role: 'deidentified' })).statusCode).toBe(201);
    expect((await send('DELETE', `/api/v1/users/${p.id}`)).statusCode).toBe(200);
    expect(await total()).toBe(pidsBefore);
  });

  it('records consent revocations and grants, and directors see only consented surveys', async () => {
    const p = await participantWithSurveys(t.app, managerA, [{ answers: BEST_ANSWERS }, { answers: MIDDLE_ANSWERS }]);
    const putConsent = (consents: object[]) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/v1/users/${p.id}/consent`,
        headers: bearer(managerA),
        payload: { consents },
      });
    const consent = await get(`/api/v1/users/${p.id}/consent`, managerA);
    expect(consent.json().data.map((c: { surveyNo: number; consented: boolean }) => [c.surveyNo, c.consented])).toEqual(
      [
        [1, true],
        [2, true],
      ],
    );
    const revoke = await putConsent([{ surveyNo: 1, consented: false }]);
    expect(revoke.statusCode).toBe(200);
    expect(revoke.json().data[0]).toMatchObject({ surveyNo: 1, consented: false });

    const seenByDirector = await get(`/api/v1/surveys?director=${world.directorX.id}`, directorX);
    const mineForDirector = seenByDirector.json().data.filter((s: { user: string }) => s.user === p.id);
    expect(mineForDirector.map((s: { surveyNo: number }) => s.surveyNo)).toEqual([2]);
    const seenByAdmin = await get(`/api/v1/surveys?director=${world.directorX.id}`, admin);
    expect(seenByAdmin.json().data.filter((s: { user: string }) => s.user === p.id)).toHaveLength(1);
    const seenByManager = await get(`/api/v1/surveys?center=${world.centerA.id}`, managerA);
    const mineForManager = seenByManager.json().data.filter((s: { user: string }) => s.user === p.id);
    expect(mineForManager.map((s: { consented: boolean }) => s.consented)).toEqual([false, true]);
    expect(mineForManager[1].scores).toEqual(scoreAnswers(MIDDLE_ANSWERS).display);

    // A survey number that does not exist changes nothing.
    const bad = await putConsent([
      { surveyNo: 1, consented: true },
      { surveyNo: 9, consented: false },
    ]);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toContain('9');
    const after = await get(`/api/v1/users/${p.id}/consent`, managerA);
    expect(after.json().data[0].consented).toBe(false);
    const empty = await putConsent([]);
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error).toBe('Invalid body: consents: must have at least 1 item');
    // A survey number past what the database holds (it was a 500).
    const huge = await putConsent([{ surveyNo: 2_147_483_648, consented: false }]);
    expect(huge.statusCode).toBe(400);
    expect(huge.json().error).toContain('surveyNo');
    // Two opposite answers for one survey: which one holds would depend on their order.
    const twice = await putConsent([
      { surveyNo: 1, consented: true },
      { surveyNo: 1, consented: false },
    ]);
    expect(twice.json()).toMatchObject({
      success: false,
      error: 'Invalid body: consents: must name each survey number once',
    });
    expect((await get(`/api/v1/users/${p.id}/consent`, managerA)).json().data[0].consented).toBe(false);
  });

  it('refuses, with a 400 naming the field, days out of range or out of order on every date-filtered route', async () => {
    const routes = ['/surveys', '/surveys/summary', '/surveys/paired', '/surveys/change-shares'];
    routes.push('/exports/surveys.csv', '/exports/surveys.xlsx');
    for (const route of routes) {
      // Real calendar days the database or the day-after maths cannot hold (they were 500s).
      for (const query of ['from=0000-01-01', 'to=9999-12-31', 'from=1899-12-31', 'to=3000-01-01']) {
        const res = await get(`/api/v1${route}?${query}`, admin);
        expect(res.statusCode, `${route}?${query}`).toBe(400);
        expect(res.headers['content-type'], `${route}?${query}`).toMatch(/^application\/json/);
        expect(res.json().error, `${route}?${query}`).toMatch(/(from|to): must be a date from 1900 to 2999/);
      }
      expect((await get(`/api/v1${route}?from=1900-01-01&to=2999-12-31`, admin)).statusCode, route).toBe(200);
      // Swapped ends: an empty answer would hide the slip.
      const swapped = await get(`/api/v1${route}?from=2026-03-02&to=2026-03-01`, admin);
      expect(swapped.json(), route).toMatchObject({
        success: false,
        error: 'Invalid querystring: to: must not be before from',
      });
      expect((await get(`/api/v1${route}?from=2026-03-01&to=2026-03-01`, admin)).statusCode, route).toBe(200);
    }
  });

  it('keeps directors to their own region and the admin to any', async () => {
    expect((await get(`/api/v1/surveys?director=${world.directorX.id}`, directorY)).statusCode).toBe(403);
    expect((await get(`/api/v1/surveys/summary?director=${world.directorX.id}`, directorY)).statusCode).toBe(403);
    expect((await get(`/api/v1/surveys?center=${world.centerA.id}`, directorY)).statusCode).toBe(403);
    expect((await get(`/api/v1/surveys?director=${world.directorY.id}`, admin)).statusCode).toBe(200);
    expect((await get(`/api/v1/surveys?director=${world.directorX.id}`)).statusCode).toBe(401);
    expect((await get('/api/v1/surveys?director=zzz', admin)).statusCode).toBe(400);
    const notAnId = '-'.repeat(36);
    for (const query of ['from=2019-13-45', 'to=2019-02-30', 'from=yesterday', 'users=1,2', `users=${notAnId}`]) {
      const res = await get(`/api/v1/surveys/summary?${query}`, admin);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().error).toMatch(/from|to|users/);
    }
  });
});

describe.each(DATABASES)('survey summaries on %s', (kind) => {
  let t: TestApp;
  let world: SeededWorld;
  let managerA: string;

  beforeAll(async () => {
    t = await buildTestApp(kind);
    world = await seedWorld(t.app);
    managerA = await loginManager(t.app, world.centerA.name, world.centerA.password);
  });
  afterAll(() => t.close());

  it('averages each scale per survey number with its n, filtered by date and PIDs, in SQL', async () => {
    // Day 1 (2026-03-01): two first surveys; day 3: one second survey (unconsented).
    const p1 = await participantWithSurveys(t.app, managerA, [{ answers: BEST_ANSWERS }]);
    const p2 = await participantWithSurveys(t.app, managerA, [{ answers: WORST_ANSWERS }]);
    t.clock.advance(2 * 86_400_000);
    managerA = await loginManager(t.app, world.centerA.name, world.centerA.password);
    const token = await openLink(t.app, managerA, p1.id);
    await t.app.inject({
      method: 'POST',
      url: `/api/v1/surveys/${token}`,
      payload: { answers: MIDDLE_ANSWERS, consented: false },
    });

    const summary = async (query: string, token = managerA) =>
      (await t.app.inject({ url: `/api/v1/surveys/summary?${query}`, headers: bearer(token) })).json().data;

    const all = await summary(`center=${world.centerA.id}`);
    expect(all).toHaveLength(1);
    expect(all[0].center).toEqual({ id: world.centerA.id, name: 'Harbor Center' });
    const [first, second] = all[0].rows;
    expect(first).toEqual({ surveyNo: 1, n: 2, means: [50.5, 50.5, 50.5, 50.5, 50.5, 50.5, 50.5, 50.5] });
    expect(second).toEqual({ surveyNo: 2, n: 1, means: scoreAnswers(MIDDLE_ANSWERS).display });

    // The end day counts whole; the start day too.
    expect(
      (await summary(`center=${world.centerA.id}&from=2026-03-01&to=2026-03-01`))[0].rows.map(
        (r: { n: number }) => r.n,
      ),
    ).toEqual([2]);
    expect(
      (await summary(`center=${world.centerA.id}&from=2026-03-03&to=2026-03-03`))[0].rows.map(
        (r: { surveyNo: number }) => r.surveyNo,
      ),
    ).toEqual([2]);
    expect((await summary(`center=${world.centerA.id}&from=2026-03-04`))[0].rows).toEqual([]);

    // Only the ticked PIDs.
    const onlyP2 = await summary(`center=${world.centerA.id}&users=${p2.id}`);
    expect(onlyP2[0].rows).toEqual([{ surveyNo: 1, n: 1, means: [1, 1, 1, 1, 1, 1, 1, 1] }]);

    // The director sees consented surveys only: survey 2 is not there; centers without data show empty.
    const director = await loginDirector(t.app, world.directorX.email, world.directorX.password);
    const region = await summary(`director=${world.directorX.id}`, director);
    expect(region.map((c: { center: { name: string } }) => c.center.name)).toEqual(['Harbor Center']);
    expect(region[0].rows.map((r: { surveyNo: number }) => r.surveyNo)).toEqual([1]);
    const admin = await loginAdmin(t.app);
    const otherRegion = await summary(`director=${world.directorY.id}`, admin);
    expect(otherRegion).toEqual([{ center: { id: world.centerB.id, name: 'Ridge Center' }, rows: [] }]);
  });
});
