/**
 * Every route's answer goes through its contract's response schema (app.ts sets the serializer),
 * which drops whatever the contract does not name. The routes map their rows to the contract's
 * shape by hand, so nothing extra reaches them today; this keeps the second guard from being lost
 * (a change of zod API or serializer, say) without anyone noticing.
 */
import { MeResponseSchema } from '@romtrack/shared/contracts/auth';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './build-test-app.ts';

describe('response schemas', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp('pglite');
    // A route that returns, by mistake, more than its contract: an account row with its hash.
    t.app.withTypeProvider<ZodTypeProvider>().get(
      '/test/leaky-me',
      { schema: { response: { 200: MeResponseSchema } } },
      async () =>
        ({
          success: true,
          data: {
            id: 'a',
            name: 'Harbor Center',
            role: 'manager',
            email: null,
            center: 'c',
            director: 'd',
            passwordHash: '$argon2id$v=19$m=19456,t=2,p=1$secret',
          },
        }) as never,
    );
  });
  afterAll(() => t.close());

  it('drops the fields the contract does not name, such as a password hash', async () => {
    const res = await t.app.inject({ url: '/test/leaky-me' });
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain('argon2');
    expect(res.json()).toEqual({
      success: true,
      data: { id: 'a', name: 'Harbor Center', role: 'manager', email: null, center: 'c', director: 'd' },
    });
  });
});
