/**
 * Bad input never breaks the server: generated bodies, path parameters and query strings
 * (wrong types, huge and unicode strings, nested objects, prototype-pollution keys, SQL and
 * script fragments) sent to every route, by each kind of caller the route admits. Every answer is a
 * success or a 4xx JSON error, never a 5xx, and a refused request changes no data.
 */
import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StaffRole } from '@romtrack/shared/roles';
import { ROUTE_ACCESS } from '../src/authz/route-access.ts';
import { queryRows } from '../src/db/client.ts';
import { buildTestApp, type TestApp } from './build-test-app.ts';
import { bearer, loginAdmin, loginDirector, loginManager, seedWorld, type SeededWorld } from './fixtures.ts';

const NASTY_STRINGS = [
  "' OR 1=1 --",
  "'; DROP TABLE participants; --",
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  '../../etc/passwd',
  '%00',
  '\u0000',
  '\uD800',
  '𝒜🙂漢字',
  '__proto__',
  'constructor',
  '{"$ne": null}',
  '9'.repeat(400),
  'x'.repeat(70_000),
  '-1',
  '1e309',
  'NaN',
  '00000000-0000-0000-0000-000000000000',
  // Real days the database cannot hold, or whose next day has five digits of year.
  '0000-01-01',
  '9999-12-31',
  '2147483648',
];

/** The fields the routes' bodies have, and the keys their query strings have. */
const BODY_FIELDS = [
  'centerName',
  'password',
  'email',
  'role',
  'answers',
  'consented',
  'consents',
  'currentPassword',
  'newPassword',
  'name',
  'center',
  'fname',
  'lname',
  'director',
  'host',
];
const QUERY_KEYS = ['center', 'director', 'pid', 'page', 'limit', 'from', 'to', 'users', 'open', 'select', 'action'];

const nastyString = fc.oneof(
  fc.constantFrom(...NASTY_STRINGS),
  fc.string({ unit: 'binary', maxLength: 60 }),
  fc.string({ maxLength: 20 }),
);

const pollutionKey = fc.constantFrom('__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty');

/** JSON values of every shape, with keys that try to pollute prototypes. */
const nastyJson: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small' },
    nastyString,
    fc.integer(),
    // Past the database's 32-bit integers, and past what a double counts exactly.
    fc.constantFrom(2 ** 31, -(2 ** 31) - 1, 2 ** 53 + 2),
    fc.double(),
    fc.boolean(),
    fc.constant(null),
    fc.array(tie('value'), { maxLength: 40 }),
    fc.dictionary(fc.oneof(pollutionKey, nastyString), tie('value'), { maxKeys: 6 }),
  ),
})).value;

/** Bodies shaped like the real ones but with generated fields, so validation runs deep. */
const nastyBody = fc.oneof(
  nastyJson,
  fc.record(
    {
      ...Object.fromEntries(BODY_FIELDS.map((field) => [field, nastyJson])),
      role: fc.oneof(fc.constantFrom('deidentified', 'manager', 'director', 'admin'), nastyJson),
      answers: fc.oneof(fc.array(fc.integer({ min: -200, max: 200 }), { maxLength: 40 }), nastyJson),
    },
    { requiredKeys: [] },
  ),
);

const nastyQuery = fc.dictionary(fc.oneof(fc.constantFrom(...QUERY_KEYS), pollutionKey), nastyString, { maxKeys: 5 });

/**
 * Inputs every route gets on every run, whatever the seed: each string is one that PostgreSQL
 * cannot store (NUL) or that UTF-8 cannot encode (a lone surrogate), in every field at once; and
 * in every body field an object whose `length` cannot become a number, which zod's length checks
 * compare (it threw inside zod: a 500, found by this test).
 */
const ALWAYS_TRIED: [string[], Record<string, string>, Record<string, unknown>][] = [
  ...['\u0000', 'a\u0000b', '\uD800'].map((s): [string[], Record<string, string>, Record<string, unknown>] => [
    [s, s],
    Object.fromEntries(QUERY_KEYS.map((k) => [k, s])),
    { ...Object.fromEntries(BODY_FIELDS.map((k) => [k, s])), role: 'manager' },
  ]),
  [['x', 'x'], {}, Object.fromEntries(BODY_FIELDS.map((k) => [k, { length: { toString: "' OR 1=1 --" } }]))],
];

function fill(url: string, params: string[]): string {
  let i = 0;
  // A lone surrogate cannot be percent-encoded; a client would send its replacement character.
  return url.replace(/:[A-Za-z]+/g, () => encodeURIComponent((params[i++] ?? 'x').toWellFormed()));
}

describe('fuzzed input on every route', () => {
  let t: TestApp;
  let world: SeededWorld;
  let tokens: Record<StaffRole, string>;

  beforeAll(async () => {
    t = await buildTestApp('pglite');
    world = await seedWorld(t.app);
    tokens = {
      manager: await loginManager(t.app, world.centerA.name, world.centerA.password),
      director: await loginDirector(t.app, world.directorX.email, world.directorX.password),
      admin: await loginAdmin(t.app),
    };
  });
  afterAll(() => t.close());

  async function counts(): Promise<string> {
    const rows = await queryRows<Record<string, number>>(
      t.app.ctx.db,
      sql`select (select count(*) from participants)::int as p, (select count(*) from surveys)::int as s,
                 (select count(*) from centers)::int as c, (select count(*) from staff_accounts)::int as a,
                 (select count(*) from password_reset_tokens)::int as r,
                 (select string_agg(password_hash, '') from staff_accounts) as h`,
    );
    return JSON.stringify(rows[0]);
  }

  for (const route of Object.keys(ROUTE_ACCESS)) {
    it(route, async () => {
      const [method, url] = route.split(' ') as [InjectOptions['method'] & string, string];
      const access = ROUTE_ACCESS[route]!;
      // Each kind of caller the route admits, so the input reaches validation and each role's
      // branch of the domain (a director registering a manager, a manager a PID).
      const callers = access.kind === 'staff' ? access.roles.map((role) => [role, tokens[role]] as const) : [];
      for (const [caller, token] of callers.length > 0 ? callers : [['anyone', null] as const]) {
        await fc.assert(
          fc.asyncProperty(
            fc.array(nastyString, { minLength: 2, maxLength: 2 }),
            nastyQuery,
            nastyBody,
            async (params, query, body) => {
              const before = await counts();
              const search = new URLSearchParams(
                Object.entries(query as Record<string, string>).map(([k, v]): [string, string] => [
                  k.toWellFormed(),
                  v.toWellFormed(),
                ]),
              ).toString();
              const res = await t.app.inject({
                method,
                url: `${fill(url, params)}${search ? `?${search}` : ''}`,
                headers: token ? bearer(token) : {},
                ...(method === 'GET' || method === 'DELETE'
                  ? {}
                  : {
                      payload: JSON.stringify(body),
                      headers: { ...(token ? bearer(token) : {}), 'content-type': 'application/json' },
                    }),
                remoteAddress: `10.9.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
              });
              const label = `${method} by ${caller}: ${res.statusCode} ${res.body.slice(0, 300)}`;
              expect(res.statusCode, label).toBeLessThan(500);
              expect(() => res.json(), label).not.toThrow();
              if (res.statusCode >= 400) {
                expect(res.json(), label).toMatchObject({ success: false });
                expect(await counts(), `${label}: a refused request changed data`).toBe(before);
              }
              expect(res.body, label).not.toMatch(/at .*\.(ts|js):\d+|stack|SELECT |syntax error/i);
            },
          ),
          { numRuns: 25, examples: ALWAYS_TRIED },
        );
      }
    });
  }
});
