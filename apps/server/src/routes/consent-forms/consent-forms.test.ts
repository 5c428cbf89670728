import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, DATABASES, type TestApp } from '../../../test/build-test-app.ts';

describe.each(DATABASES)('GET /consent-forms/{region}.pdf on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(kind);
  });
  afterAll(() => t.close());

  it.each(['eu', 'losmol', 'medi', 'taiwan', 'yunlin'])('serves %s.pdf to anyone, signed in or not', async (region) => {
    const res = await t.app.inject({ url: `/consent-forms/${region}.pdf` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`inline; filename="consent-${region}.pdf"`);
    expect(res.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    // Generated once and kept: the same bytes again.
    const again = await t.app.inject({ url: `/consent-forms/${region}.pdf` });
    expect(again.rawPayload.equals(res.rawPayload)).toBe(true);
  });

  it.each(['general', 'EU', 'x'.repeat(150), '..%2F..%2Fetc'])(
    'answers 404 JSON for the unknown region %s',
    async (region) => {
      const res = await t.app.inject({ url: `/consent-forms/${region}.pdf` });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
    },
  );
});
