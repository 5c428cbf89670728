import { scoreAnswers } from '@romtrack/sf36/score';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASES, type TestApp } from '../../../../../test/build-test-app.ts';
import {
  bearer,
  loginAdmin,
  loginDirector,
  loginManager,
  type SeededWorld,
  openSignedInWorld,
} from '../../../../../test/fixtures.ts';
import { BEST_ANSWERS, createPid, openLink, submit, WORST_ANSWERS } from '../../../../../test/participant-helpers.ts';
import { auditLog, participants, surveys } from '../../../../db/schema/index.ts';
import { LINK_EXPIRED, LINK_NOT_VALID } from '../../../../domain/survey-links.ts';
import { auditLineRefused, whileRefusing } from '../../../../../test/failing-statements.ts';

const HOUR = 3600_000;

describe.each(DATABASES)('participant survey lifecycle on %s', (kind) => {
  let t: TestApp;
  let world: SeededWorld;
  let managerA: string;
  let managerB: string;
  beforeAll(async () => {
    ({ t, world, managerA, managerB } = await openSignedInWorld(kind));
  });
  afterAll(() => t.close());

  /** The audit lines of a participant's submitted surveys. */
  const submitLines = (participantId: string) =>
    t.app.ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.target, participantId), eq(auditLog.action, 'survey.submit')));

  it('creates a new four-digit PID in the manager’s own center', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/register',
      headers: bearer(managerA),
      payload: { role: 'deidentified', center: world.centerA.id, director: world.directorX.id },
    });
    expect(res.statusCode).toBe(201);
    const data = res.json().data;
    expect(data).toMatchObject({
      surveyCount: 0,
      surveyToken: null,
      center: world.centerA.id,
      director: world.directorX.id,
      role: 'deidentified',
    });
    expect(data.pid).toBeGreaterThanOrEqual(1000);
    expect(data.pid).toBeLessThanOrEqual(9999);
  });

  it('refuses PIDs from anyone but a manager, and in another center', async () => {
    const body = { role: 'deidentified' };
    expect((await t.app.inject({ method: 'POST', url: '/api/v1/auth/register', payload: body })).statusCode).toBe(401);
    const director = await loginDirector(t.app, world.directorX.email, world.directorX.password);
    const admin = await loginAdmin(t.app);
    for (const token of [director, admin]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v1/auth/register',
        headers: bearer(token),
        payload: body,
      });
      expect(res.statusCode).toBe(403);
    }
    const elsewhere = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/register',
      headers: bearer(managerA),
      payload: { role: 'deidentified', center: world.centerB.id },
    });
    expect(elsewhere.statusCode).toBe(400);
  });

  it('makes a 48-hour link only for the participant’s own manager', async () => {
    const participant = await createPid(t.app, managerA);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/v1/auth/survey/${participant.id}`,
      headers: bearer(managerA),
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(Date.parse(res.json().expiresAt)).toBe(t.clock.now().getTime() + 48 * HOUR);

    const other = await t.app.inject({
      method: 'POST',
      url: `/api/v1/auth/survey/${participant.id}`,
      headers: bearer(managerB),
    });
    expect(other.statusCode).toBe(404);
    expect(other.body).not.toContain(String(participant.pid));
    const director = await loginDirector(t.app, world.directorX.email, world.directorX.password);
    const byDirector = await t.app.inject({
      method: 'POST',
      url: `/api/v1/auth/survey/${participant.id}`,
      headers: bearer(director),
    });
    expect(byDirector.statusCode).toBe(403);
    expect((await t.app.inject({ method: 'POST', url: `/api/v1/auth/survey/${participant.id}` })).statusCode).toBe(401);
  });

  it('shows the participant only what the page needs, then records the survey once', async () => {
    const participant = await createPid(t.app, managerA);
    const token = await openLink(t.app, managerA, participant.id);

    const info = await t.app.inject({ url: `/api/v1/users/surveys/${token}` });
    expect(info.statusCode).toBe(200);
    expect(info.json().data).toMatchObject({
      center: { id: world.centerA.id, name: 'Harbor Center', consentRegion: 'general' },
      surveyCount: 0,
    });
    expect(info.body).not.toContain(participant.id);
    expect(info.body).not.toContain(String(participant.pid));

    // The client claims survey 7; the server records surveyCount + 1.
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/v1/surveys/${token}`,
      payload: { answers: BEST_ANSWERS, consented: true, surveyNo: 7, language: 'vi' },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ success: true, data: { surveyNo: 1 } });

    const stored = await t.app.ctx.db.select().from(surveys).where(eq(surveys.participantId, participant.id));
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({
      surveyNo: 1,
      answers: BEST_ANSWERS,
      scores: scoreAnswers(BEST_ANSWERS).display,
      consented: true,
      language: 'vi',
      scoringVersion: 'rand36-v1',
    });
    const [row] = await t.app.ctx.db.select().from(participants).where(eq(participants.id, participant.id));
    expect(row).toMatchObject({ surveyCount: 1, surveyToken: null, surveyTokenExpiresAt: null });

    // The link opens nothing now; answers sent through it again are dealt with below.
    expect((await t.app.inject({ url: `/api/v1/users/surveys/${token}` })).statusCode).toBe(404);

    // A new link for the next survey: number 2, consent not given is stored as such.
    const second = await openLink(t.app, managerA, participant.id);
    const res2 = await submit(t.app, second, WORST_ANSWERS, false);
    expect(res2.json().data).toEqual({ surveyNo: 2 });
    const all = await t.app.ctx.db.select().from(surveys).where(eq(surveys.participantId, participant.id));
    expect(all.find((s) => s.surveyNo === 2)).toMatchObject({ consented: false, scores: [1, 1, 1, 1, 1, 1, 1, 1] });

    // Each survey has its audit line, naming the record and no address.
    const lines = await submitLines(participant.id);
    expect(lines.map(({ actorId, ip, detail }) => ({ actorId, ip, detail }))).toEqual([
      { actorId: null, ip: null, detail: { surveyNo: 1, consented: true } },
      { actorId: null, ip: null, detail: { surveyNo: 2, consented: false } },
    ]);
  });

  it('tells answers sent again through their used link that they arrived, storing nothing, for 48 hours', async () => {
    // The phone's first sending reached the server, but the answer never reached the phone: it
    // sends the same answers again. A plain "link not valid" would have the participant ask for a
    // new link and answer again, a second survey that would pass for the follow-up.
    const participant = await createPid(t.app, managerA);
    const token = await openLink(t.app, managerA, participant.id);
    expect((await submit(t.app, token, BEST_ANSWERS)).statusCode).toBe(201);
    t.clock.advance(60_000);
    const again = await submit(t.app, token, BEST_ANSWERS);
    // Still a used link (decisions.md: 404), which says the answers arrived.
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({
      success: false,
      code: 'ALREADY_RECEIVED',
      error: 'The answers sent through this link have already been received.',
    });
    // Other answers through that link change nothing either: what was stored stays.
    const other = await submit(t.app, token, WORST_ANSWERS, false);
    expect(other.json().code).toBe('ALREADY_RECEIVED');
    const stored = await t.app.ctx.db.select().from(surveys).where(eq(surveys.participantId, participant.id));
    expect(stored.map((s) => ({ surveyNo: s.surveyNo, answers: s.answers, consented: s.consented }))).toEqual([
      { surveyNo: 1, answers: BEST_ANSWERS, consented: true },
    ]);
    const [row] = await t.app.ctx.db.select().from(participants).where(eq(participants.id, participant.id));
    expect(row?.surveyCount).toBe(1);
    expect(await submitLines(participant.id)).toHaveLength(1);
    // The link is kept only as its hash: the link itself is nowhere in the row.
    expect(JSON.stringify(stored)).not.toContain(token);
    // Still invalid answers get their 400, as on an open link.
    expect((await submit(t.app, token, BEST_ANSWERS.slice(1))).statusCode).toBe(400);

    // A second survey through a new link is number 2; the first link still says its answers arrived.
    const second = await openLink(t.app, managerA, participant.id);
    expect((await submit(t.app, second, WORST_ANSWERS)).json().data).toEqual({ surveyNo: 2 });
    expect((await submit(t.app, token, BEST_ANSWERS)).json().code).toBe('ALREADY_RECEIVED');

    // For as long as a link is open for, counted from the survey: then it is a used link like any other.
    t.clock.advance(48 * HOUR - 60_000 - 1);
    expect((await submit(t.app, token, BEST_ANSWERS)).json().code).toBe('ALREADY_RECEIVED');
    t.clock.advance(1);
    const late = await submit(t.app, token, BEST_ANSWERS);
    expect(late.statusCode).toBe(404);
    expect(late.json()).toMatchObject({ code: 'NOT_FOUND', error: expect.stringContaining('not valid') });
    // Two days passed: the staff sessions idled out.
    managerA = await loginManager(t.app, world.centerA.name, world.centerA.password);
    managerB = await loginManager(t.app, world.centerB.name, world.centerB.password);
  });

  it('tells a used link opened again that its answers arrived, for 48 hours, and nothing more', async () => {
    // The participant submitted, then taps the message's link again (a new tab, another browser):
    // "not valid, ask for a new link" would have them answer a second survey, the false follow-up.
    const participant = await createPid(t.app, managerA);
    const token = await openLink(t.app, managerA, participant.id);
    const answers = WORST_ANSWERS.map((v, i) => (i % 2 === 0 ? v : BEST_ANSWERS[i]!));
    expect((await submit(t.app, token, answers)).statusCode).toBe(201);
    const open = (link: string) => t.app.inject({ url: `/api/v1/users/surveys/${link}` });

    t.clock.advance(60_000);
    const opened = await open(token);
    // Still a used link (decisions.md: 404), which says the answers arrived, and only that.
    expect(opened.statusCode).toBe(404);
    expect(opened.json()).toEqual({
      success: false,
      code: 'ALREADY_RECEIVED',
      error: 'The answers sent through this link have already been received.',
    });
    for (const secret of [participant.id, String(participant.pid), world.centerA.id, world.centerA.name]) {
      expect(opened.body).not.toContain(secret);
    }
    expect(opened.body).not.toContain(JSON.stringify(answers).slice(1, -1));

    // Nobody else learns anything: a made-up link, and a link replaced before it was used, are
    // not valid as before; nor does a new link's survey make its replaced one say received.
    const plain = { success: false, code: 'NOT_FOUND', error: LINK_NOT_VALID };
    expect((await open('M'.repeat(43))).json()).toEqual(plain);
    const replaced = await openLink(t.app, managerA, participant.id);
    const current = await openLink(t.app, managerA, participant.id);
    expect((await open(replaced)).json()).toEqual(plain);
    expect((await submit(t.app, current, BEST_ANSWERS)).statusCode).toBe(201);
    expect((await open(replaced)).json()).toEqual(plain);
    // Each used link says so of itself.
    expect((await open(current)).json().code).toBe('ALREADY_RECEIVED');
    expect((await open(token)).json().code).toBe('ALREADY_RECEIVED');

    // An expired link stays expired (410), whatever surveys its participant has.
    const expiring = await openLink(t.app, managerA, participant.id);

    // For as long as a link is open for, counted from the survey: then it is a used link like any other.
    t.clock.advance(48 * HOUR - 60_000 - 1);
    expect((await open(token)).json().code).toBe('ALREADY_RECEIVED');
    t.clock.advance(1);
    const late = await open(token);
    expect(late.statusCode).toBe(404);
    expect(late.json()).toEqual(plain);
    t.clock.advance(60_000);
    const expired = await open(expiring);
    expect(expired.statusCode).toBe(410);
    expect(expired.json()).toMatchObject({ code: 'GONE', error: LINK_EXPIRED });
    // Two days passed: the staff sessions idled out.
    managerA = await loginManager(t.app, world.centerA.name, world.centerA.password);
    managerB = await loginManager(t.app, world.centerB.name, world.centerB.password);
  });

  it('opens an open link by its own SELECT alone: only a link that opens nothing looks for its survey', async () => {
    // Opening a link is a benchmarked hot path (docs/benchmarks.md); the survey hashes are read
    // only for a link that opens nothing. Out of reach for a moment, they hold no open link back.
    const participant = await createPid(t.app, managerA);
    const token = await openLink(t.app, managerA, participant.id);
    const rename = (from: string, to: string) =>
      t.app.ctx.db.execute(sql.raw(`ALTER TABLE surveys RENAME COLUMN ${from} TO ${to}`));
    await rename('link_token_hash', 'link_token_hash_away');
    try {
      expect((await t.app.inject({ url: `/api/v1/users/surveys/${token}` })).statusCode).toBe(200);
      // The lookup that was left out, where it belongs.
      expect((await t.app.inject({ url: `/api/v1/users/surveys/${'N'.repeat(43)}` })).statusCode).toBe(500);
    } finally {
      await rename('link_token_hash_away', 'link_token_hash');
    }
  });

  it('expires a link after 48 hours, measured on the server’s clock', async () => {
    const participant = await createPid(t.app, managerA);
    const token = await openLink(t.app, managerA, participant.id);
    t.clock.advance(48 * HOUR - 60_000);
    expect((await t.app.inject({ url: `/api/v1/users/surveys/${token}` })).statusCode).toBe(200);
    t.clock.advance(60_000);
    const expired = await t.app.inject({ url: `/api/v1/users/surveys/${token}` });
    expect(expired.statusCode).toBe(410);
    expect(expired.json().error).toContain('expired');
    expect((await submit(t.app, token, BEST_ANSWERS)).statusCode).toBe(410);
    const [row] = await t.app.ctx.db.select().from(participants).where(eq(participants.id, participant.id));
    expect(row?.surveyCount).toBe(0);
    // Two days passed: the staff sessions idled out too.
    managerA = await loginManager(t.app, world.centerA.name, world.centerA.password);
    managerB = await loginManager(t.app, world.centerB.name, world.centerB.password);
  });

  it('replaces an open link when a new one is made', async () => {
    const participant = await createPid(t.app, managerA);
    const first = await openLink(t.app, managerA, participant.id);
    const second = await openLink(t.app, managerA, participant.id);
    expect(second).not.toBe(first);
    expect((await t.app.inject({ url: `/api/v1/users/surveys/${first}` })).statusCode).toBe(404);
    expect((await submit(t.app, second, BEST_ANSWERS)).statusCode).toBe(201);
  });

  it('refuses every kind of bad answer with a 400 naming the item, and keeps the link open', async () => {
    const participant = await createPid(t.app, managerA);
    const token = await openLink(t.app, managerA, participant.id);
    const cases: [unknown, RegExp][] = [
      [BEST_ANSWERS.slice(0, 35), /Expected 36 answers, got 35/],
      [[...BEST_ANSWERS, 100], /Expected 36 answers, got 37/],
      [BEST_ANSWERS.map((v, i) => (i === 13 ? 50 : v)), /item 14/],
      [BEST_ANSWERS.map((v, i) => (i === 2 ? 30 : v)), /item 3/],
      [BEST_ANSWERS.map((v, i) => (i === 0 ? -25 : v)), /item 1\b/],
      [BEST_ANSWERS.map((v, i) => (i === 35 ? '100' : v)), /answers/],
      [BEST_ANSWERS.map((v, i) => (i === 5 ? null : v)), /answers/],
      ['all good', /answers/],
      // A flood of answers is refused by the body's shape, before any is read.
      [Array(101).fill(100), /^Invalid body: answers: must have at most 100 items$/],
    ];
    for (const [answers, message] of cases) {
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/v1/surveys/${token}`,
        payload: { answers, consented: true },
      });
      expect(res.statusCode, JSON.stringify(answers)).toBe(400);
      expect(res.json().error).toMatch(message);
    }
    const missingConsent = await t.app.inject({
      method: 'POST',
      url: `/api/v1/surveys/${token}`,
      payload: { answers: BEST_ANSWERS },
    });
    expect(missingConsent.statusCode).toBe(400);
    expect(missingConsent.json().error).toContain('consented');
    expect((await t.app.inject({ url: `/api/v1/users/surveys/${token}` })).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/v1/users/surveys/not-a-token' })).statusCode).toBe(400);
  });

  it('lets exactly one of fifty concurrent submits of one link succeed', async () => {
    const participant = await createPid(t.app, managerA);
    const token = await openLink(t.app, managerA, participant.id);
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) => submit(t.app, token, BEST_ANSWERS, true, `192.0.2.${i + 1}`)),
    );
    const statuses = results.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    // The others were refused: before the winner was stored, or told that it was (ALREADY_RECEIVED).
    expect(statuses.filter((s) => s !== 201).every((s) => s === 404)).toBe(true);
    const stored = await t.app.ctx.db.select().from(surveys).where(eq(surveys.participantId, participant.id));
    expect(stored).toHaveLength(1);
    const [row] = await t.app.ctx.db.select().from(participants).where(eq(participants.id, participant.id));
    expect(row?.surveyCount).toBe(1);
    const lines = await submitLines(participant.id);
    expect(lines).toHaveLength(1);
  });

  it('stores no survey, and keeps the link open, when its audit line cannot be written', async () => {
    const participant = await createPid(t.app, managerA);
    const token = await openLink(t.app, managerA, participant.id);
    const refused = await whileRefusing(t.app.ctx.db, auditLineRefused('survey.submit'), () =>
      submit(t.app, token, BEST_ANSWERS),
    );
    expect(refused.statusCode).toBe(500);
    expect(await t.app.ctx.db.select().from(surveys).where(eq(surveys.participantId, participant.id))).toEqual([]);
    const [row] = await t.app.ctx.db.select().from(participants).where(eq(participants.id, participant.id));
    expect(row?.surveyCount).toBe(0);
    expect((await t.app.inject({ url: `/api/v1/users/surveys/${token}` })).statusCode).toBe(200);

    // Once the database works again, the participant's same link records the survey, with its line.
    expect((await submit(t.app, token, BEST_ANSWERS)).statusCode).toBe(201);
    const lines = await submitLines(participant.id);
    expect(lines).toHaveLength(1);
  });

  it('counts bad survey links per address, and still opens a real one from there', async () => {
    const from = '198.51.100.77';
    const guessFrom = (address: string, i = 0) =>
      t.app.inject({ url: `/api/v1/users/surveys/${String(i).padStart(43, 'G')}`, remoteAddress: address });
    const guess = (i: number) => guessFrom(from, i);
    for (let i = 0; i < 30; i++) expect((await guess(i)).statusCode).toBe(404);
    const refused = await guess(99);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
    expect((await submit(t.app, 'H'.repeat(43), BEST_ANSWERS, true, from)).statusCode).toBe(429);

    // Phones behind a carrier's NAT and a clinic's tablets share an address: a working link
    // opens and submits from it all the same.
    const participant = await createPid(t.app, managerA);
    const token = await openLink(t.app, managerA, participant.id);
    expect((await t.app.inject({ url: `/api/v1/users/surveys/${token}`, remoteAddress: from })).statusCode).toBe(200);
    expect((await submit(t.app, token, BEST_ANSWERS, true, from)).statusCode).toBe(201);
    // Sent again or opened again, it is no bad link: its holder is told the answers arrived, past
    // the limit as before it, however often.
    expect((await submit(t.app, token, BEST_ANSWERS, true, from)).json().code).toBe('ALREADY_RECEIVED');
    for (let i = 0; i < 3; i++) {
      const opened = await t.app.inject({ url: `/api/v1/users/surveys/${token}`, remoteAddress: from });
      expect(opened.json().code).toBe('ALREADY_RECEIVED');
    }
    // Received answers from a fresh address add no count there either.
    const fresh = '198.51.100.79';
    for (let i = 0; i < 40; i++) {
      const opened = await t.app.inject({ url: `/api/v1/users/surveys/${token}`, remoteAddress: fresh });
      expect(opened.json().code).toBe('ALREADY_RECEIVED');
    }
    expect((await guessFrom(fresh)).statusCode).toBe(404);
    // Anything else that opens nothing is still refused past the limit.
    expect((await guess(100)).statusCode).toBe(429);
    // Another address is not affected.
    const elsewhere = await t.app.inject({
      url: `/api/v1/users/surveys/${'J'.repeat(43)}`,
      remoteAddress: '198.51.100.78',
    });
    expect(elsewhere.statusCode).toBe(404);
  });
});
