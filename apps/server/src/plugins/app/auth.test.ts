import Fastify from 'fastify';
import fp from 'fastify-plugin';
import { describe, expect, it } from 'vitest';
import authPlugin from './auth.ts';

describe('the authorization table', () => {
  // authorization-matrix.test.ts tries every route of the table with every kind of caller; this is
  // what makes the table complete: an API route it does not list cannot be registered at all.
  it('keeps a server from starting with an API route it does not list, so that none goes without a guard', async () => {
    const app = Fastify();
    await app.register(fp(async () => {}, { name: 'errors' }));
    await app.register(authPlugin);
    const handler = async () => ({});
    app.get('/api/v1/health', handler);
    expect(() => app.get('/api/v1/unlisted', handler)).toThrow(
      'Route GET /api/v1/unlisted has no entry in the authorization table',
    );
    // A HEAD route is checked as the GET it would run; a listed path with another method is unlisted.
    expect(() => app.route({ method: 'HEAD', url: '/api/v1/unlisted-head', handler })).toThrow(
      'Route GET /api/v1/unlisted-head has no entry in the authorization table',
    );
    expect(() => app.delete('/api/v1/health', handler)).toThrow(
      'Route DELETE /api/v1/health has no entry in the authorization table',
    );
    // Pages outside the API are the web client's, and need no entry.
    app.get('/manager/pid-browser', handler);
    await app.close();
  });
});
