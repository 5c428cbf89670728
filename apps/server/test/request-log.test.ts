/**
 * The server's log keeps no participant's address and no survey link: with the default log
 * level, a participant opening and sending a survey leaves neither their IP nor the token; and
 * an error from a failed query leaves none of the values the query was given.
 */
import { DrizzleQueryError } from 'drizzle-orm/errors';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { ManualClock } from '../src/clock.ts';
import { loadConfig } from '../src/config.ts';
import { errorForLog, urlForLog } from '../src/request-log.ts';
import { ADMIN } from './build-test-app.ts';
import { loginManager, seedWorld } from './fixtures.ts';
import { BEST_ANSWERS, createPid, openLink } from './participant-helpers.ts';
import { captureLog } from './log-capture.ts';

const PARTICIPANT_ADDRESS = '198.51.100.23';

describe('the request log', () => {
  it("keeps neither a participant's address nor their survey link", async () => {
    const { stream, lines } = captureLog();
    const config = loadConfig({
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      WEB_DIST_DIR: '/nonexistent',
    });
    const app = await buildApp(config, {
      clock: new ManualClock(),
      logger: { stream },
      database: { kind: 'pglite', dataDir: undefined },
    });
    try {
      const world = await seedWorld(app);
      const manager = await loginManager(app, world.centerA.name, world.centerA.password);
      const { id } = await createPid(app, manager);
      const token = await openLink(app, manager, id);
      // Through the proxy, as in production: the address comes from X-Forwarded-For.
      const headers = { 'x-forwarded-for': PARTICIPANT_ADDRESS };
      expect((await app.inject({ url: `/api/v1/users/surveys/${token}`, headers })).statusCode).toBe(200);
      const sent = await app.inject({
        method: 'POST',
        url: `/api/v1/surveys/${token}`,
        headers,
        payload: { answers: BEST_ANSWERS, consented: true, surveyNo: 1, language: 'en' },
      });
      expect(sent.statusCode).toBe(201);
    } finally {
      await app.close();
    }
    const log = lines.join('');
    // The requests were logged, at the default level, with the token's place marked.
    expect(log).toContain('"url":"/api/v1/users/surveys/:token"');
    expect(log).toContain('"url":"/api/v1/surveys/:token"');
    expect(log).not.toContain(PARTICIPANT_ADDRESS);
    expect(log).not.toContain('remoteAddress');
    expect(log).not.toMatch(/surveys\/[A-Za-z0-9_-]{20,}/);
  });

  it('marks tokens in paths, and keeps ids, short words and the query', () => {
    const token = 'vk6a0Hjm-3dPq_7Zx9LmN2bV4cR8tYu1wE5sA0kQ';
    const center = '0b8e2f4a-1c3d-4e5f-8a9b-0c1d2e3f4a5b';
    expect(urlForLog(`/survey/${token}`)).toBe('/survey/:token');
    expect(urlForLog(`/api/v1/adminAuth/resetpassword/${token}?x=1`)).toBe(
      '/api/v1/adminAuth/resetpassword/:token?x=1',
    );
    expect(urlForLog(`/api/v1/centers/${center}/users?pid=12`)).toBe(`/api/v1/centers/${center}/users?pid=12`);
    expect(urlForLog('/manager/pid-browser')).toBe('/manager/pid-browser');
  });

  it('marks a token that a sentence left punctuation after, and one wrapped in it', () => {
    const token = 'vk6a0Hjm-3dPq_7Zx9LmN2bV4cR8tYu1wE5sA0kQ';
    for (const pasted of [
      `${token}).`,
      `${token}.`,
      `${token},`,
      `${token}!`,
      `${token}~`,
      `(${token})`,
      `"${token}"`,
    ]) {
      expect(urlForLog(`/survey/${pasted}`)).toBe('/survey/:token');
      expect(urlForLog(`/api/v1/users/surveys/${pasted}`)).toBe('/api/v1/users/surveys/:token');
      expect(urlForLog(`/forgot-password/${pasted}?a=b`)).toBe('/forgot-password/:token?a=b');
    }
    const center = '0b8e2f4a-1c3d-4e5f-8a9b-0c1d2e3f4a5b';
    expect(urlForLog(`/api/v1/centers/${center}.`)).toBe(`/api/v1/centers/${center}.`);
  });

  it("writes a failed query's error without the values it was given", () => {
    const token = 'vk6a0Hjm-3dPq_7Zx9LmN2bV4cR8tYu1wE5sA0kQ';
    // PostgreSQL's error, as node-postgres gives it, quoting the values in its detail and where.
    const refused = Object.assign(new Error('null value in column "language" violates not-null constraint'), {
      code: '23502',
      detail: `Failing row contains (${token}, {100,75,50}, null).`,
      where: `unnamed portal parameter $1 = '${token}'`,
    });
    const error = new DrizzleQueryError(
      'update "participants" set "survey_token" = null where "survey_token" = $1 returning $2',
      [token, '{100,75,50}'],
      refused,
    );
    const logged = JSON.stringify(errorForLog(error));
    expect(logged).not.toContain(token);
    expect(logged).not.toContain('{100,75,50}');
    expect(logged).not.toContain('params');
    // What says what failed stays: the SQL (placeholders only), the database's message and code.
    const { type, message, stack, cause } = JSON.parse(logged);
    expect(type).toBe('DrizzleQueryError');
    expect(message).toBe(
      'Failed query: update "participants" set "survey_token" = null where "survey_token" = $1 returning $2',
    );
    expect(stack).toMatch(/^Error: Failed query: .*\n\s+at /);
    expect(cause).toMatchObject({
      type: 'Error',
      message: 'null value in column "language" violates not-null constraint',
      code: '23502',
    });
  });

  it('writes any other error by its kind, message, code, status and stack', () => {
    const error = Object.assign(new TypeError('boom'), { statusCode: 500, code: 'E_BOOM', extra: 'not kept' });
    expect(errorForLog(error)).toEqual({
      type: 'TypeError',
      message: 'boom',
      code: 'E_BOOM',
      statusCode: 500,
      stack: expect.stringMatching(/^TypeError: boom\n\s+at /),
    });
  });
});
