import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, buildTestApp, DATABASES, type TestApp } from '../../../../../test/build-test-app.ts';
import {
  bearer,
  loginAdmin,
  loginDirector,
  loginManager,
  seedWorld,
  type SeededWorld,
} from '../../../../../test/fixtures.ts';

describe.each(DATABASES)('staff sign-in on %s', (kind) => {
  let t: TestApp;
  let world: SeededWorld;
  beforeAll(async () => {
    t = await buildTestApp(kind);
    world = await seedWorld(t.app);
  });
  afterAll(() => t.close());

  const inject = (options: InjectOptions) => t.app.inject(options);

  it('signs a manager in by center name and reports who they are', async () => {
    const token = await loginManager(t.app, 'harbor center', world.centerA.password);
    const me = await inject({ url: '/api/v1/auth/me', headers: bearer(token) });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toEqual({
      success: true,
      data: {
        id: world.centerA.managerId,
        name: 'Harbor Center',
        role: 'manager',
        email: null,
        center: world.centerA.id,
        director: world.directorX.id,
      },
    });
    expect(me.body).not.toContain('password');
    // The scheme's name in any case, as HTTP allows.
    for (const scheme of ['bearer', 'BEARER']) {
      const res = await inject({ url: '/api/v1/auth/me', headers: { authorization: `${scheme} ${token}` } });
      expect(res.statusCode, scheme).toBe(200);
    }
  });

  it('gives the same answer for a wrong password and an unknown center', async () => {
    const wrong = await inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { centerName: 'Harbor Center', password: 'not-the-password' },
      remoteAddress: '10.0.0.7',
    });
    const unknown = await inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { centerName: 'No Such Center', password: 'not-the-password' },
      remoteAddress: '10.0.0.7',
    });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json()).toMatchObject({ success: false, error: 'Invalid credentials' });
  });

  it('lets admins and directors in at the admin login, and only directors at the director login', async () => {
    const adminToken = await loginAdmin(t.app);
    const me = await inject({ url: '/api/v1/adminAuth/me', headers: bearer(adminToken) });
    expect(me.json()).toMatchObject({ data: { role: 'admin', email: ADMIN.email, center: null, director: null } });

    const viaAdmin = await inject({
      method: 'POST',
      url: '/api/v1/adminAuth/login',
      payload: { email: world.directorX.email, password: world.directorX.password },
    });
    expect(viaAdmin.statusCode).toBe(200);

    const adminAtDirectorLogin = await inject({
      method: 'POST',
      url: '/api/v1/directorAuth/login',
      payload: ADMIN,
      remoteAddress: '10.0.0.8',
    });
    expect(adminAtDirectorLogin.statusCode).toBe(401);
    expect(adminAtDirectorLogin.json().error).toBe('Invalid credentials');

    const directorToken = await loginDirector(t.app, world.directorX.email.toUpperCase(), world.directorX.password);
    const directorMe = await inject({ url: '/api/v1/directorAuth/me', headers: bearer(directorToken) });
    expect(directorMe.json()).toMatchObject({ data: { role: 'director', director: world.directorX.id } });
  });

  it('refuses me without a token, with a made-up token, and after logout', async () => {
    expect((await inject({ url: '/api/v1/auth/me' })).statusCode).toBe(401);
    const forged = await inject({ url: '/api/v1/auth/me', headers: bearer('A'.repeat(43)) });
    expect(forged.statusCode).toBe(401);
    expect(forged.json()).toMatchObject({ success: false, code: 'UNAUTHENTICATED' });

    const token = await loginManager(t.app, world.centerB.name, world.centerB.password);
    expect((await inject({ url: '/api/v1/auth/logout', headers: bearer(token) })).statusCode).toBe(200);
    expect((await inject({ url: '/api/v1/auth/me', headers: bearer(token) })).statusCode).toBe(401);
    expect((await inject({ url: '/api/v1/auth/logout' })).statusCode).toBe(401);
  });

  it('expires a session after the idle lifetime, and keeps a used one alive', async () => {
    const idle = await loginManager(t.app, world.centerA.name, world.centerA.password);
    const busy = await loginManager(t.app, world.centerA.name, world.centerA.password);
    t.clock.advance(11 * 3600_000);
    expect((await inject({ url: '/api/v1/auth/me', headers: bearer(busy) })).statusCode).toBe(200);
    t.clock.advance(2 * 3600_000);
    expect((await inject({ url: '/api/v1/auth/me', headers: bearer(idle) })).statusCode).toBe(401);
    expect((await inject({ url: '/api/v1/auth/me', headers: bearer(busy) })).statusCode).toBe(200);
  });

  it('ends a session 24 hours after sign-in however much it is used, and the next sign-in starts a new one', async () => {
    const kept = await loginManager(t.app, world.centerA.name, world.centerA.password);
    // Used every 11 hours: never idle for its 12 hours, so only its maximum age can end it.
    let hoursSinceSignIn = 0;
    for (const hours of [11, 22, 23.9]) {
      t.clock.advance((hours - hoursSinceSignIn) * 3600_000);
      hoursSinceSignIn = hours;
      expect((await inject({ url: '/api/v1/auth/me', headers: bearer(kept) })).statusCode, `at ${hours} h`).toBe(200);
    }
    t.clock.advance(0.1 * 3600_000);
    const ended = await inject({ url: '/api/v1/auth/me', headers: bearer(kept) });
    expect(ended.statusCode).toBe(401);
    expect(ended.json()).toMatchObject({ success: false, code: 'UNAUTHENTICATED' });

    const fresh = await loginManager(t.app, world.centerA.name, world.centerA.password);
    expect((await inject({ url: '/api/v1/auth/me', headers: bearer(fresh) })).statusCode).toBe(200);
  });

  it('answers bad bodies with a 400 that names the field, never a 500', async () => {
    const malformed = await inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"centerName": ',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({ success: false, code: 'BAD_REQUEST' });

    // Valid JSON with a "__proto__" or "constructor.prototype" key signs in: the key is dropped,
    // as any key the schema does not name is, and reaches no object's prototype.
    const credentials = JSON.stringify({ centerName: world.centerA.name, password: world.centerA.password });
    for (const extra of ['"__proto__":{"polluted":1}', '"constructor":{"prototype":{"polluted":1}}']) {
      const res = await inject({
        method: 'POST',
        url: '/api/v1/auth/login',
        headers: { 'content-type': 'application/json' },
        payload: `{${extra},${credentials.slice(1)}`,
      });
      expect(res.statusCode, extra).toBe(200);
      expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    }

    // Bytes that are not UTF-8 are refused, where they were read as U+FFFD: here a Latin-1 "é" at
    // the end of the password.
    const latin1 = await inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      headers: { 'content-type': 'application/json; charset=utf-8' },
      payload: Buffer.concat([Buffer.from(credentials.slice(0, -2)), Buffer.from([0xe9]), Buffer.from('"}')]),
    });
    expect(latin1.json()).toEqual({ success: false, error: 'Invalid body: not UTF-8 text', code: 'BAD_REQUEST' });
    // A byte-order mark before the JSON is no error.
    const bom = await inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: `\ufeff${credentials}`,
    });
    expect(bom.statusCode, bom.body).toBe(200);

    const missing = await inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { centerName: 'Harbor Center' },
    });
    expect(missing.statusCode).toBe(400);
    // Says what was expected, in English (zod's mini API has no messages of its own: zod-messages.ts).
    expect(missing.json().error).toBe('Invalid body: password: is required');
    const none = await inject({ method: 'POST', url: '/api/v1/auth/login' });
    expect(none.json().error).toBe('Invalid body: must be a JSON object');
    const nulled = await inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { centerName: null, password: 'y' },
    });
    expect(nulled.json().error).toBe('Invalid body: centerName: is required');

    const long = await inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { centerName: 'x'.repeat(201), password: 'y' },
    });
    expect(long.statusCode).toBe(400);
    expect(long.json().error).toBe('Invalid body: centerName: must be at most 200 characters');

    const wrongType = await inject({
      method: 'POST',
      url: '/api/v1/adminAuth/login',
      payload: { email: ['a@b.c'], password: 12345678 },
    });
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.json().error).toMatch(/email/);
    expect(wrongType.json().error).toMatch(/password/);

    const huge = await inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { centerName: 'x'.repeat(100_000), password: 'y' },
    });
    expect(huge.statusCode).toBe(413);
    expect(huge.json()).toMatchObject({ success: false });
  });

  // fetch() sends a string body as text/plain unless told otherwise, and curl -d and an HTML form
  // as a form: the JSON in them was refused as "must be a JSON object", or with a bare
  // "Unsupported Media Type" that did not say what to send instead.
  it('refuses a body not sent as JSON with a 415 that says to send JSON', async () => {
    const credentials = JSON.stringify({ centerName: world.centerA.name, password: world.centerA.password });
    for (const contentType of ['text/plain;charset=UTF-8', 'application/x-www-form-urlencoded', undefined]) {
      const res = await inject({
        method: 'POST',
        url: '/api/v1/auth/login',
        headers: contentType ? { 'content-type': contentType } : {},
        payload: credentials,
      });
      expect(res.statusCode, String(contentType)).toBe(415);
      expect(res.json(), String(contentType)).toEqual({
        success: false,
        error: 'Send the body as JSON, with Content-Type: application/json',
        code: 'UNSUPPORTED_MEDIA_TYPE',
      });
    }
    // The center registration takes a multipart form, and says so.
    const director = await loginDirector(t.app, world.directorX.email, world.directorX.password);
    const center = await inject({
      method: 'POST',
      url: '/api/v1/centers',
      headers: { ...bearer(director), 'content-type': 'text/plain' },
      payload: 'name=Somewhere',
    });
    expect(center.statusCode).toBe(415);
    expect(center.json()).toMatchObject({ error: 'Send the body as a multipart/form-data form' });
  });

  it('answers an unknown API route with a JSON 404', async () => {
    const res = await inject({ url: '/api/v1/no-such-thing' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
  });

  it('lists center names for the login picker and nothing more', async () => {
    const res = await inject({ url: '/api/v1/centers/?select=name' });
    expect(res.json()).toEqual({
      success: true,
      data: [
        { id: world.centerA.id, name: 'Harbor Center' },
        { id: world.centerB.id, name: 'Ridge Center' },
      ],
    });
    const byDirector = await inject({ url: `/api/v1/centers/?select=name&director=${world.directorY.id}` });
    expect(byDirector.json().data).toEqual([{ id: world.centerB.id, name: 'Ridge Center' }]);
    expect((await inject({ url: '/api/v1/centers/?director=1%27%20or%201=1' })).statusCode).toBe(400);
  });

  it('puts security headers on every answer', async () => {
    const res = await inject({ url: '/api/v1/config' });
    expect(res.json()).toEqual({
      success: true,
      data: { productName: 'ROMtrack', foundationName: 'Recovery Research Foundation' },
    });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    expect(res.headers['x-powered-by']).toBeUndefined();
  });
});
