/** PATCH /api/v1/directors/{id}: the admin takes a director's access away and gives it back (ADR 016). */
import type { InjectOptions } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, buildTestApp, DATABASES, type TestApp } from '../../../../../test/build-test-app.ts';
import { auditLineRefused, whileRefusing } from '../../../../../test/failing-statements.ts';
import {
  bearer,
  loginAdmin,
  loginManager,
  seedWorld,
  sessionFor,
  type SeededWorld,
} from '../../../../../test/fixtures.ts';
import { resetLinkIn, startSmtpSink, type SmtpSink } from '../../../../../test/smtp-sink.ts';
import { auditLog, staffAccounts } from '../../../../db/schema/index.ts';
import { createCenter, createDirector } from '../../../../domain/registration.ts';
import { ACCOUNT_DEACTIVATED, INVALID_CREDENTIALS } from '../../../../domain/sign-in.ts';

describe.each(DATABASES)('deactivating a director on %s', (kind) => {
  let t: TestApp;
  let world: SeededWorld;
  let smtp: SmtpSink;
  let admin: string;
  let directorCount = 0;
  let address = 0;
  beforeAll(async () => {
    smtp = await startSmtpSink();
    t = await buildTestApp(kind, { SMTP_URL: smtp.url, PUBLIC_URL: 'http://romtrack.test' });
    world = await seedWorld(t.app);
    admin = await loginAdmin(t.app);
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  const inject = (options: InjectOptions) => t.app.inject(options);
  // Each request from its own address, so that no test's sign-ins are slowed by another's.
  const freshIp = () => `10.30.0.${++address}`;
  const setActive = (token: string | null, id: string, payload: object) =>
    inject({ method: 'PATCH', url: `/api/v1/directors/${id}`, headers: token ? bearer(token) : {}, payload });
  const signIn = (path: 'adminAuth' | 'directorAuth', email: string, password: string) =>
    inject({ method: 'POST', url: `/api/v1/${path}/login`, payload: { email, password }, remoteAddress: freshIp() });
  const me = (token: string) => inject({ url: '/api/v1/directorAuth/me', headers: bearer(token) });
  const forgot = (email: string) =>
    inject({
      method: 'POST',
      url: '/api/v1/adminAuth/forgotpassword',
      payload: { email, host: 'romtrack.test' },
      remoteAddress: freshIp(),
    });
  const reset = (link: string, password: string) =>
    inject({ method: 'PUT', url: `/api/v1/adminAuth/resetpassword/${link.split('/').pop()}`, payload: { password } });

  /** A director of this test's own, signed in. */
  async function newDirector() {
    const n = ++directorCount;
    const director = {
      name: `Director Leaving ${n}`,
      email: `leaving.${n}@example.org`,
      password: `leaving-pass-${n}`,
    };
    const { id } = await createDirector(t.app.ctx.db, director);
    const res = await signIn('directorAuth', director.email, director.password);
    expect(res.statusCode).toBe(200);
    return { ...director, id, token: res.json<{ token: string }>().token };
  }

  const listed = async (id: string) => {
    const res = await inject({ url: '/api/v1/directors/?select=name', headers: bearer(admin) });
    return (res.json().data as { id: string; active: boolean }[]).find((d) => d.id === id);
  };

  it('ends their sessions and reset links at once, and refuses their sign-in and resets until reactivated', async () => {
    const leaving = await newDirector();
    const atAdminLogin = (await signIn('adminAuth', leaving.email, leaving.password)).json<{ token: string }>().token;
    expect((await forgot(leaving.email)).statusCode).toBe(200);
    const earlierLink = resetLinkIn((await smtp.next(leaving.email)).read.text);

    const res = await setActive(admin, leaving.id, { active: false });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      msg: 'Director deactivated; their sessions have ended',
      data: { id: leaving.id, name: leaving.name, email: leaving.email, active: false, centers: 0 },
    });
    expect(await listed(leaving.id)).toMatchObject({ active: false });

    // Every session they held, from either login, is over.
    expect((await me(leaving.token)).statusCode).toBe(401);
    expect((await me(atAdminLogin)).statusCode).toBe(401);
    // A link mailed before no longer works.
    expect((await reset(earlierLink, 'taken-back-password')).statusCode).toBe(400);

    // The right password is told why, at both logins; a wrong one learns nothing new.
    for (const path of ['directorAuth', 'adminAuth'] as const) {
      const refused = await signIn(path, leaving.email, leaving.password);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({ success: false, error: ACCOUNT_DEACTIVATED, code: 'FORBIDDEN' });
      expect(refused.body).not.toContain('token');
    }
    const guessed = await signIn('directorAuth', leaving.email, 'not-their-password');
    expect(guessed.statusCode).toBe(401);
    expect(guessed.json()).toMatchObject({ error: INVALID_CREDENTIALS });

    // Asked for a reset link: the answer every address gets, and no mail.
    const before = smtp.received.length;
    const asked = await forgot(leaving.email);
    expect(asked.statusCode).toBe(200);
    expect(asked.json()).toEqual({ success: true });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(smtp.received.length).toBe(before);

    const lines = await t.app.ctx.db.select().from(auditLog);
    expect(lines).toContainEqual(
      expect.objectContaining({ action: 'director.deactivate', target: leaving.id, actorRole: 'admin' }),
    );
    expect(
      lines.filter(
        (l) => l.action === 'login.failure' && l.actorId === leaving.id && l.detail?.reason === 'deactivated',
      ),
    ).toHaveLength(2);

    const back = await setActive(admin, leaving.id, { active: true });
    expect(back.statusCode).toBe(200);
    expect(back.json()).toMatchObject({ msg: 'Director reactivated', data: { id: leaving.id, active: true } });
    expect(await listed(leaving.id)).toMatchObject({ active: true });
    const again = await signIn('directorAuth', leaving.email, leaving.password);
    expect(again.statusCode).toBe(200);
    expect((await me(again.json<{ token: string }>().token)).statusCode).toBe(200);
    // The sessions ended by the deactivation stay ended.
    expect((await me(leaving.token)).statusCode).toBe(401);
    expect(await t.app.ctx.db.select().from(auditLog).where(eq(auditLog.action, 'director.reactivate'))).toContainEqual(
      expect.objectContaining({ target: leaving.id }),
    );
  });

  it('refuses a session or reset link stored just after the deactivation, then and after reactivation', async () => {
    // As a sign-in or a reset request that had checked the account as the admin deactivated it
    // would leave them: the account deactivated, a session and a link stored after it.
    const leaving = await newDirector();
    expect((await forgot(leaving.email)).statusCode).toBe(200);
    const link = resetLinkIn((await smtp.next(leaving.email)).read.text);
    expect((await setActive(admin, leaving.id, { active: false })).statusCode).toBe(200);
    const racing = await sessionFor(t.app, leaving.id);
    await t.app.ctx.db.execute(sql`UPDATE password_reset_tokens SET used_at = NULL WHERE account_id = ${leaving.id}`);
    expect((await me(racing)).statusCode).toBe(401);
    // The link is spent and sets nothing.
    expect((await reset(link, 'taken-over-password')).statusCode).toBe(400);

    expect((await setActive(admin, leaving.id, { active: true })).statusCode).toBe(200);
    expect((await me(racing)).statusCode).toBe(401);
    expect((await signIn('directorAuth', leaving.email, 'taken-over-password')).statusCode).toBe(401);
    expect((await signIn('directorAuth', leaving.email, leaving.password)).statusCode).toBe(200);
  });

  it('refuses the session of a deactivated account that was never deleted', async () => {
    // session_account's own check (migration 0005), whatever else fails.
    const leaving = await newDirector();
    await t.app.ctx.db
      .update(staffAccounts)
      .set({ deactivatedAt: sql`now()` })
      .where(eq(staffAccounts.id, leaving.id));
    expect((await me(leaving.token)).statusCode).toBe(401);
  });

  it('keeps the first deactivation time when asked twice', async () => {
    const leaving = await newDirector();
    const deactivatedAt = async () =>
      (await t.app.ctx.db.select().from(staffAccounts).where(eq(staffAccounts.id, leaving.id)))[0]!.deactivatedAt;
    expect((await setActive(admin, leaving.id, { active: false })).statusCode).toBe(200);
    const first = await deactivatedAt();
    expect(first).toEqual(t.clock.now());
    t.clock.advance(60_000);
    expect((await setActive(admin, leaving.id, { active: false })).statusCode).toBe(200);
    expect(await deactivatedAt()).toEqual(first);
  });

  it('changes nothing when its audit line cannot be written', async () => {
    const leaving = await newDirector();
    const refused = await whileRefusing(t.app.ctx.db, auditLineRefused('director.deactivate'), () =>
      setActive(admin, leaving.id, { active: false }),
    );
    expect(refused.statusCode).toBe(500);
    expect((await me(leaving.token)).statusCode).toBe(200);
    expect(await listed(leaving.id)).toMatchObject({ active: true });
  });

  it('is the admin’s alone: not anonymous callers, not directors (themselves included), not managers', async () => {
    const leaving = await newDirector();
    const manager = await loginManager(t.app, world.centerA.name, world.centerA.password);
    const other = await newDirector();
    const cases: [string | null, number][] = [
      [null, 401],
      [leaving.token, 403],
      [other.token, 403],
      [manager, 403],
    ];
    for (const [token, status] of cases) {
      const res = await setActive(token, leaving.id, { active: false });
      expect(res.statusCode).toBe(status);
      expect(res.json()).toMatchObject({ success: false });
    }
    expect((await me(leaving.token)).statusCode).toBe(200);
    expect(await listed(leaving.id)).toMatchObject({ active: true });
  });

  it('refuses ids that are not a director’s and bodies that do not say true or false, each with its reason', async () => {
    const leaving = await newDirector();
    const adminId = (await t.app.ctx.db.select().from(staffAccounts).where(eq(staffAccounts.email, ADMIN.email)))[0]!
      .id;
    const notADirector: [string, string][] = [
      ['00000000-0000-4000-8000-000000000000', 'nobody'],
      [adminId, 'the admin'],
      [world.centerA.managerId, 'a manager'],
    ];
    for (const [id, who] of notADirector) {
      const res = await setActive(admin, id, { active: false });
      expect(res.statusCode, who).toBe(404);
      expect(res.json()).toMatchObject({ success: false, error: 'No director has that id', code: 'NOT_FOUND' });
    }
    // The admin can still sign in, and the manager too: nothing was deactivated.
    expect((await signIn('adminAuth', ADMIN.email, ADMIN.password)).statusCode).toBe(200);
    expect(await loginManager(t.app, world.centerA.name, world.centerA.password)).toEqual(expect.any(String));

    const notAnId = await setActive(admin, 'director-1', { active: false });
    expect(notAnId.statusCode).toBe(400);
    expect(notAnId.json().error).toContain('id must be a director id');

    for (const payload of [{}, { active: 'false' }, { active: 0 }, { active: false, name: 'Renamed' }, []]) {
      const res = await setActive(admin, leaving.id, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json()).toMatchObject({ success: false, code: 'BAD_REQUEST' });
    }
    expect((await setActive(admin, leaving.id, {})).json().error).toContain('active must be true or false');
    expect((await me(leaving.token)).statusCode).toBe(200);
  });

  describe('handing a director’s centers to another', () => {
    const handOver = (token: string | null, from: string, payload: object) =>
      inject({
        method: 'POST',
        url: `/api/v1/directors/${from}/hand-over`,
        headers: token ? bearer(token) : {},
        payload,
      });

    it('moves every center to the successor, who can then give each a new manager login and e-mail', async () => {
      const leaving = await newDirector();
      const successor = await newDirector();
      const n = directorCount;
      const dock = { name: `Dock Center ${n}`, password: 'dock-center-pass' };
      const mill = { name: `Mill Center ${n}`, password: 'mill-center-pass' };
      const moved = [
        await createCenter(t.app.ctx.db, { ...dock, directorId: leaving.id, consentRegion: 'general' }),
        await createCenter(t.app.ctx.db, { ...mill, directorId: leaving.id, consentRegion: 'general' }),
      ];
      expect((await setActive(admin, leaving.id, { active: false })).statusCode).toBe(200);
      expect(await listed(leaving.id)).toMatchObject({ centers: 2 });

      const res = await handOver(admin, leaving.id, { to: successor.id });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ success: true, msg: '2 centers handed over', data: { moved: 2 } });
      expect(await listed(leaving.id)).toMatchObject({ centers: 0 });
      expect(await listed(successor.id)).toMatchObject({ centers: 2 });
      const [line] = await t.app.ctx.db.select().from(auditLog).where(eq(auditLog.action, 'centers.handover'));
      expect(line).toMatchObject({ actorRole: 'admin', target: leaving.id });
      expect((line!.detail as { centers: string[] }).centers.sort()).toEqual(moved.map((c) => c.id).sort());

      // The successor registers the Dock Center's manager: the password the leaver set stops working.
      const registered = await inject({
        method: 'POST',
        url: '/api/v1/auth/register',
        headers: bearer(successor.token),
        payload: {
          role: 'manager',
          center: moved[0]!.id,
          fname: 'Nadia',
          lname: 'Okafor',
          email: `nadia.${n}@example.org`,
          password: 'dock-new-manager-pass',
        },
      });
      expect(registered.statusCode, registered.body).toBe(201);
      await expect(loginManager(t.app, dock.name, dock.password)).rejects.toThrow(/401/);
      expect(await loginManager(t.app, dock.name, 'dock-new-manager-pass')).toEqual(expect.any(String));
    });

    it('hands over to an active director other than the one handing over, and nothing else', async () => {
      const leaving = await newDirector();
      const other = await newDirector();
      await createCenter(t.app.ctx.db, {
        name: `Quay Center ${directorCount}`,
        password: 'quay-center-pass',
        directorId: leaving.id,
        consentRegion: 'general',
      });
      const inactive = await newDirector();
      expect((await setActive(admin, inactive.id, { active: false })).statusCode).toBe(200);
      const adminId = (await t.app.ctx.db.select().from(staffAccounts).where(eq(staffAccounts.email, ADMIN.email)))[0]!
        .id;
      const refusals: [object, string][] = [
        [{ to: leaving.id }, 'to: choose another director than the one handing over'],
        [{ to: inactive.id }, 'to: this director is deactivated; choose an active one'],
        [{ to: '00000000-0000-4000-8000-000000000000' }, 'to: there is no director with that id'],
        [{ to: world.centerA.managerId }, 'to: there is no director with that id'],
        [{ to: adminId }, 'to: there is no director with that id'],
        [{ to: 'director-2' }, 'to must be a director id'],
        [{}, 'to'],
        [{ to: other.id, centers: 'all' }, 'centers'],
      ];
      for (const [payload, error] of refusals) {
        const res = await handOver(admin, leaving.id, payload);
        expect(res.statusCode, JSON.stringify(payload)).toBe(400);
        expect(res.json().error, JSON.stringify(payload)).toContain(error);
        // A successor deactivated or not a director has its own code: the dialog's list was old.
        const code = /deactivated|no director/.test(error) ? 'DIRECTOR_UNAVAILABLE' : 'BAD_REQUEST';
        expect(res.json().code, JSON.stringify(payload)).toBe(code);
      }
      for (const from of ['00000000-0000-4000-8000-000000000000', adminId, world.centerA.managerId]) {
        const res = await handOver(admin, from, { to: other.id });
        expect(res.statusCode).toBe(404);
        expect(res.json()).toMatchObject({ error: 'No director has that id' });
      }
      // Not the leaver, not another director, not a manager, not anonymous.
      const manager = await loginManager(t.app, world.centerA.name, world.centerA.password);
      for (const [token, status] of [
        [null, 401],
        [leaving.token, 403],
        [other.token, 403],
        [manager, 403],
      ] as const) {
        expect((await handOver(token, leaving.id, { to: other.id })).statusCode).toBe(status);
      }
      expect(await listed(leaving.id)).toMatchObject({ centers: 1 });
      expect(await listed(other.id)).toMatchObject({ centers: 0 });
    });
  });
});
