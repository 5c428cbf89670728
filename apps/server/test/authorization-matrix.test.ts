/**
 * Who may do what, tested exhaustively: every route of the authorization table, called by
 * every kind of caller against center A's data. Allowed callers succeed; everyone else gets
 * 401, 403 or 404 and learns nothing about center A. The test fails when the table lists a
 * route that does not exist or that has no case here; the server itself refuses to start
 * with a route the table does not list.
 */
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROUTE_ACCESS } from '../src/authz/route-access.ts';
import { passwordResetTokens } from '../src/db/schema/index.ts';
import { createCenter, createDirector } from '../src/domain/registration.ts';
import { hashToken, randomToken } from '../src/domain/secrets.ts';
import { ADMIN, buildTestApp, DATABASES, type TestApp } from './build-test-app.ts';
import { bearer, sessionFor } from './fixtures.ts';
import { multipart, PNG } from './multipart.ts';
import { BEST_ANSWERS, createPid, openLink, submit } from './participant-helpers.ts';

const CALLERS = ['anonymous', 'managerA', 'managerB', 'directorX', 'directorY', 'admin'] as const;
type Caller = (typeof CALLERS)[number];
const STAFF: Caller[] = ['managerA', 'managerB', 'directorX', 'directorY', 'admin'];

interface World {
  ids: Record<Exclude<Caller, 'anonymous'>, string>;
  passwords: Record<Exclude<Caller, 'anonymous'>, string>;
  email: Record<'directorX' | 'directorY' | 'admin', string>;
  centerA: { id: string; name: string };
  directorXId: string;
  /** A fresh session for a caller (no argon2: sessions are minted directly). */
  token(caller: Caller): Promise<string | null>;
  /** A new participant of center A, with one consented survey. */
  participantA(): Promise<{ id: string; pid: number }>;
  /** A new open survey link of center A. */
  linkA(): Promise<string>;
  /** A new director, with no centers. */
  emptyDirector(): Promise<string>;
  unique(): string;
}

/** A request, and what to remember if it succeeds (a changed password). */
type MatrixRequest = InjectOptions & { onSuccess?: () => void };

interface Case {
  route: string;
  name?: string;
  allowed: readonly Caller[];
  request(world: World, caller: Caller): Promise<MatrixRequest> | MatrixRequest;
}

const ALL: readonly Caller[] = CALLERS;

const CASES: Case[] = [
  { route: 'GET /api/v1/config', allowed: ALL, request: () => ({ url: '/api/v1/config' }) },
  { route: 'GET /api/v1/health', allowed: ALL, request: () => ({ url: '/api/v1/health' }) },
  {
    route: 'POST /api/v1/auth/login',
    allowed: ALL,
    request: (w) => ({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { centerName: w.centerA.name, password: w.passwords.managerA },
    }),
  },
  { route: 'GET /api/v1/auth/me', allowed: STAFF, request: () => ({ url: '/api/v1/auth/me' }) },
  { route: 'GET /api/v1/auth/logout', allowed: STAFF, request: () => ({ url: '/api/v1/auth/logout' }) },
  ...(['auth', 'adminAuth', 'directorAuth'] as const).map((family): Case => ({
    route: `PUT /api/v1/${family}/updatepassword`,
    allowed:
      family === 'auth'
        ? ['managerA', 'managerB']
        : family === 'adminAuth'
          ? ['directorX', 'directorY', 'admin']
          : ['directorX', 'directorY'],
    request: (w, caller) => {
      // Allowed callers really change their password, and the world remembers the new one.
      const current = caller === 'anonymous' ? 'no-password-at-all' : w.passwords[caller];
      const next = `${current.slice(0, 20)}-${w.unique()}`;
      return {
        method: 'PUT',
        url: `/api/v1/${family}/updatepassword`,
        payload: { currentPassword: current, newPassword: next },
        onSuccess: () => {
          if (caller !== 'anonymous') w.passwords[caller] = next;
        },
      };
    },
  })),
  {
    route: 'POST /api/v1/adminAuth/login',
    allowed: ALL,
    request: (w) => ({
      method: 'POST',
      url: '/api/v1/adminAuth/login',
      payload: { email: w.email.admin, password: w.passwords.admin },
    }),
  },
  { route: 'GET /api/v1/adminAuth/me', allowed: STAFF, request: () => ({ url: '/api/v1/adminAuth/me' }) },
  {
    route: 'POST /api/v1/directorAuth/login',
    allowed: ALL,
    request: (w) => ({
      method: 'POST',
      url: '/api/v1/directorAuth/login',
      payload: { email: w.email.directorX, password: w.passwords.directorX },
    }),
  },
  { route: 'GET /api/v1/directorAuth/me', allowed: STAFF, request: () => ({ url: '/api/v1/directorAuth/me' }) },
  { route: 'GET /api/v1/centers', allowed: ALL, request: () => ({ url: '/api/v1/centers/?select=name' }) },
  {
    route: 'POST /api/v1/auth/register',
    name: 'a PID (own center only)',
    allowed: ['managerA', 'managerB'],
    request: () => ({ method: 'POST', url: '/api/v1/auth/register', payload: { role: 'deidentified' } }),
  },
  {
    route: 'POST /api/v1/auth/register',
    name: 'center A’s manager',
    allowed: ['directorX'],
    request: (w) => ({
      method: 'POST',
      url: '/api/v1/auth/register',
      payload: {
        role: 'manager',
        center: w.centerA.id,
        fname: 'Maria',
        lname: 'Lopez',
        email: `maria.${w.unique()}@example.org`,
        password: `harbor-manager-${w.unique()}`,
      },
    }),
  },
  {
    route: 'POST /api/v1/auth/survey/:userId',
    allowed: ['managerA'],
    request: async (w) => ({ method: 'POST', url: `/api/v1/auth/survey/${(await w.participantA()).id}` }),
  },
  {
    route: 'GET /api/v1/centers/:id',
    allowed: ['managerA', 'directorX', 'admin'],
    request: (w) => ({ url: `/api/v1/centers/${w.centerA.id}` }),
  },
  {
    route: 'GET /api/v1/centers/:id/users',
    allowed: ['managerA'],
    request: (w) => ({ url: `/api/v1/centers/${w.centerA.id}/users` }),
  },
  {
    route: 'GET /api/v1/users',
    allowed: ['managerA'],
    request: (w) => ({ url: `/api/v1/users?center=${w.centerA.id}` }),
  },
  {
    route: 'DELETE /api/v1/users/:id',
    allowed: ['managerA'],
    request: async (w) => ({ method: 'DELETE', url: `/api/v1/users/${(await w.participantA()).id}` }),
  },
  {
    route: 'GET /api/v1/users/:id/consent',
    allowed: ['managerA'],
    request: async (w) => ({ url: `/api/v1/users/${(await w.participantA()).id}/consent` }),
  },
  {
    route: 'PUT /api/v1/users/:id/consent',
    allowed: ['managerA'],
    request: async (w) => ({
      method: 'PUT',
      url: `/api/v1/users/${(await w.participantA()).id}/consent`,
      payload: { consents: [{ surveyNo: 1, consented: false }] },
    }),
  },
  // The survey token is the credential: whoever holds it may use it, and no one else.
  {
    route: 'GET /api/v1/users/surveys/:token',
    allowed: ALL,
    request: async (w) => ({ url: `/api/v1/users/surveys/${await w.linkA()}` }),
  },
  {
    route: 'GET /api/v1/users/surveys/:token',
    name: 'a guessed token',
    allowed: [],
    request: () => ({ url: `/api/v1/users/surveys/${randomToken()}` }),
  },
  {
    route: 'POST /api/v1/surveys/:token',
    allowed: ALL,
    request: async (w) => ({
      method: 'POST',
      url: `/api/v1/surveys/${await w.linkA()}`,
      payload: { answers: BEST_ANSWERS, consented: true },
    }),
  },
  {
    route: 'POST /api/v1/surveys/:token',
    name: 'a guessed token',
    allowed: [],
    request: () => ({
      method: 'POST',
      url: `/api/v1/surveys/${randomToken()}`,
      payload: { answers: BEST_ANSWERS, consented: true },
    }),
  },
  {
    route: 'GET /api/v1/surveys',
    allowed: ['managerA', 'directorX', 'admin'],
    request: (w) => ({ url: `/api/v1/surveys?center=${w.centerA.id}` }),
  },
  {
    route: 'GET /api/v1/surveys/summary',
    allowed: ['managerA', 'directorX', 'admin'],
    request: (w) => ({ url: `/api/v1/surveys/summary?center=${w.centerA.id}` }),
  },
  { route: 'GET /api/v1/audit', allowed: ['admin'], request: () => ({ url: '/api/v1/audit' }) },
  // Issue 8: clinical insight and research export.
  {
    route: 'GET /api/v1/users/:id/surveys',
    allowed: ['managerA'],
    request: async (w) => ({ url: `/api/v1/users/${(await w.participantA()).id}/surveys` }),
  },
  {
    route: 'GET /api/v1/surveys/paired',
    allowed: ['managerA', 'directorX', 'admin'],
    request: (w) => ({ url: `/api/v1/surveys/paired?center=${w.centerA.id}` }),
  },
  {
    route: 'GET /api/v1/surveys/change-shares',
    allowed: ['managerA', 'directorX', 'admin'],
    request: (w) => ({ url: `/api/v1/surveys/change-shares?center=${w.centerA.id}` }),
  },
  ...(['csv', 'xlsx'] as const).map((format): Case => ({
    route: `GET /api/v1/exports/surveys.${format}`,
    allowed: ['managerA', 'directorX', 'admin'],
    request: (w) => ({ url: `/api/v1/exports/surveys.${format}?centers=${w.centerA.id}` }),
  })),
  {
    route: 'GET /api/v1/exports/codebook.csv',
    allowed: STAFF,
    request: () => ({ url: '/api/v1/exports/codebook.csv' }),
  },
  {
    route: 'POST /api/v1/directors',
    allowed: ['admin'],
    request: (w) => ({
      method: 'POST',
      url: '/api/v1/directors',
      payload: {
        name: 'Regional Director',
        email: `rd.${w.unique()}@example.org`,
        password: `regional-${w.unique()}`,
        role: 'director',
      },
    }),
  },
  { route: 'GET /api/v1/directors', allowed: ['admin'], request: () => ({ url: '/api/v1/directors/?select=name' }) },
  {
    route: 'PATCH /api/v1/directors/:id',
    // Giving back the access director Y has: allowed, it changes nothing the other cases rely on.
    name: 'director Y kept active',
    allowed: ['admin'],
    request: (w) => ({ method: 'PATCH', url: `/api/v1/directors/${w.ids.directorY}`, payload: { active: true } }),
  },
  {
    route: 'POST /api/v1/directors/:id/hand-over',
    // A director of the case's own, with no centers: the admin's hand-over moves nothing that the
    // other cases rely on, and is answered 200 all the same.
    name: 'a director with no centers',
    allowed: ['admin'],
    request: async (w) => ({
      method: 'POST',
      url: `/api/v1/directors/${await w.emptyDirector()}/hand-over`,
      payload: { to: w.ids.directorX },
    }),
  },
  {
    route: 'POST /api/v1/centers',
    name: 'a center in director X’s region',
    allowed: ['directorX', 'admin'],
    request: (w) => ({
      method: 'POST',
      url: '/api/v1/centers',
      ...multipart(
        {
          name: `Center ${w.unique()}`,
          password: `center-pass-${w.unique()}`,
          director: w.directorXId,
          consentRegion: 'general',
        },
        { filename: 'logo.png', contentType: 'image/png', bytes: PNG },
      ),
    }),
  },
  {
    route: 'GET /api/v1/centers/:id/uploads',
    allowed: ['managerA', 'directorX', 'admin'],
    request: (w) => ({ url: `/api/v1/centers/${w.centerA.id}/uploads` }),
  },
  {
    route: 'POST /api/v1/adminAuth/forgotpassword',
    allowed: ALL,
    // Unknown addresses answer exactly like known ones (ADR 002); a new one per call stays under the mail throttle.
    request: (w) => ({
      method: 'POST',
      url: '/api/v1/adminAuth/forgotpassword',
      payload: { email: `who.${w.unique()}@example.org` },
    }),
  },
  {
    route: 'GET /api/v1/adminAuth/resetpassword/:token',
    allowed: ALL,
    request: async (w) => ({ url: `/api/v1/adminAuth/resetpassword/${await resetTokenFor(w, 'directorY')}` }),
  },
  {
    route: 'PUT /api/v1/adminAuth/resetpassword/:token',
    allowed: ALL,
    request: async (w) => ({
      method: 'PUT',
      url: `/api/v1/adminAuth/resetpassword/${await resetTokenFor(w, 'directorY')}`,
      payload: { password: `reset-by-mail-${w.unique()}` },
    }),
  },
];

let app: TestApp['app'];
async function resetTokenFor(w: World, caller: 'directorY'): Promise<string> {
  const token = randomToken();
  await app.ctx.db.insert(passwordResetTokens).values({
    tokenHash: hashToken(token),
    accountId: w.ids[caller],
    expiresAt: new Date(app.ctx.clock.now().getTime() + 3600_000),
  });
  return token;
}

describe.each(DATABASES)('authorization matrix on %s', (kind) => {
  let t: TestApp;
  let world: World;

  beforeAll(async () => {
    t = await buildTestApp(kind);
    app = t.app;
    const db = t.app.ctx.db;
    const passwords = {
      managerA: 'harbor-center-pass',
      managerB: 'ridge-center-pass',
      directorX: 'director-x-pass',
      directorY: 'director-y-pass',
      admin: ADMIN.password,
    };
    const email = { directorX: 'x.matrix@example.org', directorY: 'y.matrix@example.org', admin: ADMIN.email };
    const x = await createDirector(db, {
      name: 'Director Xavier',
      email: email.directorX,
      password: passwords.directorX,
    });
    const y = await createDirector(db, {
      name: 'Director Yolanda',
      email: email.directorY,
      password: passwords.directorY,
    });
    const a = await createCenter(db, {
      name: 'Harbor Center',
      password: passwords.managerA,
      directorId: x.id,
      consentRegion: 'general',
      logo: { bytes: PNG, type: 'image/png' },
    });
    const b = await createCenter(db, {
      name: 'Ridge Center',
      password: passwords.managerB,
      directorId: y.id,
      consentRegion: 'eu',
    });
    const me = await t.app.inject({ method: 'POST', url: '/api/v1/adminAuth/login', payload: ADMIN });
    const adminId = (await t.app.inject({ url: '/api/v1/auth/me', headers: bearer(me.json().token) })).json().data.id;
    const ids = { managerA: a.managerId, managerB: b.managerId, directorX: x.id, directorY: y.id, admin: adminId };
    let counter = 0;
    world = {
      ids,
      passwords,
      email,
      centerA: { id: a.id, name: 'Harbor Center' },
      directorXId: x.id,
      token: async (caller) => (caller === 'anonymous' ? null : sessionFor(t.app, ids[caller])),
      async participantA() {
        const manager = await sessionFor(t.app, ids.managerA);
        const p = await createPid(t.app, manager);
        await submit(t.app, await openLink(t.app, manager, p.id), BEST_ANSWERS);
        return p;
      },
      async linkA() {
        const manager = await sessionFor(t.app, ids.managerA);
        return openLink(t.app, manager, (await createPid(t.app, manager)).id);
      },
      unique: () => `${Date.now().toString(36)}${(counter++).toString(36)}`,
      async emptyDirector() {
        const n = counter++;
        const director = { name: `Director Empty ${n}`, email: `empty.${n}@example.org`, password: `empty-pass-${n}` };
        return (await createDirector(db, director)).id;
      },
    };
  });
  afterAll(() => t.close());

  it('covers every route of the authorization table, and the table only real routes', () => {
    const covered = new Set(CASES.map((c) => c.route));
    expect(
      [...Object.keys(ROUTE_ACCESS)].filter((route) => !covered.has(route)),
      'routes with no case',
    ).toEqual([]);
    expect(
      [...covered].filter((route) => !(route in ROUTE_ACCESS)),
      'cases for unlisted routes',
    ).toEqual([]);
    for (const route of Object.keys(ROUTE_ACCESS)) {
      const [method, url] = route.split(' ') as [string, string];
      expect(t.app.hasRoute({ method: method as 'GET', url }), `${route} is not a registered route`).toBe(true);
    }
  });

  // A caller who may not call a route is refused before their input is looked at: whatever they
  // send (a body that is not JSON, ids that are not ids, a query no route takes), the answer is
  // 401 or 403, never a 400 that would tell them what the route accepts.
  it('refuses a caller who may not call a route before reading what they send', async () => {
    const STAFF_ROLE: Record<'manager' | 'director' | 'admin', Exclude<Caller, 'anonymous'>> = {
      manager: 'managerA',
      director: 'directorX',
      admin: 'admin',
    };
    let checked = 0;
    for (const [route, access] of Object.entries(ROUTE_ACCESS)) {
      if (access.kind !== 'staff') continue;
      const [method, path] = route.split(' ') as [InjectOptions['method'] & string, string];
      const url = `${path.replace(/:[A-Za-z]+/g, 'not-an-id')}?unexpected=%zz&limit=-1`;
      const refused = (Object.keys(STAFF_ROLE) as (keyof typeof STAFF_ROLE)[])
        .filter((role) => !access.roles.includes(role))
        .map((role) => STAFF_ROLE[role]);
      for (const caller of ['anonymous', ...refused] as Caller[]) {
        const token = await world.token(caller);
        const res = await t.app.inject({
          method,
          url,
          headers: { 'content-type': 'application/json', ...(token ? bearer(token) : {}) },
          ...(method === 'GET' || method === 'DELETE' ? {} : { payload: '{"not json' }),
          remoteAddress: `10.2.${CALLERS.indexOf(caller)}.${Math.floor(Math.random() * 250) + 1}`,
        });
        const label = `${caller} → ${route} with bad input answered ${res.statusCode}: ${res.body.slice(0, 200)}`;
        expect(res.statusCode, label).toBe(caller === 'anonymous' ? 401 : 403);
        expect(res.json(), label).toMatchObject({ success: false });
        checked += 1;
      }
    }
    // Every staff route, anonymously, and the refused roles of the narrower ones.
    expect(checked).toBeGreaterThan(Object.keys(ROUTE_ACCESS).length);
  });

  for (const matrixCase of CASES) {
    it(`${matrixCase.route}${matrixCase.name ? ` (${matrixCase.name})` : ''}`, async () => {
      for (const caller of CALLERS) {
        const { onSuccess, ...request } = await matrixCase.request(world, caller);
        // Fastify answers HEAD for a GET with the GET's handler (but for the survey exports, which
        // have none): the same callers are refused.
        const url = matrixCase.route.split(' ')[1]!;
        const head = (request.method ?? 'GET') === 'GET' && t.app.hasRoute({ method: 'HEAD', url });
        const methods = head ? (['GET', 'HEAD'] as const) : [request.method];
        for (const method of methods) {
          const token = await world.token(caller);
          const res = await t.app.inject({
            ...request,
            method,
            headers: { ...request.headers, ...(token ? bearer(token) : {}) },
            // Each caller from its own address, as in life: throttles count per address.
            remoteAddress: `10.1.${CALLERS.indexOf(caller)}.${Math.floor(Math.random() * 250) + 1}`,
          });
          const label = `${caller} → ${method} ${matrixCase.route} answered ${res.statusCode}: ${res.body.slice(0, 200)}`;
          if (matrixCase.allowed.includes(caller)) {
            expect(res.statusCode, label).toBeGreaterThanOrEqual(200);
            expect(res.statusCode, label).toBeLessThan(300);
            if (method !== 'HEAD') onSuccess?.();
          } else {
            const expected =
              caller === 'anonymous' && ROUTE_ACCESS[matrixCase.route]?.kind === 'staff' ? [401] : [401, 403, 404];
            expect(expected, label).toContain(res.statusCode);
            if (method === 'HEAD') continue; // a HEAD answer has no body
            expect(res.json(), label).toMatchObject({ success: false });
            // Nothing of center A leaks into a refusal.
            expect(res.body, label).not.toContain('Harbor');
            expect(res.body, label).not.toContain(world.centerA.id);
          }
        }
      }
    });
  }
});
