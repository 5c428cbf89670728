import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { buildTestApp, DATABASES, type TestApp } from '../../../test/build-test-app.ts';
import { bearer, loginManager, seedWorld, type SeededWorld } from '../../../test/fixtures.ts';
import { captureLog } from '../../../test/log-capture.ts';
import { createPid } from '../../../test/participant-helpers.ts';
import errorsPlugin from './errors.ts';
import { zodValidatorCompiler } from './zod-validator.ts';

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

describe('the validator', () => {
  it('logs what threw, with the route, so that a bug in a schema of ours is seen', async () => {
    const { stream, lines } = captureLog();
    const app = Fastify({ logger: { level: 'info', stream } });
    app.setValidatorCompiler(zodValidatorCompiler(app.log));
    await app.register(errorsPlugin);
    app.post('/named', { schema: { body: z.object({ name: z.string().check(z.minLength(1)) }) } }, async () => ({}));
    const res = await app.inject({ method: 'POST', url: '/named', payload: { name: HOSTILE_LENGTH } });
    await app.close();
    expect(res.statusCode).toBe(400);
    const logged = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(logged).toContainEqual(
      expect.objectContaining({
        msg: 'input validation threw',
        route: 'POST /named',
        part: 'body',
        err: expect.objectContaining({ type: 'TypeError' }),
      }),
    );
  });
});
