import { AuditPageResponseSchema } from '@romtrack/shared/contracts/audit';
import { MeResponseSchema } from '@romtrack/shared/contracts/auth';
import { SurveySummaryResponseSchema } from '@romtrack/shared/contracts/surveys';
import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import type { $ZodType } from 'zod/v4/core';
import { serializerCompiler } from './response-serializer.ts';

const serializerFor = (schema: $ZodType) => serializerCompiler({ schema, method: 'GET', url: '/test' });

const summary = {
  success: true,
  data: [
    {
      center: { id: 'c1', name: 'Harbor Center "North"' },
      rows: [{ surveyNo: 1, n: 3, means: [33.3, 50.5, 0, 100, 12.3, 1, 99.9, 66.7] }],
    },
    { center: { id: 'c2', name: '港灣中心' }, rows: [] },
  ],
};

const auditPage = {
  success: true,
  data: [
    {
      id: 7,
      at: '2026-11-24T06:00:00.000Z',
      actorId: null,
      actorRole: 'admin',
      action: 'login.failure',
      target: null,
      ip: '127.0.0.1',
      detail: { reason: 'bad password', attempts: 3, nested: { list: [1, 'two', null] } },
    },
    {
      id: 8,
      at: '2026-11-24T06:01:00.000Z',
      actorId: 'a',
      actorRole: null,
      action: 'logout',
      target: 'b',
      ip: null,
      detail: null,
    },
  ],
  pagination: { page: 1, limit: 50, total: 2 },
};

describe('response serializer', () => {
  it('writes an answer that matches its contract exactly as JSON.stringify does', () => {
    expect(serializerFor(SurveySummaryResponseSchema)(summary)).toBe(JSON.stringify(summary));
    expect(serializerFor(AuditPageResponseSchema)(auditPage)).toBe(JSON.stringify(auditPage));
  });

  it('drops the fields the contract does not name, at any depth', () => {
    const leaky = {
      ...summary,
      debug: 'internal',
      data: summary.data.map((center) => ({
        ...center,
        center: { ...center.center, passwordHash: '$argon2id$secret' },
        rows: center.rows.map((row) => ({ ...row, sums: [100, 151] })),
      })),
    };
    const written = serializerFor(SurveySummaryResponseSchema)(leaky);
    expect(written).not.toMatch(/argon2|debug|sums/);
    expect(JSON.parse(written)).toEqual(summary);
  });

  it('refuses to answer without a field the contract requires, rather than answer without it', () => {
    const me = { success: true, data: { id: 'a', name: 'Harbor Center', role: 'manager', email: null, center: 'c' } };
    expect(() => serializerFor(MeResponseSchema)(me)).toThrow(/director/);
  });

  it('refuses, when the route is registered, a contract that JSON Schema cannot express', () => {
    const transformed = z.object({
      at: z.pipe(
        z.string(),
        z.transform((s) => new Date(s)),
      ),
    });
    expect(() => serializerFor(transformed)).toThrow(/Transforms cannot be represented/);
  });
});
