/**
 * Text that no form can produce: a body valid in every way but one field, which holds a
 * control character or a lone surrogate. PostgreSQL cannot store NUL, nor a lone surrogate in
 * the audit log's JSON, and a tab or a line break in a name would split the exports' and the
 * audit log's lines; invisible characters would let one center's name pass for another's in the
 * public picker. Each is refused with a 400 that names the field, and nothing is written.
 */
import { sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.ts';
import { DATABASES, type TestApp } from './build-test-app.ts';
import { bearer, openSignedInWorld, type SeededWorld, type WorldTokens } from './fixtures.ts';
import { multipart, PNG } from './multipart.ts';

const CONTROL_CHARACTERS = ['\u0000', '\t', '\n', '\u001b', '\u0085'];
/**
 * Invisible: a zero-width space, a right-to-left override, an isolate, the byte-order mark, a soft
 * hyphen, the Mongolian vowel separator, a tag space, a Hangul filler, the blank Braille pattern.
 */
const INVISIBLE = ['\u200b', '\u202e', '\u2066', '\ufeff', '\u00ad', '\u180e', '\u{e0020}', '\u3164', '\u2800'];
/** Unicode's line and paragraph separators, and noncharacters (XML, so XLSX, forbids U+FFFE and U+FFFF). */
const NOT_TEXT = ['\u2028', '\u2029', '\ufffe', '\uffff', '\ufdd0'];
/** Only a JSON body can carry these ("\ud800"); UTF-8, as in a multipart body, cannot encode them. */
const LONE_SURROGATES = ['\ud800', '\udfff'];

describe.each(DATABASES)('control characters in text fields on %s', (kind) => {
  let t: TestApp;
  let world: SeededWorld;
  let tokens: WorldTokens;
  beforeAll(async () => {
    ({ t, world, tokens } = await openSignedInWorld(kind));
  });
  afterAll(() => t.close());

  const rowCounts = async () =>
    JSON.stringify(
      await queryRows(
        t.app.ctx.db,
        sql`select (select count(*) from centers)::int as centers, (select count(*) from staff_accounts)::int as accounts,
                   (select string_agg(coalesce(name, '') || coalesce(email, ''), ',' order by id) from staff_accounts) as names,
                   (select count(*) from audit_log)::int as audit`,
      ),
    );

  const managerRegistration = (names: { fname?: string; lname?: string }): InjectOptions => ({
    method: 'POST',
    url: '/api/v1/auth/register',
    headers: bearer(tokens.directorX),
    payload: {
      role: 'manager',
      center: world.centerA.id,
      fname: 'Ann',
      lname: 'Lee',
      email: 'ann.lee@example.org',
      password: 'ann-lee-password',
      ...names,
    },
  });

  /** Each case: the request with `bad` in one field, and the message the answer must give. */
  const cases: { label: string; message: RegExp; json?: false; request: (bad: string) => InjectOptions }[] = [
    {
      label: 'manager login, centerName',
      message: /centerName must contain only printable characters/,
      request: (bad) => ({
        method: 'POST',
        url: '/api/v1/auth/login',
        payload: { centerName: `Harbor${bad}Center`, password: world.centerA.password },
      }),
    },
    {
      label: 'director login, email',
      message: /Invalid email/,
      request: (bad) => ({
        method: 'POST',
        url: '/api/v1/directorAuth/login',
        payload: { email: `x.director${bad}@example.org`, password: world.directorX.password },
      }),
    },
    {
      label: 'forgotten password, email',
      message: /Invalid email/,
      request: (bad) => ({
        method: 'POST',
        url: '/api/v1/adminAuth/forgotpassword',
        payload: { email: `admin${bad}@example.org` },
      }),
    },
    {
      label: 'director registration, name',
      message: /Name must contain only printable characters/,
      request: (bad) => ({
        method: 'POST',
        url: '/api/v1/directors',
        headers: bearer(tokens.admin),
        payload: { name: `Director${bad}Zed`, email: 'zed.director@example.org', password: 'zed-director-pass' },
      }),
    },
    {
      label: 'manager registration, first name',
      message: /First name must contain only printable characters/,
      request: (bad) => managerRegistration({ fname: `An${bad}n` }),
    },
    {
      label: 'manager registration, last name',
      message: /Last name must contain only printable characters/,
      request: (bad) => managerRegistration({ lname: `L${bad}ee` }),
    },
    {
      label: 'center registration, name',
      message: /Name must contain only printable characters/,
      json: false,
      request: (bad) => {
        const form = multipart(
          { name: `Bay${bad}Center`, password: 'bay-center-pass', role: 'manager' },
          { filename: 'logo.png', contentType: 'image/png', bytes: PNG },
        );
        return {
          method: 'POST',
          url: '/api/v1/centers',
          payload: form.payload,
          headers: { ...form.headers, ...bearer(tokens.directorX) },
        };
      },
    },
  ];

  for (const { label, message, json, request } of cases) {
    it(`refuses ${label}`, async () => {
      const unstorable = json === false ? [] : LONE_SURROGATES;
      for (const bad of [...CONTROL_CHARACTERS, ...INVISIBLE, ...NOT_TEXT, ...unstorable]) {
        const before = await rowCounts();
        const res = await t.app.inject(request(bad));
        const what = `${JSON.stringify(bad)}: ${res.statusCode} ${res.body}`;
        expect(res.statusCode, what).toBe(400);
        expect(res.json(), what).toMatchObject({ success: false, error: expect.stringMatching(message) });
        expect(await rowCounts(), what).toBe(before);
      }
    });
  }

  it('refuses a name with nothing to see: only joiners, accents or blanks', async () => {
    const nothingToSee = { method: 'POST', url: '/api/v1/directors', headers: bearer(tokens.admin) } as const;
    for (const name of ['\u200d'.repeat(8), '\u0301'.repeat(8), '\u200c\u0301 \u200d\u0308\u200c\u0301']) {
      const before = await rowCounts();
      const res = await t.app.inject({
        ...nothingToSee,
        payload: { name, email: 'blank.director@example.org', password: 'blank-director-pass' },
      });
      expect(res.json(), JSON.stringify(name)).toMatchObject({
        success: false,
        error: 'Invalid body: name: Name must contain only printable characters',
      });
      expect(await rowCounts()).toBe(before);
    }
  });

  it('still accepts the same requests with ordinary text, letters of every script included', async () => {
    for (const { label, request } of cases) {
      // A zero-width joiner inside an emoji, which the invisible characters' check lets through.
      const res = await t.app.inject(request('é漢👩\u200d⚕️'));
      expect(res.statusCode, `${label}: ${res.body}`).not.toBe(400);
      expect(res.statusCode, `${label}: ${res.body}`).toBeLessThan(500);
    }
  });
});
