import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { seedWorld, type SeededWorld } from '../../test/fixtures.ts';
import { ManualClock } from '../clock.ts';
import { attemptAll, FailureThrottle, MemoryFailureCounterStore } from './failure-throttle.ts';
import { resetRequestSteps } from './password-reset.ts';
import { signInThrottleSteps } from './sign-in.ts';

describe('login throttling', () => {
  let t: TestApp;
  let world: SeededWorld;
  beforeAll(async () => {
    t = await buildTestApp('pglite');
    world = await seedWorld(t.app);
  });
  afterAll(() => t.close());

  const attempt = (password: string, remoteAddress: string, centerName = world.centerA.name) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { centerName, password },
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

  it('counts guesses sent all at once: of 30 from one address, no more than 10 are checked', async () => {
    const answers = await Promise.all(Array.from({ length: 30 }, (_, i) => attempt(`parallel-${i}`, '203.0.113.50')));
    const statuses = answers.map((answer) => answer.statusCode);
    // At most ten checked (fewer when the address's and the account's counts fill in another
    // order), every other one refused.
    const checked = statuses.filter((status) => status === 401).length;
    expect(checked).toBeGreaterThan(0);
    expect(checked).toBeLessThanOrEqual(10);
    expect(statuses.filter((status) => status === 429)).toHaveLength(30 - checked);
    // The right password, sent next from there, is not even checked.
    expect((await attempt(world.centerA.password, '203.0.113.50')).statusCode).toBe(429);
  });

  it("lets a sign-in take back its own attempt, not the address's earlier failures", async () => {
    const from = '203.0.113.51';
    // 29 failures from one address, spread over three names so that no name reaches its own limit.
    for (let i = 0; i < 29; i++) {
      expect((await attempt(`guess-${i}`, from, `Nobody ${i % 3}`)).statusCode).toBe(401);
    }
    expect((await attempt(world.centerA.password, from)).statusCode).toBe(200);
    // The 29 stand: one more guess is checked, the next is refused.
    expect((await attempt('one-more', from, 'Nobody 3')).statusCode).toBe(401);
    expect((await attempt('and-another', from, 'Nobody 4')).statusCode).toBe(429);
  });

  it("does not lock a colleague out for one person's forgotten password at the same address", async () => {
    // A clinic's staff share one address behind its router.
    const clinic = '203.0.113.52';
    for (let i = 0; i < 10; i++) expect((await attempt(`forgotten-${i}`, clinic)).statusCode).toBe(401);
    // That account is held back at this address, even with the right password...
    expect((await attempt(world.centerA.password, clinic)).statusCode).toBe(429);
    // ...but the colleague beside them signs in to their own center.
    expect((await attempt(world.centerB.password, clinic, world.centerB.name)).statusCode).toBe(200);
  });

  it("counts no refused attempt against the address: pressing Sign in at one's own held-back account spends none of the colleagues' allowance", async () => {
    const clinic = '203.0.113.54';
    for (let i = 0; i < 10; i++) expect((await attempt(`forgotten-${i}`, clinic)).statusCode).toBe(401);
    // The person keeps trying, and is refused each time without a check.
    for (let i = 0; i < 15; i++) expect((await attempt(`again-${i}`, clinic)).statusCode).toBe(429);
    // The address has counted 10 failures, not 25: twenty more checked guesses from it, on other
    // names, and only then is it refused.
    for (let i = 0; i < 20; i++) expect((await attempt(`typo-${i}`, clinic, `Center ${i}`)).statusCode).toBe(401);
    expect((await attempt(world.centerB.password, clinic, world.centerB.name)).statusCode).toBe(429);
  });

  it('counts an IPv6 /64 as one address: a fresh address from the same network is no fresh start', async () => {
    // Whoever holds a /64 can take a new address for every guess.
    for (let i = 1; i <= 10; i++) expect((await attempt(`v6-${i}`, `2001:db8:7:1::${i}`)).statusCode).toBe(401);
    expect((await attempt(world.centerA.password, '2001:db8:7:1:ffff::99')).statusCode).toBe(429);
    // The next network is someone else.
    expect((await attempt(world.centerA.password, '2001:db8:7:2::1')).statusCode).toBe(200);
    // An IPv4 client is one address, also when it arrives IPv4-mapped: its neighbour is not held back.
    for (let i = 0; i < 10; i++) expect((await attempt(`v4-${i}`, '::ffff:203.0.113.60')).statusCode).toBe(401);
    expect((await attempt(world.centerA.password, '203.0.113.60')).statusCode).toBe(429);
    expect((await attempt(world.centerA.password, '::ffff:203.0.113.61')).statusCode).toBe(200);
  });

  it('holds one address to 30 failures across every account it names', async () => {
    const from = '203.0.113.53';
    for (let i = 0; i < 30; i++) expect((await attempt(`spray-${i}`, from, `Center ${i}`)).statusCode).toBe(401);
    const refused = await attempt(world.centerB.password, from, world.centerB.name);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });
});

describe('failure counters in memory', () => {
  const rule = { limit: 10, windowMs: 15 * 60_000 };

  it('adds no counters for names tried from an address past its limit, at sign-in and at password reset', async () => {
    const clock = new ManualClock();
    const store = new MemoryFailureCounterStore(clock);
    const throttles = {
      loginAddressThrottle: new FailureThrottle(store, clock, rule),
      loginThrottle: new FailureThrottle(store, clock, rule),
    };
    // One address trying a new name each time: past its limit, the names are no longer counted.
    for (let i = 0; i < 1000; i++) {
      await attemptAll(signInThrottleSteps(throttles, `center:name-${i}`, '203.0.113.7')).catch(() => undefined);
    }
    expect(store.size).toBe(1 + rule.limit);

    const resetStore = new MemoryFailureCounterStore(clock);
    const resetThrottles = {
      perAddress: new FailureThrottle(resetStore, clock, rule),
      perEmail: new FailureThrottle(resetStore, clock, rule),
    };
    for (let i = 0; i < 1000; i++) {
      await attemptAll(resetRequestSteps(resetThrottles, `someone-${i}@example.org`, '203.0.113.7')).catch(
        () => undefined,
      );
    }
    expect(resetStore.size).toBe(1 + rule.limit);
  });

  it('drops the counters whose window has ended once it grows', async () => {
    const clock = new ManualClock();
    const store = new MemoryFailureCounterStore(clock, 100);
    for (let i = 0; i < 100; i++) await store.add(`old-${i}`, 1, rule.windowMs);
    clock.advance(rule.windowMs + 1);
    for (let i = 0; i < 50; i++) await store.add(`new-${i}`, 1, rule.windowMs);
    // The first new key past 100 swept the ended ones away.
    expect(store.size).toBe(50);
    // The sweep only forgets ended windows: a live count stays.
    expect((await store.add('new-0', 1, rule.windowMs)).count).toBe(2);
  });
});
