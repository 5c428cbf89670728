import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemClock } from '../clock.ts';
import { findAccountByEmail } from '../domain/accounts.ts';
import { ensureAdmin } from '../domain/bootstrap-admin.ts';
import { SessionStore } from '../domain/sessions.ts';
import { openDatabase, type DatabaseHandle } from './client.ts';
import { reusableQueryVariants, UNNAMED } from './reusable-query.ts';
import { staffAccounts } from './schema/index.ts';

const quiet = { info: () => {}, warn: () => {} };

describe('queries built once per database', () => {
  let first: DatabaseHandle;
  let second: DatabaseHandle;

  beforeAll(async () => {
    [first, second] = await Promise.all([
      openDatabase({ kind: 'pglite', dataDir: undefined }),
      openDatabase({ kind: 'pglite', dataDir: undefined }),
    ]);
    await ensureAdmin(first.db, { email: 'first@example.org', password: 'first-password-1' }, quiet);
    await ensureAdmin(second.db, { email: 'second@example.org', password: 'second-password-1' }, quiet);
  });

  afterAll(async () => {
    await Promise.all([first?.close(), second?.close()]);
  });

  it('builds a query once per database and variant, and runs it with each call’s values', async () => {
    const builds: string[] = [];
    const accountByEmail = reusableQueryVariants((db, variant: 'id' | 'role') => {
      builds.push(variant);
      const column = variant === 'id' ? staffAccounts.id : staffAccounts.role;
      return db
        .select({ value: column })
        .from(staffAccounts)
        .where(eq(staffAccounts.email, sql.placeholder('email')))
        .prepare(UNNAMED);
    });
    const firstAdmin = await findAccountByEmail(first.db, 'first@example.org');

    expect(await accountByEmail(first.db, 'id').execute({ email: 'first@example.org' })).toEqual([
      { value: firstAdmin!.id },
    ]);
    expect(await accountByEmail(first.db, 'id').execute({ email: 'nobody@example.org' })).toEqual([]);
    expect(await accountByEmail(first.db, 'role').execute({ email: 'first@example.org' })).toEqual([
      { value: 'admin' },
    ]);
    expect(builds).toEqual(['id', 'role']);

    // The second database gets its own: it answers from its own rows.
    expect(await accountByEmail(second.db, 'id').execute({ email: 'first@example.org' })).toEqual([]);
    expect(builds).toEqual(['id', 'role', 'id']);
  });

  it('keeps sessions apart: a token made in one database is unknown in the other', async () => {
    const admin = await findAccountByEmail(first.db, 'first@example.org');
    const firstSessions = new SessionStore(first.db, { idleMs: 3_600_000, maxMs: 3_600_000 }, systemClock);
    const secondSessions = new SessionStore(second.db, { idleMs: 3_600_000, maxMs: 3_600_000 }, systemClock);
    const token = (await firstSessions.create(admin!, { action: 'login.success', actorId: admin!.id }))!;

    expect((await firstSessions.resolve(token))?.email).toBe('first@example.org');
    // The caller's account as a request carries it: the password hash is never read for it.
    expect(await firstSessions.resolve(token)).not.toHaveProperty('passwordHash');
    expect(await secondSessions.resolve(token)).toBeUndefined();
    expect((await firstSessions.resolve(token))?.id).toBe(admin!.id);
  });
});
