import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { seedWorld, type SeededWorld } from '../../test/fixtures.ts';

describe('login throttling', () => {
  let t: TestApp;
  let world: SeededWorld;
  beforeAll(async () => {
    t = await buildTestApp('pglite');
    world = await seedWorld(t.app);
  });
  afterAll(() => t.close());

  const attempt = (password: string, remoteAddress: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { centerName: world.centerA.name, password },
      remoteAddress,
    });

  it('answers 429 with Retry-After after repeated failures, without locking the center out elsewhere', async () => {
    for (let i = 0; i < 10; i++) expect((await attempt('guess-' + i, '203.0.113.9')).statusCode).toBe(401);
    const refused = await attempt(world.centerA.password, '203.0.113.9');
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.json()).toMatchObject({ success: false, code: 'TOO_MANY_REQUESTS' });

    // The real manager at the clinic is not locked out by a stranger's guessing.
    expect((await attempt(world.centerA.password, '198.51.100.4')).statusCode).toBe(200);

    // After the window the guesser's address may try again.
    t.clock.advance(15 * 60_000 + 1000);
    expect((await attempt(world.centerA.password, '203.0.113.9')).statusCode).toBe(200);
  });
});
