import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../../../db/client.ts';
import { DATABASES, type TestApp } from '../../../../../test/build-test-app.ts';
import { bearer, openSignedInWorld, type SeededWorld, type WorldTokens } from '../../../../../test/fixtures.ts';

interface Line {
  id: number;
  at: string;
  actorId: string | null;
  action: string;
}

/**
 * Director X's past, as lines written at known instants (the log takes inserts; only its own
 * clock writes `at` otherwise): the week of 2 to 8 March 2026 and a line on either side of it.
 */
const X_LINES = [
  ['export', '2026-03-01T10:00:00Z'],
  ['login.success', '2026-03-02T00:00:00Z'],
  ['export', '2026-03-05T12:00:00Z'],
  ['center.register', '2026-03-08T23:59:59.999Z'],
  ['logout', '2026-03-09T00:00:00Z'],
] as const;

describe.each(DATABASES)('audit log filters on %s', (kind) => {
  let t: TestApp;
  let world: SeededWorld;
  let tokens: WorldTokens;
  const ask = (query: string, token = tokens.admin) =>
    t.app.inject({ url: `/api/v1/audit?${query}`, headers: bearer(token) });
  const lines = async (query: string) => {
    const res = await ask(query);
    expect(res.statusCode, `${query}: ${res.body}`).toBe(200);
    const body = res.json() as { data: Line[]; pagination: { total: number } };
    expect(body.pagination.total, query).toBe(body.data.length); // every page here holds all it finds
    return body.data;
  };
  const actionsAt = (found: Line[]) => found.map((line) => `${line.action} ${line.at}`);
  const week = (query = '') => `actor=${world.directorX.id}&from=2026-03-02&to=2026-03-08${query}`;

  beforeAll(async () => {
    ({ t, world, tokens } = await openSignedInWorld(kind));
    const write = (actorId: string, action: string, at: string) =>
      t.app.ctx.db.execute(
        sql`insert into audit_log (at, actor_id, actor_role, action) values (${at}::timestamptz, ${actorId}::uuid, 'director', ${action})`,
      );
    for (const [action, at] of X_LINES) {
      await write(world.directorX.id, action, at);
      // Director Y did the same at the same moments: not X's doing.
      await write(world.directorY.id, action, at);
    }
  });
  afterAll(() => t.close());

  it('answers what one director did in one week, newest first, each end day counting whole', async () => {
    expect(actionsAt(await lines(week()))).toEqual([
      'center.register 2026-03-08T23:59:59.999Z',
      'export 2026-03-05T12:00:00.000Z',
      'login.success 2026-03-02T00:00:00.000Z',
    ]);
    // The actor alone: the week, the lines on either side, and the sign-in of openSignedInWorld
    // (written first, so last: the log runs newest first by the order its lines were written).
    const all = await lines(`actor=${world.directorX.id}`);
    expect(all.every((line) => line.actorId === world.directorX.id)).toBe(true);
    expect(all.map((line) => line.action)).toEqual([
      ...X_LINES.map(([action]) => action).toReversed(),
      'login.success',
    ]);
    // An id typed in capitals names the same account.
    expect(await lines(`actor=${world.directorX.id.toUpperCase()}`)).toEqual(all);
  });

  it('combines the actor and the period with the event name and with `before`', async () => {
    expect(actionsAt(await lines(week('&action=export')))).toEqual(['export 2026-03-05T12:00:00.000Z']);
    const [newest, ...older] = await lines(week());
    const next = await ask(week(`&before=${newest!.id}&limit=1`));
    expect(next.json().data).toEqual(older.slice(0, 1));
    expect(next.json().pagination).toEqual({ page: 1, limit: 1, total: 2 });
  });

  it('takes date-times with their offset, the end instant included', async () => {
    const noon = 'export 2026-03-05T12:00:00.000Z';
    const at = (from: string, to: string) => lines(`actor=${world.directorX.id}&from=${from}&to=${to}`);
    expect(actionsAt(await at('2026-03-05T12:00:00Z', '2026-03-05T12:00:00Z'))).toEqual([noon]);
    // 13:00 an hour east of Greenwich is noon in London; "+" is written %2B in a query string.
    expect(actionsAt(await at('2026-03-05T11:00Z', '2026-03-05T13:00:00%2B01:00'))).toEqual([noon]);
    expect(await at('2026-03-05T12:00:00.001Z', '2026-03-05T13:00:00Z')).toEqual([]);
    expect(await at('2026-03-05T11:00:00Z', '2026-03-05T11:59:59.999Z')).toEqual([]);
    // A day and an instant together.
    expect(actionsAt(await at('2026-03-05T12:00:00Z', '2026-03-08'))).toEqual([
      'center.register 2026-03-08T23:59:59.999Z',
      noon,
    ]);
  });

  it("reads the days in the reader's time zone when it names one", async () => {
    // In New York the 8th ends at 05:00 UTC on the 9th: the line at midnight UTC is the 8th's.
    expect((await lines(week('&tz=America/New_York'))).map((line) => line.action)).toEqual([
      'logout',
      'center.register',
      'export',
    ]);
    // In Tokyo the 2nd starts at 15:00 UTC on the 1st, and the 8th ends at 15:00 UTC on the 8th.
    expect((await lines(week('&tz=Asia/Tokyo'))).map((line) => line.action)).toEqual(['export', 'login.success']);
  });

  it('answers an id no line names with an empty page, not an error', async () => {
    expect(await lines(`actor=${randomUUID()}`)).toEqual([]);
  });

  it('refuses a malformed actor, day, date-time, zone or a period ending before it starts, saying which', async () => {
    const refusal = async (query: string) => {
      const res = await ask(query);
      expect(res.statusCode, query).toBe(400);
      return res.json().error as string;
    };
    expect(await refusal('actor=director-x')).toBe('Invalid querystring: actor: actor must be a staff account id');
    expect(await refusal('actor=')).toBe('Invalid querystring: actor: actor must be a staff account id');
    const bound =
      'must be a day like 2026-12-01 or a date-time with its offset like 2026-12-01T09:30:00Z, from 1900 to 2999';
    for (const value of [
      '',
      'last week',
      '2026-02-30',
      '2026-3-2',
      '1899-12-31',
      '2026-03-02junk',
      '2026-03-02T10:00', // no offset: which 10:00?
      '2026-03-02T24:00Z',
      '2026-03-02T10:00:00.1234Z', // finer than the millisecond
      '2026-03-02T10:00:00 01:00', // "+" left unencoded in the query string
      '2026-02-30T10:00Z',
    ]) {
      const encoded = encodeURIComponent(value);
      expect(await refusal(`from=${encoded}`), value).toBe(`Invalid querystring: from: ${bound}`);
      expect(await refusal(`to=${encoded}`), value).toBe(`Invalid querystring: to: ${bound}`);
    }
    expect(await refusal('from=2026-03-02&tz=Mars/Olympus')).toBe(
      'Invalid querystring: tz: tz must be a time zone such as Europe/Rome',
    );
    for (const swapped of [
      'from=2026-03-08&to=2026-03-02',
      'from=2026-03-05T12:00:00.001Z&to=2026-03-05T12:00:00Z',
      'from=2026-03-09&to=2026-03-08T23:59:59.999Z',
      // Tokyo's 9th starts before the 9th's first instant in UTC.
      'from=2026-03-09T00:00:00Z&to=2026-03-08&tz=Asia/Tokyo',
    ]) {
      expect(await refusal(swapped), swapped).toBe('Invalid querystring: to: must not be before from');
    }
  });

  it('finds an event or an actor through an index, for the page and for its total', async () => {
    // A table this small is cheaper to read whole, so the test forbids that: what remains shows
    // whether an index finds the lines (as it must at 200,000 lines), or only a full walk would.
    const plan = (query: string) =>
      t.app.ctx.db.transaction(async (tx) => {
        await tx.execute(sql`set local enable_seqscan = off`);
        const rows = await queryRows<{ 'QUERY PLAN': string }>(tx, sql.raw(`explain (costs off) ${query}`));
        return rows.map((row) => row['QUERY PLAN']).join('\n');
      });
    for (const [condition, served] of [
      [`action = 'export'`, 'Index Cond: (action = '],
      [`actor_id = '${world.directorX.id}'`, 'Index Cond: (actor_id = '],
    ]) {
      expect(await plan(`select * from audit_log where ${condition} order by id desc limit 50`)).toContain(served);
      expect(await plan(`select count(*) from audit_log where ${condition}`)).toContain(served);
    }
  });

  it('shows no line to a director, a manager or a caller without a session, whatever they ask', async () => {
    for (const token of [tokens.directorX, tokens.managerA]) {
      const res = await ask(week('&action=export'), token);
      expect(res.statusCode).toBe(403);
      expect(res.json()).not.toHaveProperty('data');
    }
    const anonymous = await t.app.inject({ url: `/api/v1/audit?${week()}` });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).not.toHaveProperty('data');
  });
});
