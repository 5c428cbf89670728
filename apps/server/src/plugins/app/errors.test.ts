import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { NotFound } from '../../errors.ts';
import errorsPlugin from './errors.ts';

/** A route that begins a download, as the exports do, and then fails. */
async function downloadThatFails(error: Error) {
  const app = Fastify({ logger: false });
  await app.register(errorsPlugin);
  app.get('/download', async (_request, reply) => {
    reply.type('text/csv; charset=utf-8').header('content-disposition', 'attachment; filename="x.csv"');
    throw error;
  });
  const res = await app.inject({ url: '/download' });
  await app.close();
  return res;
}

describe('error answers', () => {
  it('are JSON, not a half-begun download, when a download fails before its first byte', async () => {
    for (const [error, status, code] of [
      [new NotFound('No such center'), 404, 'NOT_FOUND'],
      [new Error('the database said no'), 500, 'INTERNAL'],
    ] as const) {
      const res = await downloadThatFails(error);
      expect(res.statusCode).toBe(status);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.headers['content-disposition']).toBeUndefined();
      expect(res.json()).toMatchObject({ success: false, code });
      expect(res.body).not.toContain('the database said no');
    }
  });
});
