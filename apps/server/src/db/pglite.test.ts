import { types } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, queryRows, type DatabaseHandle } from './client.ts';
import { withoutClientParsers } from './pglite.ts';
import { sessions } from './schema/index.ts';

const asText = (value: string) => value;
/** What Drizzle 0.45's PGlite driver passes with each query. */
const drizzleParsers = Object.fromEntries(
  [types.TIMESTAMP, types.TIMESTAMPTZ, types.INTERVAL, types.DATE, 1231, 1115, 1185, 1187, 1182].map((t) => [
    t,
    asText,
  ]),
);

describe('withoutClientParsers', () => {
  it("leaves out Drizzle's text parsers, which the client already has, and keeps the other options", () => {
    expect(withoutClientParsers({ rowMode: 'array', parsers: drizzleParsers })).toEqual({ rowMode: 'array' });
  });

  it('keeps parsers the client does not have', () => {
    const toDate = { [types.TIMESTAMPTZ]: (value: string) => new Date(value) };
    const forInts = { ...drizzleParsers, [types.INT4]: (value: string) => Number(value) * 2 };
    const fewer = { [types.TIMESTAMP]: asText };
    for (const parsers of [toDate, forInts, fewer]) expect(withoutClientParsers({ parsers })?.parsers).toBe(parsers);
    expect(withoutClientParsers(undefined)).toBeUndefined();
  });
});

describe('the embedded database through Drizzle', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openDatabase({ kind: 'pglite', dataDir: undefined });
  });
  afterAll(() => handle?.close());

  it('hands timestamps, dates, intervals and their arrays to Drizzle as text, which maps a timestamp column to a Date', async () => {
    const rows = await queryRows(
      handle.db,
      sql`select '2026-01-02T03:04:05Z'::timestamptz as at, '2026-01-02'::date as day, '1 day'::interval as span,
        array['2026-01-02'::date] as days, array[1.5::numeric] as amounts, array[1, 2]::smallint[] as scores, 7 as n`,
    );
    expect(rows).toEqual([
      {
        at: '2026-01-02 03:04:05+00',
        day: '2026-01-02',
        span: '1 day',
        days: '{2026-01-02}',
        amounts: '{1.5}',
        scores: [1, 2],
        n: 7,
      },
    ]);

    const [row] = await handle.db
      .select({ at: sql<Date>`'2026-01-02T03:04:05Z'::timestamptz`.mapWith(sessions.expiresAt) })
      .from(sql`(select 1) as one`);
    expect(row?.at).toEqual(new Date('2026-01-02T03:04:05Z'));
  });
});
