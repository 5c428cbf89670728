import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app.ts';

/** What helmet sets for the product's options on plain HTTP (ADR 005). */
const SECURITY_HEADERS = {
  'content-security-policy':
    "default-src 'self';script-src 'self';style-src 'self' 'unsafe-inline';img-src 'self' data: blob:;" +
    "font-src 'self' data:;connect-src 'self';object-src 'none';base-uri 'self';form-action 'self';frame-ancestors 'none'",
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'referrer-policy': 'no-referrer',
  'x-content-type-options': 'nosniff',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-frame-options': 'SAMEORIGIN',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
};

describe('security headers', () => {
  it('are on every answer, the refused and the unknown ones too', async () => {
    const t = await buildTestApp('pglite', { PUBLIC_URL: 'http://127.0.0.1:3000' });
    try {
      const answers = [
        await t.app.inject({ url: '/api/v1/config' }),
        // The same route with a letter of its path percent-encoded: the router decodes it.
        await t.app.inject({ url: '/%61pi/v1/config' }),
        await t.app.inject({ url: '/api/v1/auth/me' }),
        await t.app.inject({ url: '/api/v1/no-such-route' }),
        await t.app.inject({
          method: 'POST',
          url: '/api/v1/auth/login',
          headers: { 'content-type': 'application/json' },
          payload: '{"centerName":',
        }),
      ];
      expect(answers.map((res) => res.statusCode)).toEqual([200, 200, 401, 404, 400]);
      for (const res of answers) {
        expect(res.headers).toMatchObject(SECURITY_HEADERS);
        expect(res.headers['cache-control']).toBe('no-store');
        expect(res.headers['strict-transport-security']).toBeUndefined();
        expect(res.headers['x-powered-by']).toBeUndefined();
      }
    } finally {
      await t.close();
    }
  });

  it('include HSTS when the public address is https', async () => {
    const t = await buildTestApp('pglite', { PUBLIC_URL: 'https://romtrack.example.org' });
    try {
      const res = await t.app.inject({ url: '/api/v1/config' });
      expect(res.headers).toMatchObject(SECURITY_HEADERS);
      expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    } finally {
      await t.close();
    }
  });
});
