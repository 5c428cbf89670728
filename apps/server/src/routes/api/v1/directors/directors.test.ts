import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, DATABASES, type TestApp } from '../../../../../test/build-test-app.ts';
import {
  bearer,
  loginAdmin,
  loginDirector,
  loginManager,
  seedWorld,
  type SeededWorld,
} from '../../../../../test/fixtures.ts';
import { auditLog } from '../../../../db/schema/index.ts';
import { createCenter, createDirector } from '../../../../domain/registration.ts';
import { auditLineRefused, whileRefusing } from '../../../../../test/failing-statements.ts';

describe.each(DATABASES)('directors API on %s', (kind) => {
  let t: TestApp;
  let world: SeededWorld;
  let admin: string;
  beforeAll(async () => {
    t = await buildTestApp(kind);
    world = await seedWorld(t.app);
    admin = await loginAdmin(t.app);
  });
  afterAll(() => t.close());

  const inject = (options: InjectOptions) => t.app.inject(options);
  const register = (token: string | null, payload: object) =>
    inject({ method: 'POST', url: '/api/v1/directors', headers: token ? bearer(token) : {}, payload });

  it('lets the admin register a director, who can then sign in at the director login', async () => {
    const res = await register(admin, {
      name: 'Director Zelda',
      email: ' Zelda@Example.org ',
      password: 'zelda-password',
      role: 'director',
    });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toEqual({
      success: true,
      msg: 'Director created successfully',
      data: { id: expect.any(String), name: 'Director Zelda', email: 'zelda@example.org' },
    });
    expect(res.body).not.toContain('zelda-password');
    const token = await loginDirector(t.app, 'zelda@example.org', 'zelda-password');
    const me = await inject({ url: '/api/v1/directorAuth/me', headers: bearer(token) });
    expect(me.json().data).toMatchObject({ id: body.data.id, role: 'director', director: body.data.id });

    const audits = await t.app.ctx.db.select().from(auditLog);
    expect(audits.some((a) => a.action === 'director.register' && a.target === body.data.id)).toBe(true);
  });

  it('registers no director whose audit line cannot be written', async () => {
    const payload = { name: 'Director Unrecorded', email: 'unrecorded@example.org', password: 'unrecorded-pass' };
    const refused = await whileRefusing(t.app.ctx.db, auditLineRefused('director.register'), () =>
      register(admin, payload),
    );
    expect(refused.statusCode).toBe(500);
    await expect(loginDirector(t.app, payload.email, payload.password)).rejects.toThrow(/401/);
    // The same e-mail is free: once the database works, the registration goes through.
    expect((await register(admin, payload)).statusCode).toBe(201);
  });

  it('refuses anyone but the admin: anonymous 401, manager and director 403', async () => {
    const payload = { name: 'Director Nobody', email: 'nobody@example.org', password: 'nobody-password' };
    expect((await register(null, payload)).statusCode).toBe(401);
    const manager = await loginManager(t.app, world.centerA.name, world.centerA.password);
    expect((await register(manager, payload)).statusCode).toBe(403);
    const director = await loginDirector(t.app, world.directorX.email, world.directorX.password);
    const byDirector = await register(director, payload);
    expect(byDirector.statusCode).toBe(403);
    expect(byDirector.json()).toMatchObject({ success: false, code: 'FORBIDDEN' });
    // Nothing was created: the admin can still register that address.
    expect((await register(admin, payload)).statusCode).toBe(201);
  });

  it('validates with the spec messages and names the field', async () => {
    const short = await register(admin, { name: 'Shorty', email: 'a@b.c', password: 'x' });
    expect(short.statusCode).toBe(400);
    expect(short.json().error).toContain('password: Password must be longer than 7 characters');

    const name = await register(admin, { name: ' Jo   ', email: 'jo@example.org', password: 'long-enough' });
    expect(name.statusCode).toBe(400);
    expect(name.json().error).toContain('name: Name must be greater than 5 characters');

    const email = await register(admin, { name: 'Jonathan', email: 'not-an-email', password: 'long-enough' });
    expect(email.statusCode).toBe(400);
    expect(email.json().error).toContain('email: Invalid email');
    // What mail software reads as a list or a name is a slip here: a comma typed for a dot would
    // send the reset link to smith@example.org.
    for (const slip of [
      'jane,smith@example.org',
      'jane;smith@example.org',
      'Jane <jane@example.org>',
      '"jane"@example.org',
    ]) {
      const refused = await register(admin, { name: 'Jonathan', email: slip, password: 'long-enough' });
      expect(refused.statusCode, slip).toBe(400);
      expect(refused.json().error, slip).toContain('email: Invalid email');
    }

    const long = await register(admin, { name: 'J'.repeat(5000), email: 'jo@example.org', password: 'long-enough' });
    expect(long.statusCode).toBe(400);
    expect(long.json().error).toContain('name: Name must be at most 200 characters');

    const missing = await register(admin, { email: 'jo@example.org', password: 'long-enough' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error).toContain('name: You must fill out all the data');

    const wrongRole = await register(admin, {
      name: 'Jonathan',
      email: 'jo@example.org',
      password: 'long-enough',
      role: 'admin',
    });
    expect(wrongRole.statusCode).toBe(400);
    expect(wrongRole.json().error).toContain('role');

    // The form's "fill out all the data" is for a missing field only, not for one too long.
    const longPassword = await register(admin, {
      name: 'Jonathan',
      email: 'jo@example.org',
      password: 'p'.repeat(257),
    });
    expect(longPassword.json()).toMatchObject({
      success: false,
      error: 'Invalid body: password: must be at most 256 characters',
    });
  });

  it('refuses a password with a lone surrogate, which would be hashed as another password', async () => {
    const email = 'surrogate.director@example.org';
    const res = await register(admin, { name: 'Surrogate Director', email, password: '\ud800'.repeat(8) });
    expect(res.json()).toEqual({
      success: false,
      error: 'Invalid body: password: Password must be whole Unicode text, with no lone surrogate',
      code: 'BAD_REQUEST',
    });
    await expect(loginDirector(t.app, email, '\ufffd'.repeat(8))).rejects.toThrow(/401/);
  });

  it('refuses a second account with the same e-mail, whatever its case', async () => {
    const res = await register(admin, {
      name: 'Another Xavier',
      email: world.directorX.email.toUpperCase(),
      password: 'another-password',
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ success: false, error: 'A user with that email already exists' });
  });

  it('lists two directors of one name apart, by their e-mails', async () => {
    for (const email of ['pat.b@example.org', 'pat.a@example.org']) {
      const res = await register(admin, { name: 'Director Pat Lee', email, password: 'pat-lee-password' });
      expect(res.statusCode).toBe(201);
    }
    const res = await inject({ url: '/api/v1/directors/?select=name', headers: bearer(admin) });
    const pats = (res.json().data as { name: string; email: string }[]).filter((d) => d.name === 'Director Pat Lee');
    expect(pats.map((d) => d.email)).toEqual(['pat.a@example.org', 'pat.b@example.org']);
  });

  it('lists directors as id, name, e-mail, whether they are active and their centers, sorted by name, for the admin only', async () => {
    // A name that sorts first with an e-mail that sorts last: sorted by e-mail, it would come last.
    const aaron = { name: 'Director Aaron', email: 'zz.aaron@example.org', password: 'aaron-password' };
    expect((await register(admin, aaron)).statusCode).toBe(201);
    const res = await inject({ url: '/api/v1/directors/?select=name', headers: bearer(admin) });
    expect(res.statusCode).toBe(200);
    const data = res.json().data as { id: string; name: string; email: string }[];
    expect(data.map((d) => d.name)).toEqual([...data.map((d) => d.name)].sort((a, b) => a.localeCompare(b)));
    expect(data[0]).toMatchObject({ name: aaron.name, email: aaron.email });
    expect(data).toContainEqual({
      id: world.directorX.id,
      name: 'Director Xavier',
      email: world.directorX.email,
      active: true,
      centers: 1,
    });
    expect(data).toContainEqual({
      id: world.directorY.id,
      name: 'Director Yolanda',
      email: world.directorY.email,
      active: true,
      centers: 1,
    });
    for (const entry of data) expect(Object.keys(entry).sort()).toEqual(['active', 'centers', 'email', 'id', 'name']);

    expect((await inject({ url: '/api/v1/directors/?select=name' })).statusCode).toBe(401);
    const director = await loginDirector(t.app, world.directorY.email, world.directorY.password);
    expect((await inject({ url: '/api/v1/directors/?select=name', headers: bearer(director) })).statusCode).toBe(403);
    const manager = await loginManager(t.app, world.centerB.name, world.centerB.password);
    expect((await inject({ url: '/api/v1/directors', headers: bearer(manager) })).statusCode).toBe(403);
  });

  it("lists directors, and a region's centers, in alphabetical order whatever their case and accents, numbers by their value", async () => {
    // The database's own collation (C, on PGlite and on Debian's clusters) put every capital
    // before every lower-case letter and an accented initial after "Z".
    const people = ['Zoe Zamora', 'ana de la Cruz', 'Bea Castillo', 'Álvaro Benítez'];
    const ids = new Map<string, string>();
    for (const [i, name] of people.entries()) {
      ids.set(
        name,
        (await createDirector(t.app.ctx.db, { name, email: `order.${i}@example.org`, password: 'order-password' })).id,
      );
    }
    const res = await inject({ url: '/api/v1/directors/?select=name', headers: bearer(admin) });
    const listed = (res.json().data as { name: string }[]).map((d) => d.name).filter((name) => people.includes(name));
    expect(listed).toEqual(['Álvaro Benítez', 'ana de la Cruz', 'Bea Castillo', 'Zoe Zamora']);

    const region = ids.get('Zoe Zamora')!;
    for (const name of ['Centro Zaragoza', 'centro de Día Norte', 'Centro Ávila', 'Centro 10', 'Centro 9']) {
      await createCenter(t.app.ctx.db, {
        name,
        password: 'center-password',
        directorId: region,
        consentRegion: 'general',
      });
    }
    // The manager login's picker and the director's and admin's center lists.
    const centers = await inject({ url: `/api/v1/centers/?select=name&director=${region}` });
    expect(centers.json().data.map((c: { name: string }) => c.name)).toEqual([
      // Numbers as numbers: "10" after "9", where the characters' order put it first.
      'Centro 9',
      'Centro 10',
      'Centro Ávila',
      'centro de Día Norte',
      'Centro Zaragoza',
    ]);
  });
});
