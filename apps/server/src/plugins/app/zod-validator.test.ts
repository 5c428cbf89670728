import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, DATABASES, type TestApp } from '../../../test/build-test-app.ts';
import { bearer, loginManager, seedWorld, type SeededWorld } from '../../../test/fixtures.ts';
import { createPid } from '../../../test/participant-helpers.ts';

/** A `length` that cannot become a number: comparing it with one throws (zod's length checks do). */
const HOSTILE_LENGTH = { length: { toString: "' OR 1=1 --", valueOf: 'not a function' } };

describe.each(DATABASES)('input zod cannot read, on %s', (kind) => {
  let t: TestApp;
  let world: SeededWorld;
  beforeAll(async () => {
    t = await buildTestApp(kind);
    world = await seedWorld(t.app);
  });
  afterAll(() => t.close());

  it('is refused with a 400 naming the part of the request, never a 500', async () => {
    const manager = await loginManager(t.app, world.centerA.name, world.centerA.password);
    const participant = await createPid(t.app, manager);
    const requests = [
      { url: '/api/v1/auth/login', payload: { centerName: world.centerA.name, password: HOSTILE_LENGTH } },
      { url: '/api/v1/adminAuth/login', payload: { email: 'a@example.org', password: HOSTILE_LENGTH } },
      { url: '/api/v1/directorAuth/login', payload: { email: HOSTILE_LENGTH, password: 'a-password' } },
      {
        method: 'PUT' as const,
        url: `/api/v1/users/${participant.id}/consent`,
        payload: { consents: HOSTILE_LENGTH },
        headers: bearer(manager),
      },
    ];
    for (const { method = 'POST' as const, ...request } of requests) {
      const res = await t.app.inject({ method, ...request });
      expect({ url: request.url, status: res.statusCode, body: res.json() }).toEqual({
        url: request.url,
        status: 400,
        body: { success: false, error: 'Invalid body: a value is not of a kind this route takes', code: 'BAD_REQUEST' },
      });
    }
    // The manager's session and the participant are as they were.
    const consent = await t.app.inject({ url: `/api/v1/users/${participant.id}/consent`, headers: bearer(manager) });
    expect(consent.statusCode).toBe(200);
  });
});
