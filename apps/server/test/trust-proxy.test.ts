/**
 * TRUST_PROXY: a reverse proxy on another host is named, and then the client's address comes
 * from its X-Forwarded-For; from anyone else the header is ignored, so a client cannot pick the
 * address the login throttle and the audit log see.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../src/db/schema/index.ts';
import { ADMIN, buildTestApp, type TestApp } from './build-test-app.ts';

const PROXY = '10.0.0.5';

describe('a reverse proxy on another host (TRUST_PROXY)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp('pglite', { TRUST_PROXY: `${PROXY}, 192.168.10.0/24` });
  });
  afterAll(() => t.close());

  const failLogin = (remoteAddress: string, forwardedFor: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/adminAuth/login',
      remoteAddress,
      headers: { 'x-forwarded-for': forwardedFor },
      payload: { email: ADMIN.email, password: 'not-the-password' },
    });

  const failureAddresses = async () =>
    (await t.app.ctx.db.select().from(auditLog).where(eq(auditLog.action, 'login.failure'))).map((row) => row.ip);

  it("takes the client's address from a named proxy, and from a proxy in a named range", async () => {
    expect((await failLogin(PROXY, '203.0.113.7')).statusCode).toBe(401);
    expect((await failLogin('192.168.10.20', '203.0.113.8')).statusCode).toBe(401);
    expect(await failureAddresses()).toEqual(expect.arrayContaining(['203.0.113.7', '203.0.113.8']));
  });

  it('ignores X-Forwarded-For from anyone else, the loopback proxy included once others are named', async () => {
    await failLogin('10.0.0.6', '203.0.113.9');
    await failLogin('127.0.0.1', '203.0.113.10');
    const seen = await failureAddresses();
    expect(seen).toEqual(expect.arrayContaining(['10.0.0.6', '127.0.0.1']));
    expect(seen).not.toContain('203.0.113.9');
    expect(seen).not.toContain('203.0.113.10');
  });
});
