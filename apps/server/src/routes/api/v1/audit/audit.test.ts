import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../../../db/client.ts';
import { findAccountById } from '../../../../domain/accounts.ts';
import { buildTestApp, DATABASES, type TestApp } from '../../../../../test/build-test-app.ts';
import {
  bearer,
  loginAdmin,
  loginDirector,
  loginManager,
  seedWorld,
  type SeededWorld,
} from '../../../../../test/fixtures.ts';
import { BEST_ANSWERS, createPid, openLink, submit } from '../../../../../test/participant-helpers.ts';

describe.each(DATABASES)('audit log on %s', (kind) => {
  let t: TestApp;
  let world: SeededWorld;
  beforeAll(async () => {
    t = await buildTestApp(kind);
    world = await seedWorld(t.app);
  });
  afterAll(() => t.close());

  it('records sign-ins, failures, refusals and the PID lifecycle without secrets, for the admin only', async () => {
    const manager = await loginManager(t.app, world.centerA.name, world.centerA.password);
    await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { centerName: world.centerA.name, password: 'a-wrong-guess' },
      remoteAddress: '203.0.113.44',
    });
    const participant = await createPid(t.app, manager);
    const token = await openLink(t.app, manager, participant.id);
    await submit(t.app, token, BEST_ANSWERS, true, '198.51.100.99');
    await t.app.inject({ method: 'DELETE', url: `/api/v1/users/${participant.id}`, headers: bearer(manager) });
    await t.app.inject({ url: '/api/v1/audit', headers: bearer(manager) }); // refused: audited too

    const admin = await loginAdmin(t.app);
    const res = await t.app.inject({ url: '/api/v1/audit?limit=200', headers: bearer(admin) });
    expect(res.statusCode).toBe(200);
    const actions = res.json().data.map((e: { action: string }) => e.action);
    for (const action of [
      'login.success',
      'login.failure',
      'participant.create',
      'survey.link.create',
      'survey.submit',
      'participant.delete',
      'access.refused',
    ]) {
      expect(actions, action).toContain(action);
    }
    const failure = res.json().data.find((e: { action: string }) => e.action === 'login.failure');
    expect(failure.ip).toBe('203.0.113.44');
    // The account guessed at, and which kind it is: the center's manager login.
    expect(failure).toMatchObject({ actorId: expect.any(String), actorRole: 'manager' });
    // No passwords or tokens, and no participant's address.
    expect(res.body).not.toContain('a-wrong-guess');
    expect(res.body).not.toContain(world.centerA.password);
    expect(res.body).not.toContain(token);
    expect(res.body).not.toContain(manager);
    expect(res.body).not.toContain('198.51.100.99');

    const filtered = (await t.app.inject({ url: '/api/v1/audit?action=login.failure', headers: bearer(admin) })).json();
    // Every failure the whole log holds (all of it on the one page above), and nothing else.
    expect(res.json().pagination.total).toBe(actions.length);
    const failures = actions.filter((action: string) => action === 'login.failure').length;
    expect(failures).toBeGreaterThan(0);
    expect(actions.length).toBeGreaterThan(failures);
    expect(filtered.data.map((e: { action: string }) => e.action)).toEqual(Array(failures).fill('login.failure'));
    expect(filtered.pagination.total).toBe(failures);

    for (const token of [manager, await loginDirector(t.app, world.directorX.email, world.directorX.password)]) {
      expect((await t.app.inject({ url: '/api/v1/audit', headers: bearer(token) })).statusCode).toBe(403);
    }
    expect((await t.app.inject({ url: '/api/v1/audit' })).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/v1/audit?action=DROP%20TABLE', headers: bearer(admin) })).statusCode).toBe(
      400,
    );
    const tooMany = await t.app.inject({ url: '/api/v1/audit?limit=201', headers: bearer(admin) });
    expect(tooMany.json().error).toBe('Invalid querystring: limit: must be a whole number from 1 to 200');
  });

  it('refuses an event name it never writes, instead of answering that none happened', async () => {
    const admin = await loginAdmin(t.app);
    const res = await t.app.inject({ url: '/api/v1/audit?action=login.fail', headers: bearer(admin) });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatch(
      /^Invalid querystring: action: action must be one of login\.success, login\.failure, /,
    );
  });

  it('pages by `before` without repeating or skipping a line while new ones are written', async () => {
    const admin = await loginAdmin(t.app);
    const read = async (query: string) => {
      const res = await t.app.inject({ url: `/api/v1/audit?${query}`, headers: bearer(admin) });
      expect(res.statusCode, res.body).toBe(200);
      return (res.json().data as { id: number }[]).map((line) => line.id);
    };
    // Enough lines for two pages whatever ran before (refused calls are audited).
    const manager = await loginManager(t.app, world.centerA.name, world.centerA.password);
    const refused = () => t.app.inject({ url: '/api/v1/audit', headers: bearer(manager) });
    for (let i = 0; i < 6; i++) await refused();
    const whole = await read('limit=200');
    const first = await read('limit=3');
    expect(whole.length).toBeGreaterThanOrEqual(6);
    expect(first).toEqual(whole.slice(0, 3));
    // Two lines arrive while the admin reads the first page.
    for (let i = 0; i < 2; i++) await refused();

    // The next page by number now starts with lines of the first one.
    expect(await read('limit=3&page=2')).not.toEqual(whole.slice(3, 6));
    // By the last line read: exactly the three lines that came after it.
    expect(await read(`limit=3&before=${first.at(-1)}`)).toEqual(whole.slice(3, 6));
    expect(await read(`limit=3&before=${first.at(-1)}&action=login.success`)).toEqual(
      (await read('limit=200&action=login.success')).filter((id) => id < first.at(-1)!).slice(0, 3),
    );
    for (const before of ['0', 'abc', '1.5', '-3']) {
      const res = await t.app.inject({ url: `/api/v1/audit?before=${before}`, headers: bearer(admin) });
      expect(res.statusCode, before).toBe(400);
      expect(res.json().error).toBe('Invalid querystring: before: must be a whole number from 1 to 9007199254740991');
    }
  });

  it('records a failed sign-in under the whole address it named, the longest allowed in any script', async () => {
    // 254 UTF-16 units, as many as an address may have, most of them emoji (two units each).
    const email = `ab@${'🙂'.repeat(125)}x`;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/directorAuth/login',
      payload: { email, password: 'a-wrong-guess' },
      remoteAddress: '203.0.113.45',
    });
    expect(res.statusCode, res.body).toBe(401);
    const [line] = await queryRows<{ detail: { identifier: string } }>(
      t.app.ctx.db,
      sql`select detail from audit_log where action = 'login.failure' and ip = '203.0.113.45'`,
    );
    expect(line?.detail.identifier).toBe(`email:${email}`);
  });

  it('opens a staff session together with its audit line, or not at all', async () => {
    const db = t.app.ctx.db;
    const count = async () => (await queryRows<{ n: number }>(db, sql`select count(*)::int as n from sessions`))[0]?.n;
    const before = await count();
    // A line that cannot be written (its actor is no account id): no session is opened either.
    const manager = (await findAccountById(db, world.centerA.managerId))!;
    await expect(
      t.app.ctx.sessions.create(manager, { action: 'login.success', actorId: 'not-an-id' }),
    ).rejects.toThrow();
    expect(await count()).toBe(before);

    await loginManager(t.app, world.centerA.name, world.centerA.password);
    expect(await count()).toBe(before! + 1);
    const [line] = await queryRows<{ actor_id: string; actor_role: string; ip: string; detail: unknown }>(
      db,
      sql`select actor_id, actor_role, ip, detail from audit_log where action = 'login.success' order by id desc limit 1`,
    );
    expect(line).toEqual({ actor_id: world.centerA.managerId, actor_role: 'manager', ip: '127.0.0.1', detail: null });
  });

  it('is append-only: the database refuses to change or remove history', async () => {
    const db = t.app.ctx.db;
    await expect(db.execute(sql`update audit_log set action = 'nothing'`)).rejects.toThrow();
    await expect(db.execute(sql`delete from audit_log`)).rejects.toThrow();
    await expect(db.execute(sql`truncate audit_log`)).rejects.toThrow();
    const [row] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from audit_log`);
    expect(row?.n).toBeGreaterThan(0);
  });
});
