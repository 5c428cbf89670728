import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app.ts';

describe('HSTS', () => {
  it('is sent when the public address is https, and not on plain HTTP', async () => {
    const secure = await buildTestApp('pglite', { PUBLIC_URL: 'https://romtrack.example.org' });
    const plain = await buildTestApp('pglite', { PUBLIC_URL: 'http://127.0.0.1:3000' });
    try {
      const a = await secure.app.inject({ url: '/api/v1/config' });
      expect(a.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
      const b = await plain.app.inject({ url: '/api/v1/config' });
      expect(b.headers['strict-transport-security']).toBeUndefined();
      expect(b.headers['x-xss-protection']).toBe('0');
    } finally {
      await secure.close();
      await plain.close();
    }
  });
});
