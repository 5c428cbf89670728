/**
 * Requests that race each other: each test either fires them at once (on PostgreSQL they then
 * run on separate connections and interleave; PGlite runs one statement at a time) or sets up
 * the interleaving itself, so that the outcome is checked whatever the timing.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, centers, participants, staffAccounts } from '../src/db/schema/index.ts';
import { queryRows, type Database } from '../src/db/client.ts';
import { findManagerByCenterName } from '../src/domain/accounts.ts';
import { retireOldPassword } from '../src/domain/old-password.ts';
import { hashPassword } from '../src/domain/passwords.ts';
import { signIn } from '../src/domain/sign-in.ts';
import { createSurveyLink } from '../src/domain/survey-links.ts';
import { createCenter } from '../src/domain/registration.ts';
import { DATABASES, type TestApp } from './build-test-app.ts';
import { bearer, loginDirector, loginManager, type SeededWorld, openSignedInWorld } from './fixtures.ts';
import { createPid } from './participant-helpers.ts';
import { resetLinkIn, startSmtpSink, type SmtpSink } from './smtp-sink.ts';

describe.each(DATABASES)('racing requests on %s', (kind) => {
  let t: TestApp;
  let smtp: SmtpSink;
  let world: SeededWorld;
  let managerA: string;
  let counter = 0;
  beforeAll(async () => {
    smtp = await startSmtpSink();
    ({ t, world, managerA } = await openSignedInWorld(kind, { SMTP_URL: smtp.url }));
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  /** A center of director X of its own, so that changing its password disturbs no other test. */
  async function newCenter(): Promise<{ id: string; name: string; password: string; managerId: string }> {
    const center = { name: `Race Center ${++counter}`, password: 'race-center-password' };
    const { id, managerId } = await createCenter(t.app.ctx.db, {
      ...center,
      directorId: world.directorX.id,
      consentRegion: 'general',
    });
    return { ...center, id, managerId };
  }

  /** Whether a statement on the test's database waits for a lock (PostgreSQL only). */
  const waitingForLock = async () => {
    const [row] = await queryRows<{ n: number }>(
      t.app.ctx.db,
      sql`SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'`,
    );
    return row!.n > 0;
  };

  /**
   * Runs `request` while `change` is made and not yet committed (in a transaction of its own), and
   * commits it once the request waits for a lock the change holds, or has finished without one.
   */
  async function whileUncommitted(
    change: (tx: Database) => Promise<unknown>,
    request: () => Promise<LightMyRequestResponse>,
  ): Promise<LightMyRequestResponse> {
    let sent!: Promise<LightMyRequestResponse>;
    await t.app.ctx.db.transaction(async (tx) => {
      await change(tx);
      let settled = false;
      sent = request().finally(() => (settled = true));
      while (!settled && !(await waitingForLock())) await new Promise((resolve) => setTimeout(resolve, 10));
    });
    return sent;
  }

  const me = (token: string) => t.app.inject({ url: '/api/v1/auth/me', headers: bearer(token) });
  const changePassword = (token: string, currentPassword: string, newPassword: string) =>
    t.app.inject({
      method: 'PUT',
      url: '/api/v1/auth/updatepassword',
      headers: bearer(token),
      payload: { currentPassword, newPassword },
    });
  const login = (centerName: string, password: string) =>
    t.app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { centerName, password } });

  it('opens no session with a password changed while the sign-in was checking it', async () => {
    const center = await newCenter();
    const changer = await loginManager(t.app, center.name, center.password);
    // The sign-in reads the account, then the password changes before it opens its session
    // (its argon2id check takes tens of milliseconds: time enough for a change to commit).
    const racing = signIn(t.app.ctx, {
      identifier: `center:${center.name}`,
      password: center.password,
      ip: '192.0.2.1',
      roles: ['manager'],
      lookup: async () => {
        const account = await findManagerByCenterName(t.app.ctx.db, center.name);
        expect((await changePassword(changer, center.password, 'changed-race-password')).statusCode).toBe(200);
        return account;
      },
    });
    await expect(racing).rejects.toMatchObject({ statusCode: 401 });
    expect((await me(changer)).statusCode).toBe(200);
  });

  // PGlite runs one transaction at a time: a request cannot run while a change is uncommitted,
  // so these interleavings exist only on PostgreSQL.
  if (kind === 'postgres') {
    it('waits for a password change not yet committed, then refuses the old password', async () => {
      const center = await newCenter();
      const newHash = await hashPassword('changed-race-password');
      // A change that has ended the sessions but not yet committed, as a sign-in stores its session.
      const signedIn = await whileUncommitted(
        async (tx) => {
          await tx.update(staffAccounts).set({ passwordHash: newHash }).where(eq(staffAccounts.id, center.managerId));
          await retireOldPassword(tx, center.managerId, t.app.ctx.clock.now());
        },
        () => login(center.name, center.password),
      );
      expect(signedIn.statusCode).toBe(401);
    });

    it('refuses a manager registration by a director whose center is being handed over', async () => {
      const center = await newCenter();
      const directorX = await loginDirector(t.app, world.directorX.email, world.directorX.password);
      // The hand-over has moved the center and not yet committed as director X registers its manager.
      const registered = await whileUncommitted(
        (tx) => tx.update(centers).set({ directorId: world.directorY.id }).where(eq(centers.name, center.name)),
        () =>
          t.app.inject({
            method: 'POST',
            url: '/api/v1/auth/register',
            headers: bearer(directorX),
            payload: {
              role: 'manager',
              center: center.id,
              fname: 'Former',
              lname: 'Region',
              email: `former.region.${counter}@example.org`,
              password: 'former-region-password',
            },
          }),
      );
      expect(registered.statusCode).toBe(403);
      expect((await login(center.name, 'former-region-password')).statusCode).toBe(401);
      expect((await login(center.name, center.password)).statusCode).toBe(200);
    });
  }

  it('lets one of a reset and a change made with the old password win, never both', async () => {
    // Someone with a session and the old password (the reason for the reset) changes it as the
    // holder resets it. Whichever commits first wins: a change first ends the mailed link, a reset
    // first makes the old password wrong. Before, the change checked the old password, then wrote
    // over the reset committed meanwhile: both answered 200, and the change's password held.
    const center = await newCenter();
    const email = `race.manager.${counter}@example.org`;
    await t.app.ctx.db.update(staffAccounts).set({ email }).where(eq(staffAccounts.id, center.managerId));
    const intruder = await loginManager(t.app, center.name, center.password);
    const forgot = await t.app.inject({ method: 'POST', url: '/api/v1/adminAuth/forgotpassword', payload: { email } });
    expect(forgot.statusCode).toBe(200);
    const link = resetLinkIn((await smtp.next(email)).read.text);
    const token = new URL(link).pathname.split('/').pop()!;
    const [reset, change] = await Promise.all([
      t.app.inject({
        method: 'PUT',
        url: `/api/v1/adminAuth/resetpassword/${token}`,
        payload: { password: 'reset-race-password' },
      }),
      changePassword(intruder, center.password, 'intruder-race-password'),
    ]);
    const statuses = [reset.statusCode, change.statusCode];
    expect(statuses.sort()).toEqual([200, 400]);
    const [won, lost] =
      reset.statusCode === 200
        ? ['reset-race-password', 'intruder-race-password']
        : ['intruder-race-password', 'reset-race-password'];
    expect((await login(center.name, won)).statusCode).toBe(200);
    expect((await login(center.name, lost)).statusCode).toBe(401);
    if (reset.statusCode === 200) expect((await me(intruder)).statusCode).toBe(401);
  });

  it('gives no survey link for a PID deleted after the request found it', async () => {
    const participant = await createPid(t.app, managerA);
    await t.app.ctx.db.delete(participants).where(eq(participants.id, participant.id));
    await expect(
      createSurveyLink(t.app.ctx.db, participant.id, t.app.ctx.clock, { actorId: world.centerA.managerId }),
    ).rejects.toMatchObject({ statusCode: 404 });
  });

  it('answers a survey link racing the deletion of its PID with a link that works, or 404', async () => {
    for (let round = 0; round < 20; round++) {
      const participant = await createPid(t.app, managerA);
      const [link, deleted] = await Promise.all([
        t.app.inject({ method: 'POST', url: `/api/v1/auth/survey/${participant.id}`, headers: bearer(managerA) }),
        t.app.inject({ method: 'DELETE', url: `/api/v1/users/${participant.id}`, headers: bearer(managerA) }),
      ]);
      expect([200, 404]).toContain(deleted.statusCode);
      expect([201, 404]).toContain(link.statusCode);
      // A link given out was stored (and recorded) before the PID went.
      const recorded = await t.app.ctx.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, 'survey.link.create'), eq(auditLog.target, participant.id)));
      expect(recorded).toHaveLength(link.statusCode === 201 ? 1 : 0);
    }
  });
});
