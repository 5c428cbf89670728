import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';

describe('an API address asked with a method it does not take', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp('pglite');
  });
  afterAll(() => t.close());

  it('answers 405 with the methods it takes in Allow, to anyone, before any access check', async () => {
    for (const [method, url, allow] of [
      ['DELETE', '/api/v1/config', 'GET, HEAD'],
      ['PUT', '/api/v1/surveys/summary?center=x', 'GET, HEAD'],
      ['GET', '/api/v1/auth/login', 'POST'],
      // With a parameter, and with the trailing slash the router ignores.
      ['PATCH', `/api/v1/users/${crypto.randomUUID()}/consent`, 'GET, HEAD, PUT'],
      ['DELETE', '/api/v1/directors/', 'GET, HEAD, POST'],
      ['POST', '/api/v1/exports/surveys.csv', 'GET'],
      // The printable consent forms are the server's too, outside /api.
      ['POST', '/consent-forms/eu.pdf', 'GET, HEAD'],
    ] as const) {
      const res = await t.app.inject({ method, url });
      expect(res.statusCode, `${method} ${url}`).toBe(405);
      expect(res.headers.allow, `${method} ${url}`).toBe(allow);
      expect(res.json()).toEqual({
        success: false,
        error: `This address does not take ${method}; it takes ${allow}`,
        code: 'METHOD_NOT_ALLOWED',
      });
    }
  });

  it('still answers 404 for an address no route has, whatever the method', async () => {
    for (const method of ['GET', 'POST'] as const) {
      const res = await t.app.inject({ method, url: '/api/v1/nothing-here' });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: 'NOT_FOUND', error: `No route ${method} /api/v1/nothing-here` });
    }
  });
});
