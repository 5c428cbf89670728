import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASES, type TestApp } from '../../../../../test/build-test-app.ts';
import { bearer, loginManager, type SeededWorld, openSignedInWorld } from '../../../../../test/fixtures.ts';
import { auditLog } from '../../../../db/schema/index.ts';
import { auditLineRefused, whileRefusing } from '../../../../../test/failing-statements.ts';
import { blackPng, GIF, multipart, PNG, SVG, TWO_MB, type FilePart } from '../../../../../test/multipart.ts';
import { createDirector } from '../../../../domain/registration.ts';

const png = (filename = 'logo.png'): FilePart => ({ filename, contentType: 'image/png', bytes: PNG });

describe.each(DATABASES)('center registration and logos on %s', (kind) => {
  let t: TestApp;
  let world: SeededWorld;
  let admin: string;
  let directorX: string;
  let directorY: string;
  let managerA: string;
  let counter = 0;
  beforeAll(async () => {
    ({ t, world, admin, directorX, directorY, managerA } = await openSignedInWorld(kind));
  });
  afterAll(() => t.close());

  const uniqueName = () => `Test Center ${++counter}`;
  const post = (token: string | null, form: Pick<InjectOptions, 'payload' | 'headers'>) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/centers',
      payload: form.payload,
      headers: { ...form.headers, ...(token ? bearer(token) : {}) },
    });
  const centerFields = (extra: Record<string, string> = {}) => ({
    name: uniqueName(),
    password: 'center-password',
    role: 'manager',
    ...extra,
  });

  it('lets a director register a center in their region; its manager signs in with the center password', async () => {
    const fields = centerFields({ consentRegion: 'eu' });
    const res = await post(directorX, multipart(fields, png()));
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toEqual({ success: true, msg: 'Center created', data: { id: expect.any(String), name: fields.name } });

    const manager = await loginManager(t.app, fields.name, 'center-password');
    const me = await t.app.inject({ url: '/api/v1/auth/me', headers: bearer(manager) });
    expect(me.json().data).toMatchObject({ role: 'manager', center: body.data.id, director: world.directorX.id });
    const names = await t.app.inject({ url: `/api/v1/centers/?select=name&director=${world.directorX.id}` });
    expect(names.json().data).toContainEqual({ id: body.data.id, name: fields.name });

    const audits = await t.app.ctx.db.select().from(auditLog);
    expect(audits.some((a) => a.action === 'center.register' && a.target === body.data.id)).toBe(true);
  });

  it('registers no center whose audit line cannot be written', async () => {
    const fields = centerFields();
    const refused = await whileRefusing(t.app.ctx.db, auditLineRefused('center.register'), () =>
      post(directorX, multipart(fields, png())),
    );
    expect(refused.statusCode).toBe(500);
    await expect(loginManager(t.app, fields.name, fields.password)).rejects.toThrow(/401/);
    const names = await t.app.inject({ url: `/api/v1/centers/?select=name&director=${world.directorX.id}` });
    expect(names.json().data.map((c: { name: string }) => c.name)).not.toContain(fields.name);
    // The name is free: once the database works, the registration goes through.
    expect((await post(directorX, multipart(fields, png()))).statusCode).toBe(201);
  });

  it('lets the admin register a center for a named director, and refuses an unknown director', async () => {
    const fields = centerFields({ director: world.directorY.id });
    const res = await post(admin, multipart(fields, png()));
    expect(res.statusCode).toBe(201);
    const names = await t.app.inject({ url: `/api/v1/centers/?select=name&director=${world.directorY.id}` });
    expect(names.json().data.map((c: { name: string }) => c.name)).toContain(fields.name);

    const noDirector = await post(admin, multipart(centerFields(), png()));
    expect(noDirector.statusCode).toBe(400);
    expect(noDirector.json().error).toContain('director');
    // A manager's account id is not a director.
    const notADirector = await post(admin, multipart(centerFields({ director: world.centerA.managerId }), png()));
    expect(notADirector.statusCode).toBe(400);
  });

  it('refuses a center for a deactivated director, whose manager nobody could then register (ADR 016)', async () => {
    const { id } = await createDirector(t.app.ctx.db, {
      name: 'Director Departed',
      email: 'departed@example.org',
      password: 'departed-password',
    });
    const deactivated = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/directors/${id}`,
      headers: bearer(admin),
      payload: { active: false },
    });
    expect(deactivated.statusCode).toBe(200);
    const fields = centerFields({ director: id });
    const res = await post(admin, multipart(fields, png()));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      success: false,
      error: 'director: this director is deactivated; choose an active one',
      code: 'DIRECTOR_UNAVAILABLE',
    });
    const names = await t.app.inject({ url: '/api/v1/centers/?select=name' });
    expect(names.json().data.map((c: { name: string }) => c.name)).not.toContain(fields.name);
  });

  it('lets a director name themself as the director with their id in capitals', async () => {
    const res = await post(directorX, multipart(centerFields({ director: world.directorX.id.toUpperCase() }), png()));
    expect(res.statusCode, res.body).toBe(201);
  });

  it('refuses anonymous callers, managers, and a director registering for another director', async () => {
    expect((await post(null, multipart(centerFields(), png()))).statusCode).toBe(401);
    expect((await post(managerA, multipart(centerFields(), png()))).statusCode).toBe(403);
    const forOther = await post(directorX, multipart(centerFields({ director: world.directorY.id }), png()));
    expect(forOther.statusCode).toBe(403);
    expect(forOther.json()).toMatchObject({ success: false, code: 'FORBIDDEN' });
    // Naming oneself is fine.
    expect((await post(directorY, multipart(centerFields({ director: world.directorY.id }), png()))).statusCode).toBe(
      201,
    );
  });

  it('refuses a duplicate center name regardless of case', async () => {
    const res = await post(directorX, multipart(centerFields({ name: 'HARBOR CENTER' }), png()));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ success: false, error: 'A center with that name already exists' });
  });

  it('keeps one form of each accented name, so two look-alike spellings are one name', async () => {
    // "Café Sol" with é as one character (NFC), then with "e" and a combining acute accent (NFD).
    const composed = 'Caf\u00e9 Sol';
    const decomposed = 'Cafe\u0301 Sol';
    const first = await post(directorX, multipart(centerFields({ name: decomposed }), png()));
    expect(first.statusCode).toBe(201);
    expect(first.json().data.name).toBe(composed);
    const second = await post(directorY, multipart(centerFields({ name: composed }), png()));
    expect(second.statusCode).toBe(409);
    // The manager signs in with the name as the picker shows it, or as their keyboard types it.
    await expect(loginManager(t.app, composed, 'center-password')).resolves.toEqual(expect.any(String));
    await expect(loginManager(t.app, decomposed, 'center-password')).resolves.toEqual(expect.any(String));
  });

  it('keeps one space between words, so "Alpha  One" is the "Alpha One" it looks like', async () => {
    const first = await post(directorX, multipart(centerFields({ name: 'Alpha\u00a0 One' }), png()));
    expect(first.statusCode).toBe(201);
    expect(first.json().data.name).toBe('Alpha One');
    const second = await post(directorY, multipart(centerFields({ name: 'Alpha  One' }), png()));
    expect(second.statusCode).toBe(409);
    await expect(loginManager(t.app, 'Alpha  One', 'center-password')).resolves.toEqual(expect.any(String));
    await expect(loginManager(t.app, 'Alpha\u00a0One ', 'center-password')).resolves.toEqual(expect.any(String));
    // Tabs and line breaks are not spaces to tidy but characters no name may hold.
    const tab = await post(directorX, multipart(centerFields({ name: 'Alpha\tTwo' }), png()));
    expect(tab.statusCode).toBe(400);
  });

  it('says a name or a password is too long, not that a field is empty', async () => {
    const res = await post(directorX, multipart(centerFields({ name: 'X'.repeat(201) }), png()));
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toContain('Name must be at most 200 characters');
    const password = await post(directorX, multipart(centerFields({ password: 'p'.repeat(257) }), png()));
    expect(password.json()).toMatchObject({ success: false, error: 'password: must be at most 256 characters' });
  });

  it('validates the fields and requires the logo', async () => {
    const noLogo = await post(directorX, multipart(centerFields()));
    expect(noLogo.statusCode).toBe(400);
    expect(noLogo.json().error).toContain('You must fill out all fields');

    const emptyLogo = await post(directorX, multipart(centerFields(), { ...png(), bytes: Buffer.alloc(0) }));
    expect(emptyLogo.statusCode).toBe(400);

    const noName = await post(directorX, multipart({ password: 'center-password' }, png()));
    expect(noName.statusCode).toBe(400);
    expect(noName.json().error).toContain('name: You must fill out all fields');

    const shortPassword = await post(directorX, multipart(centerFields({ password: 'short' }), png()));
    expect(shortPassword.statusCode).toBe(400);
    expect(shortPassword.json().error).toContain('password: Password must be at least 8 characters');

    const badRegion = await post(directorX, multipart(centerFields({ consentRegion: 'mars' }), png()));
    expect(badRegion.statusCode).toBe(400);
    expect(badRegion.json().error).toContain('consentRegion');

    const wrongField = await post(directorX, multipart(centerFields(), { ...png(), field: 'avatar' }));
    expect(wrongField.statusCode).toBe(400);
  });

  it('judges the logo by its bytes, not by its name or declared type', async () => {
    const pngNamedSvg = await post(
      directorX,
      multipart(centerFields(), { filename: 'logo.svg', contentType: 'image/svg+xml', bytes: PNG }),
    );
    expect(pngNamedSvg.statusCode).toBe(201);

    const svgNamedPng = await post(
      directorX,
      multipart(centerFields(), { filename: 'logo.png', contentType: 'image/png', bytes: SVG }),
    );
    expect(svgNamedPng.statusCode).toBe(415);
    expect(svgNamedPng.json()).toMatchObject({
      success: false,
      code: 'UNSUPPORTED_MEDIA_TYPE',
      error: 'The logo must be a PNG, JPEG, WebP or GIF image',
    });

    for (const bytes of [Buffer.from('<!DOCTYPE html><p>hi'), Buffer.from('%PDF-1.4\n')]) {
      const res = await post(
        directorX,
        multipart(centerFields(), { filename: 'logo.png', contentType: 'image/png', bytes }),
      );
      expect(res.statusCode).toBe(415);
    }
  });

  // Only the first bytes were looked at: a PNG signature followed by zeros was stored as a logo
  // no screen can draw, and a PNG of a few hundred bytes declaring 60,000 × 60,000 pixels as one that every
  // manager's browser would try to unpack into gigabytes to draw a 56 px avatar.
  it('refuses a logo whose headers say no drawable size, or more than 4096 pixels a side', async () => {
    const names = async () =>
      (await t.app.inject({ url: '/api/v1/centers/?select=name' })).json().data.map((c: { name: string }) => c.name);

    const largest = await post(directorX, multipart(centerFields(), { ...png(), bytes: blackPng(4096, 4096) }));
    expect(largest.statusCode).toBe(201);

    for (const [width, height, rows] of [
      [4097, 1, 1],
      [1, 4097, 4097],
      [60_000, 60_000, 1],
    ] as const) {
      const fields = centerFields();
      const bytes = blackPng(width, height, rows);
      expect(bytes.length).toBeLessThan(TWO_MB);
      const res = await post(directorX, multipart(fields, { ...png(), bytes }));
      expect(res.statusCode, `${width} × ${height}`).toBe(413);
      expect(res.json()).toEqual({
        success: false,
        code: 'IMAGE_TOO_LARGE',
        error: 'The logo must be at most 4096 × 4096 pixels',
      });
      expect(await names()).not.toContain(fields.name);
    }

    for (const bytes of [Buffer.concat([PNG.subarray(0, 8), Buffer.alloc(100)]), Buffer.from('GIF89a')]) {
      const fields = centerFields();
      const res = await post(directorX, multipart(fields, { ...png(), bytes }));
      expect(res.statusCode).toBe(415);
      expect(res.json()).toMatchObject({ code: 'UNSUPPORTED_MEDIA_TYPE' });
      expect(await names()).not.toContain(fields.name);
    }
  });

  it('accepts a logo of exactly 2 MB and refuses one byte more with 413', async () => {
    const exactly = Buffer.concat([PNG, Buffer.alloc(TWO_MB - PNG.length)]);
    const ok = await post(directorX, multipart(centerFields(), { ...png(), bytes: exactly }));
    expect(ok.statusCode).toBe(201);

    const tooBig = Buffer.concat([PNG, Buffer.alloc(TWO_MB + 1 - PNG.length)]);
    const fields = centerFields();
    const res = await post(directorX, multipart(fields, { ...png(), bytes: tooBig }));
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ success: false, error: 'The logo must be at most 2 MB' });
    // Nothing was stored.
    const names = await t.app.inject({ url: '/api/v1/centers/?select=name' });
    expect(names.json().data.map((c: { name: string }) => c.name)).not.toContain(fields.name);
  });

  it('refuses a field that is not UTF-8, where U+FFFD would have been stored in its place', async () => {
    const name = `${uniqueName()} Café`;
    const form = multipart(centerFields({ name }), png());
    const utf8 = form.payload as Buffer;
    const at = utf8.indexOf(Buffer.from('é'));
    // The same form from a client that wrote the name in Latin-1: é is the one byte E9.
    const latin1 = Buffer.concat([utf8.subarray(0, at), Buffer.from([0xe9]), utf8.subarray(at + 2)]);
    const res = await post(directorX, { ...form, payload: latin1 });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, error: 'name: not UTF-8 text', code: 'BAD_REQUEST' });
    const names = (await t.app.inject({ url: '/api/v1/centers/?select=name' })).json().data;
    expect(names.map((c: { name: string }) => c.name)).not.toContain(name.replace('é', '\uFFFD'));
    // Written as UTF-8, the same name registers.
    expect((await post(directorX, form)).statusCode).toBe(201);
  });

  it('answers malformed or non-multipart bodies with 400, never 500', async () => {
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/v1/centers',
      headers: bearer(directorX),
      payload: { name: uniqueName(), password: 'center-password' },
    });
    expect(json.statusCode).toBe(400);
    expect(json.json()).toMatchObject({ success: false, error: 'Send the center as a multipart/form-data form' });

    const noBoundary = await t.app.inject({
      method: 'POST',
      url: '/api/v1/centers',
      headers: { ...bearer(directorX), 'content-type': 'multipart/form-data' },
      payload: 'garbage',
    });
    expect(noBoundary.statusCode).toBe(400);
    expect(noBoundary.json().error).toContain('malformed');

    const truncated = multipart(centerFields(), png());
    const cut = (truncated.payload as Buffer).subarray(0, (truncated.payload as Buffer).length - 40);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/centers',
      headers: { ...truncated.headers, ...bearer(directorX) },
      payload: cut,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, code: 'BAD_REQUEST' });

    const twoFiles = multipart(centerFields(), png());
    const boundary = String(twoFiles.headers!['content-type']).split('boundary=')[1];
    const extra = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="upload"; filename="b.gif"\r\nContent-Type: image/gif\r\n\r\n`,
      ),
      GIF,
      Buffer.from('\r\n'),
    ]);
    const body = twoFiles.payload as Buffer;
    const withTwo = Buffer.concat([
      body.subarray(0, body.length - `--${boundary}--\r\n`.length),
      extra,
      Buffer.from(`--${boundary}--\r\n`),
    ]);
    const two = await t.app.inject({
      method: 'POST',
      url: '/api/v1/centers',
      headers: { ...twoFiles.headers, ...bearer(directorX) },
      payload: withTwo,
    });
    expect(two.statusCode).toBe(400);
    expect(two.json().error).toBe('Send one logo only');
  });

  // @fastify/multipart refuses a field named like a property every object has; the form was
  // then called malformed, which it is not, and nothing said which part to change.
  it('says a field name is not allowed, not that the form is malformed', async () => {
    for (const field of ['__proto__', 'constructor', 'toString']) {
      const fields = centerFields();
      const res = await post(directorX, multipart({ ...fields, [field]: 'x' }, png()));
      expect(res.statusCode, field).toBe(400);
      expect(res.json(), field).toEqual({
        success: false,
        error: 'The form has a field name that is not allowed (such as __proto__ or constructor)',
        code: 'BAD_REQUEST',
      });
      const names = (await t.app.inject({ url: '/api/v1/centers/?select=name' })).json().data;
      expect(
        names.map((c: { name: string }) => c.name),
        field,
      ).not.toContain(fields.name);
    }
  });

  describe('serving the logo', () => {
    let centerId: string;
    let managerToken: string;
    beforeAll(async () => {
      const fields = centerFields();
      const res = await post(
        directorX,
        multipart(fields, { filename: 'logo.svg', contentType: 'image/svg+xml', bytes: GIF }),
      );
      centerId = res.json().data.id;
      managerToken = await loginManager(t.app, fields.name, fields.password);
    });

    it('serves the bytes with their sniffed type, nosniff and private caching to the center’s own staff', async () => {
      for (const token of [managerToken, directorX, admin]) {
        const res = await t.app.inject({ url: `/api/v1/centers/${centerId}/uploads`, headers: bearer(token) });
        expect(res.statusCode).toBe(200);
        expect(res.headers['content-type']).toBe('image/gif');
        expect(res.headers['x-content-type-options']).toBe('nosniff');
        expect(res.headers['cache-control']).toBe('private, max-age=300');
        expect(res.headers['content-disposition']).toBe('inline');
        // Its own policy, not the pages' one: opened on its own, the image may run nothing.
        expect(res.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
        expect(res.rawPayload.equals(GIF)).toBe(true);
      }
    });

    it('refuses everyone else: anonymous, another center’s manager, another region’s director', async () => {
      const url = `/api/v1/centers/${centerId}/uploads`;
      expect((await t.app.inject({ url })).statusCode).toBe(401);
      const otherManager = await t.app.inject({ url, headers: bearer(managerA) });
      expect(otherManager.statusCode).toBe(403);
      expect(otherManager.headers['content-type']).toContain('application/json');
      expect((await t.app.inject({ url, headers: bearer(directorY) })).statusCode).toBe(403);
      // A manager reading another center's logo learns nothing more about unknown ids.
      const unknown = await t.app.inject({
        url: '/api/v1/centers/00000000-0000-4000-8000-000000000000/uploads',
        headers: bearer(managerA),
      });
      expect(unknown.statusCode).toBe(403);
      expect(
        (await t.app.inject({ url: '/api/v1/centers/not-an-id/uploads', headers: bearer(admin) })).statusCode,
      ).toBe(400);
    });

    it('answers 404 for a center without a logo', async () => {
      const res = await t.app.inject({ url: `/api/v1/centers/${world.centerA.id}/uploads`, headers: bearer(managerA) });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
    });
  });
});
