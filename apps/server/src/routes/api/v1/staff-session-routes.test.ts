import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, buildTestApp, DATABASES, type TestApp } from '../../../../test/build-test-app.ts';
import { auditLog } from '../../../db/schema/index.ts';
import { SESSIONS_CANNOT_END, whileRefusing } from '../../../../test/failing-statements.ts';
import {
  bearer,
  loginAdmin,
  loginDirector,
  loginManager,
  seedWorld,
  type SeededWorld,
} from '../../../../test/fixtures.ts';

describe.each(DATABASES)('password change on %s', (kind) => {
  let t: TestApp;
  let world: SeededWorld;
  beforeAll(async () => {
    t = await buildTestApp(kind);
    world = await seedWorld(t.app);
  });
  afterAll(() => t.close());

  const put = (url: string, token: string | null, payload: object) =>
    t.app.inject({ method: 'PUT', url, headers: token ? bearer(token) : {}, payload });

  it('lets each family change only its own role’s password', async () => {
    const manager = await loginManager(t.app, world.centerA.name, world.centerA.password);
    const director = await loginDirector(t.app, world.directorX.email, world.directorX.password);
    const admin = await loginAdmin(t.app);
    const body = { currentPassword: 'whatever-it-is', newPassword: 'a-new-password' };

    expect((await put('/api/v1/auth/updatepassword', null, body)).statusCode).toBe(401);
    expect((await put('/api/v1/auth/updatepassword', director, body)).statusCode).toBe(403);
    expect((await put('/api/v1/auth/updatepassword', admin, body)).statusCode).toBe(403);
    expect((await put('/api/v1/directorAuth/updatepassword', manager, body)).statusCode).toBe(403);
    expect((await put('/api/v1/directorAuth/updatepassword', admin, body)).statusCode).toBe(403);
    expect((await put('/api/v1/adminAuth/updatepassword', manager, body)).statusCode).toBe(403);
    expect((await put('/api/v1/adminAuth/updatepassword', null, body)).statusCode).toBe(401);
  });

  it('checks the current password and the new one’s length', async () => {
    const manager = await loginManager(t.app, world.centerB.name, world.centerB.password);
    const wrong = await put('/api/v1/auth/updatepassword', manager, {
      currentPassword: 'not-it-at-all',
      newPassword: 'a-new-password',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error).toBe('Current password is incorrect');
    const short = await put('/api/v1/auth/updatepassword', manager, {
      currentPassword: world.centerB.password,
      newPassword: 'short',
    });
    expect(short.statusCode).toBe(400);
    expect(short.json().error).toContain('newPassword');
    const common = await put('/api/v1/auth/updatepassword', manager, {
      currentPassword: world.centerB.password,
      newPassword: 'Password123',
    });
    expect(common.statusCode).toBe(400);
    expect(common.json().error).toContain('too common');
    const same = await put('/api/v1/auth/updatepassword', manager, {
      currentPassword: world.centerB.password,
      newPassword: world.centerB.password,
    });
    expect(same.statusCode).toBe(400);
    expect(same.json().error).toBe('The new password must be different from the current one');
    // Refused before anything changed: the session that asked is still signed in.
    expect((await t.app.inject({ url: '/api/v1/auth/me', headers: bearer(manager) })).statusCode).toBe(200);
    // Lone surrogates would be hashed as U+FFFD: eight of them would be the password "\ufffd" x 8.
    const surrogates = await put('/api/v1/auth/updatepassword', manager, {
      currentPassword: world.centerB.password,
      newPassword: '\ud800'.repeat(8),
    });
    expect(surrogates.json()).toEqual({
      success: false,
      error: 'Invalid body: newPassword: Password must be whole Unicode text, with no lone surrogate',
      code: 'BAD_REQUEST',
    });
    await expect(loginManager(t.app, world.centerB.name, '\ufffd'.repeat(8))).rejects.toThrow(/401/);
  });

  it('changes the password, signs out other sessions and keeps this one', async () => {
    const here = await loginDirector(t.app, world.directorY.email, world.directorY.password);
    const elsewhere = await loginDirector(t.app, world.directorY.email, world.directorY.password);
    const res = await put('/api/v1/directorAuth/updatepassword', here, {
      currentPassword: world.directorY.password,
      newPassword: 'brand-new-director-pass',
    });
    expect(res.json()).toEqual({ success: true });
    expect((await t.app.inject({ url: '/api/v1/directorAuth/me', headers: bearer(here) })).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/v1/directorAuth/me', headers: bearer(elsewhere) })).statusCode).toBe(401);
    const old = await t.app.inject({
      method: 'POST',
      url: '/api/v1/directorAuth/login',
      payload: { email: world.directorY.email, password: world.directorY.password },
    });
    expect(old.statusCode).toBe(401);
    await loginDirector(t.app, world.directorY.email, 'brand-new-director-pass');
  });

  it('changes nothing when the other sessions cannot be ended', async () => {
    const here = await loginAdmin(t.app);
    const elsewhere = await loginAdmin(t.app);
    const change = { currentPassword: ADMIN.password, newPassword: 'admin-changed-password' };
    const changesAudited = async () =>
      (await t.app.ctx.db.select().from(auditLog).where(eq(auditLog.action, 'password.change'))).length;
    const auditsBefore = await changesAudited();
    const failed = await whileRefusing(t.app.ctx.db, SESSIONS_CANNOT_END, () =>
      put('/api/v1/adminAuth/updatepassword', here, change),
    );
    expect(failed.statusCode).toBe(500);
    // Not half done: the old password still signs in, the other session still works, and no
    // audit line records a change.
    expect((await t.app.inject({ url: '/api/v1/adminAuth/me', headers: bearer(elsewhere) })).statusCode).toBe(200);
    await loginAdmin(t.app);
    expect(await changesAudited()).toBe(auditsBefore);
  });

  it('throttles wrong current passwords, so a session left open cannot be used to guess the password', async () => {
    const session = await loginDirector(t.app, world.directorX.email, world.directorX.password);
    const change = (currentPassword: string) =>
      put('/api/v1/directorAuth/updatepassword', session, { currentPassword, newPassword: 'director-x-next-pass' });
    for (let i = 0; i < 10; i++) expect((await change(`guess-${i}`)).statusCode).toBe(400);
    const refused = await change(world.directorX.password);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Once the window has passed, the right password works again.
    t.clock.advance(15 * 60_000 + 1000);
    expect((await change(world.directorX.password)).json()).toEqual({ success: true });
  });

  it('counts wrong current passwords per session: a guesser does not lock the holder out of changing it', async () => {
    const guesser = await loginManager(t.app, world.centerA.name, world.centerA.password);
    const guess = (currentPassword: string) =>
      put('/api/v1/auth/updatepassword', guesser, { currentPassword, newPassword: 'harbor-guessed-pass' });
    for (let i = 0; i < 10; i++) expect((await guess(`guess-${i}`)).statusCode).toBe(400);
    expect((await guess(world.centerA.password)).statusCode).toBe(429);

    const holder = await loginManager(t.app, world.centerA.name, world.centerA.password);
    const changed = await put('/api/v1/auth/updatepassword', holder, {
      currentPassword: world.centerA.password,
      newPassword: 'harbor-center-next-pass',
    });
    expect(changed.json()).toEqual({ success: true });
    // The change ends the guesser's session.
    expect((await t.app.inject({ url: '/api/v1/auth/me', headers: bearer(guesser) })).statusCode).toBe(401);
  });
});
