/** The configuration contract's checks that protect a deployment from a slip in its settings. */
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('takes a relative DATA_DIR from where npm was started, so the server and `npm run backup` name one place', () => {
    const root = path.resolve('/srv/romtrack');
    expect(loadConfig({ INIT_CWD: root }).dataDir).toBe(path.join(root, 'data'));
    expect(loadConfig({ INIT_CWD: root, DATA_DIR: 'state' }).dataDir).toBe(path.join(root, 'state'));
    expect(loadConfig({ INIT_CWD: root, DATA_DIR: '/var/lib/romtrack' }).dataDir).toBe(
      path.resolve('/var/lib/romtrack'),
    );
    // Started without npm: the working directory.
    expect(loadConfig({}).dataDir).toBe(path.resolve('data'));
  });

  it('takes a relative WEB_DIST_DIR from where npm was started too, as the README names it', () => {
    const root = path.resolve('/srv/romtrack');
    expect(loadConfig({ INIT_CWD: root, WEB_DIST_DIR: 'apps/web/dist' }).webDistDir).toBe(
      path.join(root, 'apps/web/dist'),
    );
    expect(loadConfig({ INIT_CWD: root, WEB_DIST_DIR: '/opt/web' }).webDistDir).toBe(path.resolve('/opt/web'));
    // Unset: the repository's own build, wherever the command was typed.
    expect(loadConfig({ INIT_CWD: root }).webDistDir).toBe(path.resolve(import.meta.dirname, '../../web/dist'));
  });

  it('refuses REDIS_URL without DATABASE_URL, instead of running on an embedded database of its own', () => {
    expect(() => loadConfig({ REDIS_URL: 'redis://127.0.0.1:6379' })).toThrow(ConfigError);
    expect(() => loadConfig({ REDIS_URL: 'redis://127.0.0.1:6379' })).toThrow(
      /DATABASE_URL: must be set when REDIS_URL is/,
    );
    const both = loadConfig({ REDIS_URL: 'redis://127.0.0.1:6379', DATABASE_URL: 'postgres://db.example/romtrack' });
    expect(both.redisUrl).toBe('redis://127.0.0.1:6379');
  });

  it('holds ADMIN_PASSWORD to the rule for every new password', () => {
    expect(() => loadConfig({ ADMIN_PASSWORD: 'password' })).toThrow(/ADMIN_PASSWORD: is too common/);
    expect(() => loadConfig({ ADMIN_PASSWORD: 'Password1' })).toThrow(/ADMIN_PASSWORD: is too common/);
    expect(() => loadConfig({ ADMIN_PASSWORD: 'short' })).toThrow(/ADMIN_PASSWORD: must be at least 8 characters/);
    expect(() => loadConfig({ ADMIN_PASSWORD: 'x'.repeat(257) })).toThrow(/must be at most 256 characters/);
    expect(loadConfig({ ADMIN_PASSWORD: 'harbor-lights-2026' }).adminPassword).toBe('harbor-lights-2026');
  });

  it('takes TRUST_PROXY as addresses and ranges, and refuses anything else', () => {
    expect(loadConfig({}).trustProxy).toEqual(['127.0.0.1', '::1']);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.5, 10.1.0.0/16,fd00::/8' }).trustProxy).toEqual([
      '10.0.0.5',
      '10.1.0.0/16',
      'fd00::/8',
    ]);
    for (const bad of ['proxy.example.org', '10.0.0.0/33', '10.0.0.5,', '::1/129', '10.0.0.0/8/1', '10.0.0.0/x']) {
      expect(() => loadConfig({ TRUST_PROXY: bad }), bad).toThrow(/TRUST_PROXY: must be IP addresses or CIDR ranges/);
    }
  });

  it('takes PUBLIC_URL only as an http(s) origin, the start of the links in its mails', () => {
    for (const slip of [
      'clinic.example.org',
      'localhost:4113',
      'romtrack.example.org:8443',
      'ftp://example.org',
      'https://',
      // Each would put something between the host and the link's path: every link broken.
      'https://romtrack.example.org/?utm=mail',
      'https://romtrack.example.org#top',
      'https://romtrack.example.org?',
      'https://romtrack.example.org/romtrack',
      'https://user:secret@romtrack.example.org',
    ]) {
      expect(() => loadConfig({ PUBLIC_URL: slip }), slip).toThrow(
        /PUBLIC_URL: must be the address people open the product at: http:\/\/ or https:\/\/ and the host, with no path, query or #, such as https:\/\/romtrack.example.org/,
      );
    }
    expect(loadConfig({ PUBLIC_URL: 'https://romtrack.example.org/' }).publicUrl).toBe('https://romtrack.example.org');
    expect(loadConfig({ PUBLIC_URL: 'http://10.0.0.5:8080' }).publicUrl).toBe('http://10.0.0.5:8080');
    expect(loadConfig({ PORT: '4000' }).publicUrl).toBe('http://localhost:4000');
  });

  it('takes SMTP_URL only as a URL that names a mail server, rather than mail nowhere or to this machine', () => {
    for (const slip of [
      'mail.example.org',
      'smtp://', // nodemailer would mail localhost:587
      'smtp://:587',
      'smtp://mail.example.org:25x', // nodemailer cannot parse it: every mail would fail
      'smtps://mail.example.org:99999',
      'smtp://user:pass#word@mail.example.org', // the # starts a fragment
    ]) {
      expect(() => loadConfig({ SMTP_URL: slip }), slip).toThrow(
        /SMTP_URL: must be an smtp:\/\/ or smtps:\/\/ URL naming the mail server, such as smtps:\/\/user:password@mail.example.org/,
      );
    }
    for (const url of [
      'smtp://127.0.0.1:2525',
      'smtps://user%40example.org:pass%23word@mail.example.org:465',
      'smtp://mail.example.org?requireTLS=true',
      'smtp://[::1]:25',
    ]) {
      expect(loadConfig({ SMTP_URL: url }).smtpUrl, url).toBe(url);
    }
  });

  it('takes PORT as a whole number and SESSION_TTL_HOURS as hours that make a date, saying so otherwise', () => {
    for (const port of ['abc', '80.5', '-1', '65536', '0x50', '8e3', '+80', ' 80'])
      expect(() => loadConfig({ PORT: port }), port).toThrow(/PORT: must be a whole number from 0 to 65535/);
    expect(loadConfig({ PORT: '0' }).port).toBe(0);
    // 1e300 hours passed once, and then every sign-in failed: a session's expiry was no date.
    for (const hours of ['abc', '0', '-2', '8761', '1e300', '0x10', '1e2', ' 12', '12h', '.5'])
      expect(() => loadConfig({ SESSION_TTL_HOURS: hours }), hours).toThrow(
        /SESSION_TTL_HOURS: must be a number of hours above 0 and at most 8760 \(a year\)/,
      );
    expect(loadConfig({ SESSION_TTL_HOURS: '8760' }).sessionLifetimes.idleMs).toBe(8760 * 3600_000);
    expect(loadConfig({ SESSION_TTL_HOURS: '0.5' }).sessionLifetimes.idleMs).toBe(1800_000);
  });

  it('ends a session 24 hours after sign-in unless SESSION_MAX_HOURS says otherwise, and never before its idle lifetime', () => {
    expect(loadConfig({}).sessionLifetimes).toEqual({ idleMs: 12 * 3600_000, maxMs: 24 * 3600_000 });
    expect(loadConfig({ SESSION_MAX_HOURS: '168' }).sessionLifetimes.maxMs).toBe(168 * 3600_000);
    expect(loadConfig({ SESSION_TTL_HOURS: '1', SESSION_MAX_HOURS: '1' }).sessionLifetimes).toEqual({
      idleMs: 3600_000,
      maxMs: 3600_000,
    });
    // An idle lifetime set longer than the default maximum age is kept whole: the setting that
    // worked before SESSION_MAX_HOURS existed still means what it said.
    expect(loadConfig({ SESSION_TTL_HOURS: '48' }).sessionLifetimes.maxMs).toBe(48 * 3600_000);
    expect(() => loadConfig({ SESSION_TTL_HOURS: '48', SESSION_MAX_HOURS: '24' })).toThrow(
      /SESSION_MAX_HOURS: must be at least SESSION_TTL_HOURS \(48\)/,
    );
    for (const hours of ['abc', '0', '-2', '8761', '1e300', '0x10'])
      expect(() => loadConfig({ SESSION_MAX_HOURS: hours }), hours).toThrow(
        /SESSION_MAX_HOURS: must be a number of hours above 0 and at most 8760 \(a year\)/,
      );
  });

  it('lists every bad variable at once', () => {
    let error: unknown;
    try {
      loadConfig({ PORT: 'abc', ADMIN_PASSWORD: 'password', LOG_LEVEL: 'verbose' });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect(String(error)).toMatch(/PORT:[\s\S]*ADMIN_PASSWORD:[\s\S]*LOG_LEVEL:/);
  });
});
