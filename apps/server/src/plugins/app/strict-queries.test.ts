import Fastify from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod/mini';
import { describe, expect, it } from 'vitest';
import { isStrictQuerySchema, refuseLooseQueryStrings } from './strict-queries.ts';

describe('query string schemas', () => {
  it('tells a strict object (refuses unknown parameters) from a loose one, whatever checks it carries', () => {
    expect(isStrictQuerySchema(z.strictObject({ a: z.optional(z.string()) }))).toBe(true);
    expect(isStrictQuerySchema(z.strictObject({ a: z.string() }).check(z.refine(() => true)))).toBe(true);
    expect(isStrictQuerySchema(z.extend(z.strictObject({ a: z.string() }), { b: z.string() }))).toBe(true);
    expect(isStrictQuerySchema(z.object({ a: z.string() }))).toBe(false);
    expect(isStrictQuerySchema(z.looseObject({ a: z.string() }))).toBe(false);
    expect(isStrictQuerySchema({ type: 'object' })).toBe(false);
  });

  it('keeps a server from starting with a route whose query schema would ignore a misspelt parameter', async () => {
    const app = Fastify();
    app.setValidatorCompiler(validatorCompiler);
    refuseLooseQueryStrings(app);
    app.get('/strict', { schema: { querystring: z.strictObject({ centers: z.optional(z.string()) }) } }, () => ({}));
    expect(() =>
      app.get('/loose', { schema: { querystring: z.object({ centers: z.optional(z.string()) }) } }, () => ({})),
    ).toThrow(/GET \/loose: its query string schema must be a z.strictObject/);
    await app.close();
  });
});
