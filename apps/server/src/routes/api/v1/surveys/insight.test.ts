import {
  ChangeSharesResponseSchema,
  PairedSummaryResponseSchema,
  ParticipantProgressResponseSchema,
  RELIABLE_CHANGE_FLAGS,
  type ChangeShareCounts,
} from '@romtrack/shared/contracts/insight';
import { RELIABLE_CHANGE_FLAGS as SF36_FLAGS } from '@romtrack/sf36/reliable-change';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, DATABASES, type TestApp } from '../../../../../test/build-test-app.ts';
import { bearer, seedWorld, sessionFor, type SeededWorld } from '../../../../../test/fixtures.ts';
import {
  BEST_ANSWERS,
  createPid,
  openLink,
  participantWithSurveys,
  submit,
  WORST_ANSWERS,
} from '../../../../../test/participant-helpers.ts';
import { createCenter } from '../../../../domain/registration.ts';

const DAY = 86_400_000;
/** Worst answers except one of role emotional's three items (item 17): RE 0 → 33.3. */
const ONE_RE_ITEM = WORST_ANSWERS.map((v, i) => (i === 16 ? 100 : v));
const ROLE_EMOTIONAL = 2;

describe.each(DATABASES)('clinical insight API on %s', (kind) => {
  let t: TestApp;
  let world: SeededWorld;
  // Account ids: each request signs in afresh, since the tests move the clock by days and
  // sessions expire after 12 idle hours.
  let managerA: string;
  let managerB: string;
  let directorX: string;
  let directorY: string;
  let admin: string;
  let centerCount = 0;

  beforeAll(async () => {
    t = await buildTestApp(kind);
    world = await seedWorld(t.app);
    managerA = world.centerA.managerId;
    managerB = world.centerB.managerId;
    directorX = world.directorX.id;
    directorY = world.directorY.id;
    const [adminRow] = await t.app.ctx.db.query.staffAccounts.findMany({ where: (a, { eq }) => eq(a.role, 'admin') });
    admin = adminRow!.id;
  });
  afterAll(() => t.close());

  /** A session token for this account, valid now. */
  const as = (accountId: string) => sessionFor(t.app, accountId);
  const get = async (url: string, accountId?: string) =>
    t.app.inject({ url, headers: accountId ? bearer(await as(accountId)) : {} });

  /** A fresh center of director X (or Y), so each scenario counts only its own participants. */
  async function newCenter(director: 'X' | 'Y' = 'X') {
    centerCount += 1;
    const name = `Insight Center ${centerCount}`;
    const directorId = director === 'X' ? world.directorX.id : world.directorY.id;
    const center = await createCenter(t.app.ctx.db, {
      name,
      password: 'insight-center-pass',
      directorId,
      consentRegion: 'general',
    });
    return { id: center.id, name, manager: center.managerId };
  }

  it('the flags of the contract are the flags of the method', () => {
    expect([...RELIABLE_CHANGE_FLAGS]).toEqual([...SF36_FLAGS]);
  });

  describe('GET /api/v1/users/{id}/surveys', () => {
    it('shows each survey with display and exact scores, and flags first-to-latest and consecutive changes', async () => {
      const p = await participantWithSurveys(t.app, await as(managerA), [
        { answers: WORST_ANSWERS },
        { answers: ONE_RE_ITEM, consented: false },
        { answers: BEST_ANSWERS },
      ]);
      const res = await get(`/api/v1/users/${p.id}/surveys`, managerA);
      expect(res.statusCode).toBe(200);
      const data = ParticipantProgressResponseSchema.parse(res.json()).data;
      expect(data.participant).toEqual({
        id: p.id,
        pid: p.pid,
        center: { id: world.centerA.id, name: 'Harbor Center' },
      });
      expect(data.surveys.map((s) => [s.surveyNo, s.consented, s.language])).toEqual([
        [1, true, 'en'],
        [2, false, 'en'],
        [3, true, 'en'],
      ]);
      // Survey 1: every scale is 0, shown as 1.
      expect(data.surveys[0]!.scores).toEqual([1, 1, 1, 1, 1, 1, 1, 1]);
      expect(data.surveys[0]!.exact).toEqual([0, 0, 0, 0, 0, 0, 0, 0]);
      expect(data.surveys[1]!.exact[ROLE_EMOTIONAL]).toBeCloseTo(100 / 3, 9);
      expect(data.surveys[1]!.scores[ROLE_EMOTIONAL]).toBe(33);

      expect(data.firstToLatest!.fromSurveyNo).toBe(1);
      expect(data.firstToLatest!.toSurveyNo).toBe(3);
      expect(data.firstToLatest!.scales.every((c) => c.flag === 'improved' && c.difference === 100)).toBe(true);

      const [oneToTwo, twoToThree] = data.consecutive;
      expect([oneToTwo!.fromSurveyNo, oneToTwo!.toSurveyNo]).toEqual([1, 2]);
      expect(oneToTwo!.scales.map((c) => c.flag)).toEqual([
        'unchanged',
        'unchanged',
        'too-coarse',
        'unchanged',
        'unchanged',
        'unchanged',
        'unchanged',
        'unchanged',
      ]);
      // RE: 33.33 / (√2 · 40.71 · √.17 = 23.738) = 1.404.
      expect(oneToTwo!.scales[ROLE_EMOTIONAL]!.rci).toBeCloseTo(1.404, 3);
      // 33.3 → 100 is 66.7 points: 2.808, reliable.
      expect(twoToThree!.scales[ROLE_EMOTIONAL]!.flag).toBe('improved');
      expect(twoToThree!.scales[ROLE_EMOTIONAL]!.rci).toBeCloseTo(2.808, 3);

      expect(data.method.criticalValue).toBe(1.96);
      expect(data.method.scales.filter((s) => s.coarse).map((s) => s.key)).toEqual(['rolePhysical', 'roleEmotional']);
      expect(data.method.scales[ROLE_EMOTIONAL]!.threshold).toBeCloseTo(46.526, 2);
      expect(data.scoringVersion).toBe('rand36-v1');
    });

    it('answers a participant without surveys, or with one, without changes', async () => {
      const none = await createPid(t.app, await as(managerA));
      const empty = (await get(`/api/v1/users/${none.id}/surveys`, managerA)).json().data;
      expect(empty.surveys).toEqual([]);
      expect(empty.firstToLatest).toBeNull();
      expect(empty.consecutive).toEqual([]);
      const one = await participantWithSurveys(t.app, await as(managerA), [{ answers: BEST_ANSWERS }]);
      const single = (await get(`/api/v1/users/${one.id}/surveys`, managerA)).json().data;
      expect(single.surveys).toHaveLength(1);
      expect(single.firstToLatest).toBeNull();
      expect(single.consecutive).toEqual([]);
    });

    it('refuses everyone but the manager of the participant’s center', async () => {
      const p = await participantWithSurveys(t.app, await as(managerA), [{ answers: BEST_ANSWERS }]);
      const url = `/api/v1/users/${p.id}/surveys`;
      expect((await get(url)).statusCode).toBe(401);
      expect((await get(url, managerB)).statusCode).toBe(404);
      expect((await get(url, directorX)).statusCode).toBe(403);
      expect((await get(url, admin)).statusCode).toBe(403);
      expect((await get(`/api/v1/users/${crypto.randomUUID()}/surveys`, managerA)).statusCode).toBe(404);
      const bad = await get('/api/v1/users/not-an-id/surveys', managerA);
      expect(bad.statusCode).toBe(400);
      expect(bad.json().error).toMatch(/id/);
    });
  });

  describe('GET /api/v1/surveys/paired', () => {
    it('averages survey 1 and survey k over the same participants only, with visibility and filters', async () => {
      const c = await newCenter();
      // P1 improves fully; P2 drops out after survey 1; P3 gets worse, but survey 2 is not consented.
      const p1 = await participantWithSurveys(t.app, await as(c.manager), [{ answers: WORST_ANSWERS }]);
      const p2 = await participantWithSurveys(t.app, await as(c.manager), [{ answers: WORST_ANSWERS }]);
      const p3 = await participantWithSurveys(t.app, await as(c.manager), [{ answers: BEST_ANSWERS }]);
      t.clock.advance(10 * DAY);
      await submit(t.app, await openLink(t.app, await as(c.manager), p1.id), BEST_ANSWERS);
      await submit(t.app, await openLink(t.app, await as(c.manager), p3.id), WORST_ANSWERS, false);
      const secondDay = t.clock.now().toISOString().slice(0, 10);
      void p2;

      // A director sees consented surveys only: the one pair is P1's.
      const byDirector = await get(`/api/v1/surveys/paired?center=${c.id}`, directorX);
      expect(byDirector.statusCode).toBe(200);
      const directorView = PairedSummaryResponseSchema.parse(byDirector.json()).data;
      expect(directorView).toHaveLength(1);
      expect(directorView[0]!.center).toEqual({ id: c.id, name: c.name });
      expect(directorView[0]!.rows).toEqual([
        {
          surveyNo: 2,
          n: 1,
          // Exact scores: 0, not the displayed 1.
          baseline: [0, 0, 0, 0, 0, 0, 0, 0],
          followUp: [100, 100, 100, 100, 100, 100, 100, 100],
          change: [100, 100, 100, 100, 100, 100, 100, 100],
        },
      ]);
      // The unpaired summary averages 3 first surveys against 1 second one: the drop-out shows.
      const summary = (await get(`/api/v1/surveys/summary?center=${c.id}`, directorX)).json().data[0].rows;
      expect(summary.map((r: { surveyNo: number; n: number }) => [r.surveyNo, r.n])).toEqual([
        [1, 3],
        [2, 1],
      ]);

      // The manager sees every survey: P1 and P3 pair up, and their changes cancel out.
      const byManager = (await get('/api/v1/surveys/paired', c.manager)).json().data;
      expect(byManager[0].rows).toEqual([
        {
          surveyNo: 2,
          n: 2,
          baseline: Array(8).fill(50),
          followUp: Array(8).fill(50),
          change: Array(8).fill(0),
        },
      ]);
      // Ticked participants only.
      const ticked = (await get(`/api/v1/surveys/paired?users=${p3.id}`, c.manager)).json().data;
      expect(ticked[0].rows[0]).toMatchObject({ n: 1, change: Array(8).fill(-100) });
      // The date range applies to both surveys of a pair: from the second day on, no survey 1.
      const late = (await get(`/api/v1/surveys/paired?from=${secondDay}`, c.manager)).json().data;
      expect(late[0].rows).toEqual([]);
      const early = (await get(`/api/v1/surveys/paired?to=2026-03-01`, c.manager)).json().data;
      expect(early[0].rows).toEqual([]);
    });

    it('keeps regions apart and refuses what the summary refuses', async () => {
      const c = await newCenter('X');
      await participantWithSurveys(t.app, await as(c.manager), [{ answers: WORST_ANSWERS }, { answers: BEST_ANSWERS }]);
      expect((await get(`/api/v1/surveys/paired?center=${c.id}`)).statusCode).toBe(401);
      expect((await get(`/api/v1/surveys/paired?center=${c.id}`, directorY)).statusCode).toBe(403);
      expect((await get(`/api/v1/surveys/paired?director=${world.directorX.id}`, directorY)).statusCode).toBe(403);
      expect((await get(`/api/v1/surveys/paired?center=${c.id}`, managerB)).statusCode).toBe(403);
      const own = (await get('/api/v1/surveys/paired', directorY)).json().data;
      expect(own.map((row: { center: { id: string } }) => row.center.id)).not.toContain(c.id);
      const region = (await get(`/api/v1/surveys/paired?director=${world.directorX.id}`, admin)).json().data;
      const mine = region.find((row: { center: { id: string } }) => row.center.id === c.id);
      expect(mine.rows).toEqual([expect.objectContaining({ surveyNo: 2, n: 1 })]);
      const bad = await get('/api/v1/surveys/paired?from=2026-02-30', admin);
      expect(bad.statusCode).toBe(400);
      expect(bad.json().error).toMatch(/from/);
    });
  });

  describe('GET /api/v1/surveys/change-shares', () => {
    const counts = (improved: number, unchanged: number, worse: number, tooCoarse: number): ChangeShareCounts => ({
      improved,
      unchanged,
      worse,
      tooCoarse,
      n: improved + unchanged + worse + tooCoarse,
    });

    it('counts reliable change between first and latest survey per center and for the region', async () => {
      const c = await newCenter('X');
      const other = await newCenter('X');
      await participantWithSurveys(t.app, await as(c.manager), [{ answers: WORST_ANSWERS }, { answers: BEST_ANSWERS }]);
      await participantWithSurveys(t.app, await as(c.manager), [{ answers: WORST_ANSWERS }]);
      await participantWithSurveys(t.app, await as(c.manager), [
        { answers: BEST_ANSWERS },
        { answers: WORST_ANSWERS, consented: false },
      ]);
      await participantWithSurveys(t.app, await as(c.manager), [{ answers: WORST_ANSWERS }, { answers: ONE_RE_ITEM }]);
      // First and latest, not consecutive: worst → best → worst is no change.
      await participantWithSurveys(t.app, await as(c.manager), [
        { answers: WORST_ANSWERS },
        { answers: BEST_ANSWERS },
        { answers: WORST_ANSWERS },
      ]);
      await participantWithSurveys(t.app, await as(other.manager), [
        { answers: BEST_ANSWERS },
        { answers: WORST_ANSWERS },
      ]);

      // The manager: all 5 participants, 4 compared (one has a single survey).
      const byManager = await get('/api/v1/surveys/change-shares', c.manager);
      expect(byManager.statusCode).toBe(200);
      const managerView = ChangeSharesResponseSchema.parse(byManager.json()).data;
      expect(managerView.centers).toHaveLength(1);
      const centerView = managerView.centers[0]!;
      expect(centerView.center).toEqual({ id: c.id, name: c.name });
      expect([centerView.participants, centerView.compared]).toEqual([5, 4]);
      expect(centerView.scales[0]).toEqual(counts(1, 2, 1, 0));
      expect(centerView.scales[ROLE_EMOTIONAL]).toEqual(counts(1, 1, 1, 1));
      expect(managerView.total).toEqual({ participants: 5, compared: 4, scales: centerView.scales });
      expect(managerView.method.scales[ROLE_EMOTIONAL]!.coarse).toBe(true);

      // The director: consented only, so the one who got worse has a single visible survey.
      const byDirector = ChangeSharesResponseSchema.parse(
        (await get(`/api/v1/surveys/change-shares?center=${c.id}`, directorX)).json(),
      ).data;
      expect([byDirector.centers[0]!.participants, byDirector.centers[0]!.compared]).toEqual([5, 3]);
      expect(byDirector.centers[0]!.scales[ROLE_EMOTIONAL]).toEqual(counts(1, 1, 0, 1));

      // The region adds the other center (one participant who got worse).
      const region = ChangeSharesResponseSchema.parse(
        (await get(`/api/v1/surveys/change-shares?director=${world.directorX.id}`, admin)).json(),
      ).data;
      const mine = region.centers.filter((row) => row.center.id === c.id || row.center.id === other.id);
      expect(mine.map((row) => row.compared)).toEqual([3, 1]);
      const regionTotal = region.centers.reduce((sum, row) => sum + row.scales[0]!.worse, 0);
      expect(region.total.scales[0]!.worse).toBe(regionTotal);
      expect(region.total.compared).toBe(region.centers.reduce((sum, row) => sum + row.compared, 0));
      expect(region.centers.every((row) => row.center.id !== world.centerB.id)).toBe(true);
    });

    it('applies the date range before choosing first and latest', async () => {
      const c = await newCenter('X');
      await participantWithSurveys(t.app, await as(c.manager), [{ answers: WORST_ANSWERS }]);
      t.clock.advance(3 * DAY);
      const from = t.clock.now().toISOString().slice(0, 10);
      const p = (await get('/api/v1/users?limit=100', c.manager)).json().data[0];
      await submit(t.app, await openLink(t.app, await as(c.manager), p.id), BEST_ANSWERS);
      const all = (await get('/api/v1/surveys/change-shares', c.manager)).json().data;
      expect(all.total.scales[0]).toEqual(counts(1, 0, 0, 0));
      const later = (await get(`/api/v1/surveys/change-shares?from=${from}`, c.manager)).json().data;
      expect([later.total.participants, later.total.compared]).toEqual([1, 0]);
      expect(later.total.scales[0]).toEqual(counts(0, 0, 0, 0));
    });

    it('refuses callers outside the scope', async () => {
      const c = await newCenter('X');
      expect((await get('/api/v1/surveys/change-shares')).statusCode).toBe(401);
      expect((await get(`/api/v1/surveys/change-shares?center=${c.id}`, directorY)).statusCode).toBe(403);
      expect((await get(`/api/v1/surveys/change-shares?director=${world.directorX.id}`, directorY)).statusCode).toBe(
        403,
      );
      expect((await get(`/api/v1/surveys/change-shares?center=${c.id}`, managerA)).statusCode).toBe(403);
      expect((await get('/api/v1/surveys/change-shares?center=nope', admin)).statusCode).toBe(400);
    });
  });
});
