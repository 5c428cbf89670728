/** Seeds accounts through the product's own domain functions and signs them in. */
import type { FastifyInstance } from 'fastify';
import { createCenter, createDirector } from '../src/domain/registration.ts';
import { findAccountById } from '../src/domain/accounts.ts';
import { ADMIN, buildTestApp, type DatabaseKind, type TestApp } from './build-test-app.ts';

export interface SeededWorld {
  directorX: { id: string; email: string; password: string };
  directorY: { id: string; email: string; password: string };
  centerA: { id: string; name: string; password: string; managerId: string };
  centerB: { id: string; name: string; password: string; managerId: string };
}

/** Director X owns center A; director Y owns center B. */
export async function seedWorld(app: FastifyInstance): Promise<SeededWorld> {
  const db = app.ctx.db;
  const directorX = { email: 'x.director@example.org', password: 'director-x-pass' };
  const directorY = { email: 'y.director@example.org', password: 'director-y-pass' };
  const x = await createDirector(db, { name: 'Director Xavier', ...directorX });
  const y = await createDirector(db, { name: 'Director Yolanda', ...directorY });
  const a = { name: 'Harbor Center', password: 'harbor-center-pass' };
  const b = { name: 'Ridge Center', password: 'ridge-center-pass' };
  const ca = await createCenter(db, { ...a, directorId: x.id, consentRegion: 'general' });
  const cb = await createCenter(db, { ...b, directorId: y.id, consentRegion: 'eu' });
  return {
    directorX: { id: x.id, ...directorX },
    directorY: { id: y.id, ...directorY },
    centerA: { id: ca.id, managerId: ca.managerId, ...a },
    centerB: { id: cb.id, managerId: cb.managerId, ...b },
  };
}

async function expectToken(app: FastifyInstance, url: string, payload: object): Promise<string> {
  const res = await app.inject({ method: 'POST', url, payload });
  if (res.statusCode !== 200) throw new Error(`login at ${url} failed: ${res.statusCode} ${res.body}`);
  return res.json<{ token: string }>().token;
}

export const loginManager = (app: FastifyInstance, centerName: string, password: string) =>
  expectToken(app, '/api/v1/auth/login', { centerName, password });

export const loginDirector = (app: FastifyInstance, email: string, password: string) =>
  expectToken(app, '/api/v1/directorAuth/login', { email, password });

export const loginAdmin = (app: FastifyInstance) => expectToken(app, '/api/v1/adminAuth/login', ADMIN);

/** Bearer tokens of every seeded account. */
export interface WorldTokens {
  managerA: string;
  managerB: string;
  directorX: string;
  directorY: string;
  admin: string;
}

/** Signs in the two managers, the two directors and the admin of a seeded world. */
export async function signInWorld(app: FastifyInstance, world: SeededWorld): Promise<WorldTokens> {
  const [managerA, managerB, directorX, directorY, admin] = await Promise.all([
    loginManager(app, world.centerA.name, world.centerA.password),
    loginManager(app, world.centerB.name, world.centerB.password),
    loginDirector(app, world.directorX.email, world.directorX.password),
    loginDirector(app, world.directorY.email, world.directorY.password),
    loginAdmin(app),
  ]);
  return { managerA, managerB, directorX, directorY, admin };
}

/**
 * A fresh app on `kind` (see buildTestApp) with the seeded world and every account of it signed
 * in; each token is also given by its account's name, for files that need only some of them.
 */
export async function openSignedInWorld(
  kind: DatabaseKind,
  env: Record<string, string> = {},
): Promise<{ t: TestApp; world: SeededWorld; tokens: WorldTokens } & WorldTokens> {
  const t = await buildTestApp(kind, env);
  const world = await seedWorld(t.app);
  const tokens = await signInWorld(t.app, world);
  return { t, world, tokens, ...tokens };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/**
 * A session for an account without its password (the login's argon2id check takes a while, and
 * many tests need many callers); its opening is audited as a login's is.
 */
export async function sessionFor(app: FastifyInstance, accountId: string): Promise<string> {
  const account = await findAccountById(app.ctx.db, accountId);
  const token = account && (await app.ctx.sessions.create(account, { action: 'login.success', actorId: accountId }));
  if (!token) throw new Error(`no account ${accountId} to open a session for`);
  return token;
}
