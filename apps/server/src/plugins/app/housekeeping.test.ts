import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, DATABASES, type TestApp } from '../../../test/build-test-app.ts';
import { bearer, seedWorld, sessionFor, type SeededWorld } from '../../../test/fixtures.ts';
import { passwordResetTokens, sessions } from '../../db/schema/index.ts';
import { RESET_TOKEN_TTL_MS } from '../../domain/password-reset.ts';
import { hashToken, randomToken } from '../../domain/secrets.ts';
import { purgeExpired } from './housekeeping.ts';

describe.each(DATABASES)('housekeeping on %s', (kind) => {
  let t: TestApp;
  let world: SeededWorld;
  beforeAll(async () => {
    t = await buildTestApp(kind);
    world = await seedWorld(t.app);
  });
  afterAll(() => t.close());

  const resetTokenFor = async (accountId: string) => {
    const now = t.clock.now();
    await t.app.ctx.db.insert(passwordResetTokens).values({
      tokenHash: hashToken(randomToken()),
      accountId,
      createdAt: now,
      expiresAt: new Date(now.getTime() + RESET_TOKEN_TTL_MS),
    });
  };

  it('drops expired sessions and reset tokens, and keeps the live ones', async () => {
    const stale = await sessionFor(t.app, world.directorX.id);
    await resetTokenFor(world.directorX.id);
    // A day later (sessions idle out after 12 hours), one session and one link are fresh.
    t.clock.advance(24 * 3600_000);
    const live = await sessionFor(t.app, world.directorY.id);
    await resetTokenFor(world.directorY.id);

    await purgeExpired(t.app.ctx);

    const sessionOwners = (await t.app.ctx.db.select().from(sessions)).map((row) => row.accountId);
    expect(sessionOwners).toEqual([world.directorY.id]);
    const tokenOwners = (await t.app.ctx.db.select().from(passwordResetTokens)).map((row) => row.accountId);
    expect(tokenOwners).toEqual([world.directorY.id]);
    expect((await t.app.inject({ url: '/api/v1/directorAuth/me', headers: bearer(live) })).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/v1/directorAuth/me', headers: bearer(stale) })).statusCode).toBe(401);
  });

  it("deletes the outbox's mail once its reset link has expired, and keeps the rest", async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'romtrack-outbox-'));
    const mailing = await buildTestApp(kind, { DATA_DIR: dataDir });
    try {
      const outbox = path.join(dataDir, 'outbox');
      const mailer = mailing.app.ctx.mailer;
      expect(mailer.mode).toBe('outbox');
      await mailer.send({ to: 'old@example.org', subject: 'Reset', text: 'an expired link' });
      const [old] = fs.readdirSync(outbox);
      await mailer.send({ to: 'new@example.org', subject: 'Reset', text: 'a live link' });
      const fresh = fs.readdirSync(outbox).find((name) => name !== old)!;
      fs.writeFileSync(path.join(outbox, 'notes.txt'), 'the operator’s own file');
      // Written as the app's clock reads: one link's hour is over, the other's is not.
      const now = mailing.clock.now().getTime();
      const at = (ms: number) => new Date(now - ms);
      fs.utimesSync(path.join(outbox, old!), at(RESET_TOKEN_TTL_MS + 60_000), at(RESET_TOKEN_TTL_MS + 60_000));
      fs.utimesSync(path.join(outbox, fresh), at(10 * 60_000), at(10 * 60_000));
      fs.utimesSync(path.join(outbox, 'notes.txt'), at(48 * 3600_000), at(48 * 3600_000));

      await purgeExpired(mailing.app.ctx);
      expect(fs.readdirSync(outbox).sort()).toEqual([fresh, 'notes.txt'].sort());
    } finally {
      await mailing.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
