import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, buildTestApp, DATABASES, type TestApp } from '../../test/build-test-app.ts';
import { REFUSED_BY_TRIGGER, SESSIONS_CANNOT_END, whileRefusing } from '../../test/failing-statements.ts';
import { bearer, loginAdmin, loginDirector, loginManager, seedWorld, type SeededWorld } from '../../test/fixtures.ts';
import { auditLog, staffAccounts } from '../db/schema/index.ts';
import { type Account, findAccountByEmail, findAccountById } from './accounts.ts';
import { registerManager } from './register-manager.ts';

describe.each(DATABASES)('registerManager on %s', (kind) => {
  let t: TestApp;
  let world: SeededWorld;
  let admin: Account;
  let directorX: Account;
  let directorY: Account;
  let managerA: Account;
  const account = async (id: string): Promise<Account> => {
    const found = await findAccountById(t.app.ctx.db, id);
    if (!found) throw new Error(`no account ${id}`);
    const { passwordHash: _omit, ...rest } = found;
    return rest;
  };
  beforeAll(async () => {
    t = await buildTestApp(kind);
    world = await seedWorld(t.app);
    admin = (await findAccountByEmail(t.app.ctx.db, ADMIN.email))!;
    directorX = await account(world.directorX.id);
    directorY = await account(world.directorY.id);
    managerA = await account(world.centerA.managerId);
  });
  afterAll(() => t.close());

  const person = (extra: Partial<{ fname: string; lname: string; email: string; password: string }> = {}) => ({
    center: world.centerA.id,
    fname: 'Maria',
    lname: 'Lopez',
    email: 'Maria.Lopez@Example.org',
    password: 'maria-password',
    ...extra,
  });

  it('attaches a named person to the center’s manager account, sets its password and ends old sessions', async () => {
    const oldSession = await loginManager(t.app, world.centerA.name, world.centerA.password);
    const result = await registerManager(t.app.ctx, directorX, person(), '10.1.1.1');
    expect(result).toEqual({ id: world.centerA.managerId });

    const [row] = await t.app.ctx.db.select().from(staffAccounts).where(eq(staffAccounts.id, result.id));
    expect(row).toMatchObject({ firstName: 'Maria', lastName: 'Lopez', email: 'maria.lopez@example.org' });
    // The center name stays the username and the display name.
    const newSession = await loginManager(t.app, world.centerA.name, 'maria-password');
    const me = await t.app.inject({ url: '/api/v1/auth/me', headers: bearer(newSession) });
    expect(me.json().data).toMatchObject({ name: 'Harbor Center', email: 'maria.lopez@example.org' });
    expect((await t.app.inject({ url: '/api/v1/auth/me', headers: bearer(oldSession) })).statusCode).toBe(401);
    await expect(loginManager(t.app, world.centerA.name, world.centerA.password)).rejects.toThrow(/401/);

    const audits = await t.app.ctx.db.select().from(auditLog).where(eq(auditLog.action, 'manager.register'));
    expect(audits).toContainEqual(
      expect.objectContaining({ actorId: directorX.id, target: result.id, ip: '10.1.1.1' }),
    );
    expect(JSON.stringify(audits)).not.toContain('maria-password');
  });

  it('changes nothing when the old holder’s sessions cannot be ended: the account stays theirs', async () => {
    const first = person({ email: 'first.holder@example.org', password: 'first-holder-pass' });
    await registerManager(t.app.ctx, directorX, first, '10.1.1.3');
    const held = await loginManager(t.app, world.centerA.name, 'first-holder-pass');
    const audited = async () =>
      (await t.app.ctx.db.select().from(auditLog).where(eq(auditLog.action, 'manager.register'))).length;
    const auditsBefore = await audited();

    const second = person({ email: 'second.holder@example.org', password: 'second-holder-pass' });
    await expect(
      whileRefusing(t.app.ctx.db, SESSIONS_CANNOT_END, () => registerManager(t.app.ctx, directorX, second, '10.1.1.3')),
    ).rejects.toMatchObject({ cause: { message: REFUSED_BY_TRIGGER } });

    // Not half done: the old holder is still signed in, with the old password and e-mail, and no
    // audit line claims a hand-over that did not happen.
    const me = await t.app.inject({ url: '/api/v1/auth/me', headers: bearer(held) });
    expect(me.json().data).toMatchObject({ email: 'first.holder@example.org' });
    await expect(loginManager(t.app, world.centerA.name, 'second-holder-pass')).rejects.toThrow(/401/);
    expect(await audited()).toBe(auditsBefore);

    // Tried again once the database works, the hand-over happens whole.
    await registerManager(t.app.ctx, directorX, second, '10.1.1.3');
    expect((await t.app.inject({ url: '/api/v1/auth/me', headers: bearer(held) })).statusCode).toBe(401);
  });

  it('refuses the admin: only the center’s director registers its manager (decisions.md)', async () => {
    // Else the admin, who sees consented surveys only, could sign in as the center and read the rest.
    const taking = { ...person({ email: 'ridge.manager@example.org' }), center: world.centerB.id };
    await expect(registerManager(t.app.ctx, admin, taking, '10.1.1.2')).rejects.toMatchObject({
      statusCode: 403,
      message: 'Only the center’s director registers its manager',
    });
    await expect(loginManager(t.app, world.centerB.name, world.centerB.password)).resolves.toEqual(expect.any(String));
  });

  it('refuses another region’s director and managers with Forbidden, unknown centers with NotFound', async () => {
    await expect(registerManager(t.app.ctx, directorY, person({ email: 'y@example.org' }), 'ip')).rejects.toMatchObject(
      {
        statusCode: 403,
      },
    );
    await expect(registerManager(t.app.ctx, managerA, person({ email: 'm@example.org' }), 'ip')).rejects.toMatchObject({
      statusCode: 403,
    });
    const unknown = { ...person(), center: '00000000-0000-4000-8000-000000000000' };
    await expect(registerManager(t.app.ctx, directorX, unknown, 'ip')).rejects.toMatchObject({ statusCode: 404 });
    await expect(
      registerManager(t.app.ctx, directorX, { ...person(), center: "1' or 1=1" }, 'ip'),
    ).rejects.toMatchObject({
      statusCode: 404,
    });
  });

  it('refuses an e-mail another account already has, in any case, with Conflict', async () => {
    await expect(
      registerManager(t.app.ctx, directorX, person({ email: world.directorY.email.toUpperCase() }), 'ip'),
    ).rejects.toMatchObject({ statusCode: 409, message: 'A user with that email already exists' });
  });

  it('checks names, e-mail and the server’s password minimum', async () => {
    await expect(registerManager(t.app.ctx, directorX, person({ fname: '  ' }), 'ip')).rejects.toMatchObject({
      statusCode: 400,
    });
    for (const email of ['nope', 'jane,smith@example.org', 'jane (clinic)@example.org']) {
      await expect(registerManager(t.app.ctx, directorX, person({ email }), 'ip'), email).rejects.toMatchObject({
        statusCode: 400,
        message: 'Invalid email',
      });
    }
    await expect(registerManager(t.app.ctx, directorX, person({ password: 'short' }), 'ip')).rejects.toMatchObject({
      statusCode: 400,
    });
    await expect(registerManager(t.app.ctx, directorX, person({ password: 'qwertyuiop' }), 'ip')).rejects.toMatchObject(
      { statusCode: 400 },
    );
  });
});

describe.each(DATABASES)('POST /api/v1/auth/register with role manager on %s', (kind) => {
  let t: TestApp;
  let world: SeededWorld;
  beforeAll(async () => {
    t = await buildTestApp(kind);
    world = await seedWorld(t.app);
  });
  afterAll(() => t.close());

  const register = (token: string | null, payload: object) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/register',
      headers: token ? bearer(token) : {},
      payload: { role: 'manager', fname: 'Ana', lname: 'Silva', password: 'ana-password', ...payload },
    });

  it('lets the center’s director register its manager, e-mail lower-cased', async () => {
    const director = await loginDirector(t.app, world.directorX.email, world.directorX.password);
    const res = await register(director, { center: world.centerA.id, email: 'Ana.Silva@Example.org' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ success: true, data: { id: world.centerA.managerId } });
    const manager = await loginManager(t.app, world.centerA.name, 'ana-password');
    const me = await t.app.inject({ url: '/api/v1/auth/me', headers: bearer(manager) });
    expect(me.json().data.email).toBe('ana.silva@example.org');
  });

  it('refuses anonymous callers, managers, another region’s director and the admin', async () => {
    const body = { center: world.centerB.id, email: 'ridge@example.org' };
    expect((await register(null, body)).statusCode).toBe(401);
    const managerB = await loginManager(t.app, world.centerB.name, world.centerB.password);
    expect((await register(managerB, body)).statusCode).toBe(403);
    const directorX = await loginDirector(t.app, world.directorX.email, world.directorX.password);
    expect((await register(directorX, body)).statusCode).toBe(403);
    expect((await register(await loginAdmin(t.app), body)).statusCode).toBe(403);
    // Center B's password still works: nothing changed.
    await expect(loginManager(t.app, world.centerB.name, world.centerB.password)).resolves.toEqual(expect.any(String));
  });

  it('answers a taken e-mail with 409 and a bad one with 400', async () => {
    const directorY = await loginDirector(t.app, world.directorY.email, world.directorY.password);
    const taken = await register(directorY, { center: world.centerB.id, email: world.directorX.email });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error).toBe('A user with that email already exists');
    const bad = await register(directorY, { center: world.centerB.id, email: 'not-an-email' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toContain('email');
  });
});
