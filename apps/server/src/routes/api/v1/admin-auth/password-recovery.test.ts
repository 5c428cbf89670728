import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../../app.ts';
import { ManualClock } from '../../../../clock.ts';
import { loadConfig } from '../../../../config.ts';
import { ADMIN, buildTestApp, DATABASES, type TestApp } from '../../../../../test/build-test-app.ts';
import {
  bearer,
  loginDirector,
  loginManager,
  seedWorld,
  sessionFor,
  type SeededWorld,
} from '../../../../../test/fixtures.ts';
import { createDirector } from '../../../../domain/registration.ts';
import { readMail, resetLinkIn, startSmtpSink, type SmtpSink } from '../../../../../test/smtp-sink.ts';
import { auditLog, passwordResetTokens } from '../../../../db/schema/index.ts';
import { captureLog } from '../../../../../test/log-capture.ts';
import { SESSIONS_CANNOT_END, whileRefusing } from '../../../../../test/failing-statements.ts';

const EXPIRED = 'Token expired. Please submit new password reset request.';
const PUBLIC_URL = 'http://romtrack.test';

describe.each(DATABASES)('password recovery by e-mail on %s', (kind) => {
  let t: TestApp;
  let world: SeededWorld;
  let smtp: SmtpSink;
  let address = 0;
  beforeAll(async () => {
    smtp = await startSmtpSink();
    t = await buildTestApp(kind, { SMTP_URL: smtp.url, PUBLIC_URL });
    world = await seedWorld(t.app);
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  // Each test asks from its own address, so the per-address throttle stays out of the way.
  const freshIp = () => `10.20.0.${++address}`;
  const inject = (options: InjectOptions) => t.app.inject(options);
  const forgot = (email: string, ip = freshIp(), host = 'romtrack.test', language?: string) =>
    inject({
      method: 'POST',
      url: '/api/v1/adminAuth/forgotpassword',
      payload: { email, host, language },
      remoteAddress: ip,
    });
  const reset = (token: string, password: string) =>
    inject({ method: 'PUT', url: `/api/v1/adminAuth/resetpassword/${token}`, payload: { password } });
  const tokenOf = (link: string) => link.split('/').pop()!;
  const check = (token: string) => inject({ url: `/api/v1/adminAuth/resetpassword/${token}` });

  it('mails a PUBLIC_URL link through SMTP; the link sets a new password once, and ends old sessions', async () => {
    const oldSession = await loginDirector(t.app, world.directorX.email, world.directorX.password);
    const res = await forgot(world.directorX.email.toUpperCase());
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true });

    const mail = await smtp.next(world.directorX.email);
    expect(mail.from).toBe('no-reply@romtrack.test');
    // What the recipient's mail client shows.
    const { read } = mail;
    expect(read.from).toEqual([{ name: 'ROMtrack', address: 'no-reply@romtrack.test' }]);
    expect(read.to).toEqual([{ name: '', address: world.directorX.email }]);
    expect(read.subject).toBe('Reset your ROMtrack password');
    expect(Number.isNaN(read.date?.getTime() ?? NaN)).toBe(false);
    expect(read.messageId).toMatch(/^<[^@\s<>]+@romtrack\.test>$/);
    expect(read.contentType).toBe('text/plain; charset=utf-8');
    const link = resetLinkIn(read.text);
    expect(link).toMatch(/^http:\/\/romtrack\.test\/forgot-password\/[A-Za-z0-9_-]{43}$/);
    const { text } = read;
    expect(text.split(/\r?\n/)).toContain(link); // on a line of its own, so a phone makes it one tap
    expect(text).toContain(`It is the password you sign in with as ${world.directorX.email}.`);
    expect(text).toContain('The link works once and expires in one hour.');
    expect(text).toContain('If you did not ask for this, you can ignore this e-mail: your password stays as it is.');

    // Stored hashed: the token itself is nowhere in the table.
    const rows = await t.app.ctx.db.select().from(passwordResetTokens);
    expect(JSON.stringify(rows)).not.toContain(tokenOf(link));

    const done = await reset(tokenOf(link), 'brand-new-password');
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({ success: true });
    await expect(loginDirector(t.app, world.directorX.email, 'brand-new-password')).resolves.toEqual(
      expect.any(String),
    );
    await expect(loginDirector(t.app, world.directorX.email, world.directorX.password)).rejects.toThrow(/401/);
    expect((await inject({ url: '/api/v1/directorAuth/me', headers: bearer(oldSession) })).statusCode).toBe(401);

    const again = await reset(tokenOf(link), 'another-new-password');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ success: false, error: EXPIRED });

    const audits = await t.app.ctx.db.select().from(auditLog);
    expect(audits.some((a) => a.action === 'password.reset' && a.actorId === world.directorX.id)).toBe(true);
    expect(JSON.stringify(audits)).not.toContain(tokenOf(link));
  });

  it('says whether a link still works, before a password is typed, and checking uses nothing up', async () => {
    const director = { name: 'Director Cleo', email: 'c.director@example.org', password: 'director-c-pass' };
    await createDirector(t.app.ctx.db, director);
    await forgot(director.email);
    const token = tokenOf(resetLinkIn((await smtp.next(director.email)).read.text));
    for (let i = 0; i < 2; i++) {
      const fresh = await check(token);
      expect(fresh.statusCode).toBe(200);
      // With the address a password manager files the new password under.
      expect(fresh.json()).toEqual({ success: true, data: { email: director.email } });
    }
    expect((await reset(token, 'checked-then-reset')).statusCode).toBe(200);
    // Used, made up, malformed: refused as the reset refuses them.
    for (const dead of [token, 'A'.repeat(43), 'not-a-token']) {
      const res = await check(dead);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ success: false, error: EXPIRED });
    }
    // An hour old.
    await forgot(director.email);
    const late = tokenOf(resetLinkIn((await smtp.next(director.email)).read.text));
    t.clock.advance(60 * 60_000 + 1000);
    expect((await check(late)).json().error).toBe(EXPIRED);
  });

  it('refuses a token after one hour', async () => {
    await forgot(world.directorY.email);
    const link = resetLinkIn((await smtp.next(world.directorY.email)).read.text);
    t.clock.advance(60 * 60_000 + 1000);
    const res = await reset(tokenOf(link), 'too-late-password');
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(EXPIRED);
    await expect(loginDirector(t.app, world.directorY.email, world.directorY.password)).resolves.toEqual(
      expect.any(String),
    );
  });

  it('builds the link from PUBLIC_URL whatever host the client claims', async () => {
    await forgot(ADMIN.email, freshIp(), 'evil.example.com');
    const link = resetLinkIn((await smtp.next(ADMIN.email)).read.text);
    expect(link.startsWith(`${PUBLIC_URL}/forgot-password/`)).toBe(true);
    expect(smtp.received.at(-1)?.read.text).not.toContain('evil.example.com');
    // The admin's account resets the same way.
    expect((await reset(tokenOf(link), 'admin-new-password')).statusCode).toBe(200);
  });

  it('mails the address exactly as stored: one with a comma typed for a dot sends no link to another mailbox', async () => {
    // Registration now refuses such an address (NEW_EMAIL_PATTERN); one stored before it did stays.
    const typo = 'jane,smith@example.org';
    await createDirector(t.app.ctx.db, { name: 'Director Jane Smith', email: typo, password: 'director-jane-pass' });
    const before = smtp.received.length;
    await forgot(typo);
    await expect.poll(() => smtp.received.length).toBe(before + 1);
    // Read as an address list, the stored address named `smith@example.org`: a stranger's mailbox.
    const mail = smtp.received.at(-1)!;
    expect(mail.to).toEqual(['"jane,smith"@example.org']);
    expect(mail.read.to).toEqual([{ name: '', address: '"jane,smith"@example.org' }]);
  });

  it("writes the mail, and opens its link, in the language of the page that asked; a manager's names the center's shared login", async () => {
    const director = await sessionFor(t.app, world.directorY.id);
    const email = 'gerente.b@example.org';
    const registered = await inject({
      method: 'POST',
      url: '/api/v1/auth/register',
      headers: bearer(director),
      payload: {
        role: 'manager',
        center: world.centerB.id,
        fname: 'Ana',
        lname: 'Ruiz',
        email,
        password: 'manager-b-pass',
      },
    });
    expect(registered.statusCode).toBe(201);

    await forgot(email, freshIp(), 'romtrack.test', 'es');
    const spanish = (await smtp.next(email)).read;
    expect(spanish.subject).toBe('Restablezca su contraseña de ROMtrack');
    const link = resetLinkIn(spanish.text);
    expect(link).toMatch(/^http:\/\/romtrack\.test\/es\/forgot-password\/[A-Za-z0-9_-]{43}$/);
    expect(spanish.text.split(/\r?\n/)).toContain(link);
    expect(spanish.text).toContain(
      `Es la contraseña del inicio de sesión del centro «${world.centerB.name}», que comparte todo su personal: ` +
        'una contraseña nueva cierra la sesión de todos, así que comuníquesela.',
    );
    expect(spanish.text).toContain('El enlace funciona una sola vez y caduca en una hora.');

    await forgot(email, freshIp(), 'romtrack.test', 'zh-TW');
    const chinese = (await smtp.next(email)).read;
    expect(chinese.subject).toBe('重設您的 ROMtrack 密碼');
    expect(resetLinkIn(chinese.text)).toMatch(/^http:\/\/romtrack\.test\/tw\/forgot-password\/[A-Za-z0-9_-]{43}$/);
    expect(chinese.text).toContain(`這是「${world.centerB.name}」中心登入的密碼`);

    // The Spanish link sets the center's password as any other.
    expect((await reset(tokenOf(link), 'nueva-clave-del-centro')).statusCode).toBe(200);
    await expect(loginManager(t.app, world.centerB.name, 'nueva-clave-del-centro')).resolves.toEqual(
      expect.any(String),
    );

    // A language the staff screens are not written in is refused, and mails nobody.
    const before = smtp.received.length;
    const french = await forgot(email, freshIp(), 'romtrack.test', 'fr');
    expect(french.statusCode).toBe(400);
    expect(french.json().error).toContain('language');
    await new Promise((r) => setTimeout(r, 300));
    expect(smtp.received.length).toBe(before);
  });

  it('answers the same for an unknown address, and mails nobody', async () => {
    const before = smtp.received.length;
    const res = await forgot('nobody-here@example.org');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true });
    await new Promise((r) => setTimeout(r, 300));
    expect(smtp.received.length).toBe(before);
  });

  it('refuses a common password without using up the link', async () => {
    await forgot(world.directorY.email);
    const link = resetLinkIn((await smtp.next(world.directorY.email)).read.text);
    const common = await reset(tokenOf(link), 'password123');
    expect(common.statusCode).toBe(400);
    expect(common.json().error).toContain('too common');
    expect((await reset(tokenOf(link), 'uncommon-horse-battery')).statusCode).toBe(200);
  });

  it('kills earlier links when one of them is used', async () => {
    const email = world.directorY.email;
    await forgot(email);
    const first = resetLinkIn((await smtp.next(email)).read.text);
    await forgot(email);
    const second = resetLinkIn((await smtp.next(email)).read.text);
    expect((await reset(tokenOf(second), 'second-link-password')).statusCode).toBe(200);
    expect((await reset(tokenOf(first), 'first-link-password')).json().error).toBe(EXPIRED);
  });

  it('ends the links mailed for a password once that password is changed', async () => {
    const director = { name: 'Director Zoe', email: 'z.director@example.org', password: 'director-z-pass' };
    await createDirector(t.app.ctx.db, director);
    await forgot(director.email);
    const link = resetLinkIn((await smtp.next(director.email)).read.text);
    const session = await loginDirector(t.app, director.email, director.password);
    const changed = await inject({
      method: 'PUT',
      url: '/api/v1/directorAuth/updatepassword',
      headers: bearer(session),
      payload: { currentPassword: director.password, newPassword: 'director-z-changed' },
    });
    expect(changed.json()).toEqual({ success: true });
    expect((await reset(tokenOf(link), 'director-z-taken-back')).json().error).toBe(EXPIRED);
    await expect(loginDirector(t.app, director.email, 'director-z-changed')).resolves.toEqual(expect.any(String));
  });

  it('ends the links mailed to a center’s manager once the account is handed to someone else', async () => {
    const director = await sessionFor(t.app, world.directorX.id);
    const register = (email: string, password: string) =>
      inject({
        method: 'POST',
        url: '/api/v1/auth/register',
        headers: bearer(director),
        payload: { role: 'manager', center: world.centerA.id, fname: 'Sam', lname: 'Lee', email, password },
      });
    expect((await register('leaving@example.org', 'leaving-manager-pass')).statusCode).toBe(201);
    await forgot('leaving@example.org');
    const link = resetLinkIn((await smtp.next('leaving@example.org')).read.text);
    expect((await register('arriving@example.org', 'arriving-manager-pass')).statusCode).toBe(201);

    // The manager who left cannot take the center's account back with the link asked for earlier.
    expect((await reset(tokenOf(link), 'taken-back-password')).json().error).toBe(EXPIRED);
    await expect(loginManager(t.app, world.centerA.name, 'arriving-manager-pass')).resolves.toEqual(expect.any(String));
  });

  it('changes nothing when the old sessions cannot be ended: the link still works afterwards', async () => {
    const director = { name: 'Director Uma', email: 'u.director@example.org', password: 'director-u-pass' };
    await createDirector(t.app.ctx.db, director);
    const session = await loginDirector(t.app, director.email, director.password);
    await forgot(director.email);
    const link = resetLinkIn((await smtp.next(director.email)).read.text);

    const failed = await whileRefusing(t.app.ctx.db, SESSIONS_CANNOT_END, () =>
      reset(tokenOf(link), 'director-u-reset'),
    );
    expect(failed.statusCode).toBe(500);
    // Not half done: the old password and the session it opened still work, and so does the link.
    expect((await inject({ url: '/api/v1/directorAuth/me', headers: bearer(session) })).statusCode).toBe(200);
    await expect(loginDirector(t.app, director.email, director.password)).resolves.toEqual(expect.any(String));

    expect((await reset(tokenOf(link), 'director-u-reset')).statusCode).toBe(200);
    expect((await inject({ url: '/api/v1/directorAuth/me', headers: bearer(session) })).statusCode).toBe(401);
    await expect(loginDirector(t.app, director.email, 'director-u-reset')).resolves.toEqual(expect.any(String));
  });

  it('looks a token up before it checks or hashes the password', async () => {
    // A made-up token is refused as such, even with a password the policy would refuse: the
    // server does not spend a password hash on tokens that open nothing.
    const res = await reset('B'.repeat(43), 'password123');
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(EXPIRED);
  });

  it('refuses malformed tokens and short passwords with 400', async () => {
    expect((await reset('not-a-token', 'long-enough-password')).json()).toMatchObject({ error: EXPIRED });
    expect((await reset('A'.repeat(43), 'long-enough-password')).statusCode).toBe(400);
    const short = await reset('A'.repeat(43), 'short');
    expect(short.statusCode).toBe(400);
    expect(short.json().error).toContain('password');
    const badEmail = await forgot('not-an-email');
    expect(badEmail.statusCode).toBe(400);
    expect(badEmail.json().error).toContain('email');
  });

  it('throttles requests per client address and per e-mail address', async () => {
    const ip = freshIp();
    for (let i = 0; i < 5; i++) expect((await forgot(`someone${i}@example.org`, ip)).statusCode).toBe(200);
    const sixth = await forgot('someone-else@example.org', ip);
    expect(sixth.statusCode).toBe(429);
    expect(sixth.headers['retry-after']).toBeDefined();

    for (let i = 0; i < 3; i++) expect((await forgot('flooded@example.org')).statusCode).toBe(200);
    expect((await forgot('flooded@example.org')).statusCode).toBe(429);
    t.clock.advance(60 * 60_000 + 1000);
    expect((await forgot('flooded@example.org')).statusCode).toBe(200);
  });

  it("counts a request refused for its e-mail against nothing else: the address's allowance is kept", async () => {
    const ip = freshIp();
    for (let i = 0; i < 3; i++) expect((await forgot('asked-often@example.org', ip)).statusCode).toBe(200);
    expect((await forgot('asked-often@example.org', ip)).statusCode).toBe(429);
    expect((await forgot('asked-often@example.org', ip)).statusCode).toBe(429);
    // Three of the address's five are used, not five: a colleague at the same address asks twice more.
    expect((await forgot('colleague@example.org', ip)).statusCode).toBe(200);
    expect((await forgot('colleague@example.org', ip)).statusCode).toBe(200);
    expect((await forgot('third@example.org', ip)).statusCode).toBe(429);
  });
});

/**
 * A server of its own on an in-memory database, the admin and PUBLIC_URL set and `env` over them,
 * with the lines it logs.
 */
async function serverWith(env: Record<string, string>) {
  const { stream, lines } = captureLog();
  const config = loadConfig({
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    PUBLIC_URL,
    WEB_DIST_DIR: '/nonexistent',
    ...env,
  });
  const app = await buildApp(config, {
    clock: new ManualClock(),
    logger: { level: 'info', stream },
    database: { kind: 'pglite', dataDir: undefined },
  });
  return { app, lines };
}

describe('password recovery without SMTP_URL', () => {
  it('writes the message as an .eml file under DATA_DIR/outbox and logs the link', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'romtrack-outbox-'));
    const { app, lines } = await serverWith({
      DATA_DIR: dataDir,
      // A name beyond ASCII, with the quotes and backslash an address header must escape.
      PRODUCT_NAME: 'ROM "Taipéi" \\ 康復追蹤',
    });
    try {
      const res = await app.inject({
        method: 'POST',
        url: '/api/v1/adminAuth/forgotpassword',
        payload: { email: ADMIN.email, host: 'romtrack.test' },
      });
      expect(res.json()).toEqual({ success: true });
      const outbox = path.join(dataDir, 'outbox');
      await expect.poll(() => fs.existsSync(outbox) && fs.readdirSync(outbox).length, { timeout: 5000 }).toBe(1);
      const [file] = fs.readdirSync(outbox);
      expect(file).toMatch(/\.eml$/);
      const read = await readMail(fs.readFileSync(path.join(outbox, file!)));
      expect(read.to).toEqual([{ name: '', address: ADMIN.email }]);
      expect(read.from).toEqual([{ name: 'ROM "Taipéi" \\ 康復追蹤', address: 'no-reply@romtrack.test' }]);
      expect(read.subject).toBe('Reset your ROM "Taipéi" \\ 康復追蹤 password');
      expect(read.text).toContain('your ROM "Taipéi" \\ 康復追蹤 account');
      const link = resetLinkIn(read.text);
      await expect.poll(() => lines.some((line) => line.includes(link))).toBe(true);
      const done = await app.inject({
        method: 'PUT',
        url: `/api/v1/adminAuth/resetpassword/${link.split('/').pop()}`,
        payload: { password: 'outbox-new-password' },
      });
      expect(done.statusCode).toBe(200);
    } finally {
      await app.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });

  // With PostgreSQL nothing else writes to DATA_DIR, so only this says, before a mail is lost, that
  // the outbox cannot be written. The database here is in memory, as PostgreSQL's would be elsewhere.
  it('warns at start when the outbox cannot be written, and creates nothing to find out', async () => {
    const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'romtrack-outbox-check-'));
    const start = async (env: Record<string, string>) => {
      const { app, lines } = await serverWith(env);
      await app.close();
      return lines.map((line) => JSON.parse(line) as { level: number; msg: string });
    };
    const warnings = (lines: { level: number; msg: string }[]) =>
      lines.filter((line) => line.level === 40 && line.msg.includes('outbox')).map((line) => line.msg);
    try {
      // DATA_DIR below a file: no directory can ever be made there.
      fs.writeFileSync(path.join(scratch, 'a-file'), '');
      const blocked = path.join(scratch, 'a-file', 'data');
      expect(warnings(await start({ DATA_DIR: blocked }))).toEqual([
        expect.stringMatching(
          new RegExp(
            `^Mail is written to ${path.join(blocked, 'outbox')} \\(no SMTP_URL is set\\), which cannot be written \\(.*ENOTDIR.*\\): password-reset mail will fail\\. Set SMTP_URL, or DATA_DIR to a writable directory\\.$`,
          ),
        ),
      ]);
      // A DATA_DIR yet to be made, in a writable place: no warning, and nothing made by the check.
      const fresh = path.join(scratch, 'new', 'data');
      expect(warnings(await start({ DATA_DIR: fresh }))).toEqual([]);
      expect(fs.existsSync(path.join(scratch, 'new'))).toBe(false);
      // Mail sent by SMTP never touches DATA_DIR.
      expect(warnings(await start({ DATA_DIR: blocked, SMTP_URL: 'smtp://127.0.0.1:9' }))).toEqual([]);
    } finally {
      fs.rmSync(scratch, { recursive: true, force: true });
    }
  });

  it('answers the same when the mail server is down, and logs the failure without the token', async () => {
    // Port 9 on loopback: nothing listens, the connection is refused at once.
    const { app, lines } = await serverWith({ SMTP_URL: 'smtp://127.0.0.1:9' });
    const res = await app.inject({
      method: 'POST',
      url: '/api/v1/adminAuth/forgotpassword',
      payload: { email: ADMIN.email },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true });
    // Closing waits for the delivery in flight.
    await app.close();
    const log = lines.join('');
    expect(log).toContain('password reset e-mail could not be sent');
    expect(log).not.toMatch(/forgot-password\/[A-Za-z0-9_-]{43}/);
  });

  it('stops when the mail server has stopped answering, and logs the reset mail as not sent', async () => {
    // A mail server that greets, then never answers again: nodemailer would wait ten minutes.
    const connections = new Set<net.Socket>();
    const stalled = net.createServer((socket) => {
      connections.add(socket);
      socket.on('close', () => connections.delete(socket));
      socket.write('220 stalled.test ESMTP\r\n');
      socket.resume(); // reads what it is sent, and answers nothing
    });
    await new Promise<void>((resolve) => stalled.listen(0, '127.0.0.1', resolve));
    const { port } = stalled.address() as net.AddressInfo;
    const { app, lines } = await serverWith({ SMTP_URL: `smtp://127.0.0.1:${port}` });
    try {
      const res = await app.inject({
        method: 'POST',
        url: '/api/v1/adminAuth/forgotpassword',
        payload: { email: ADMIN.email },
      });
      expect(res.json()).toEqual({ success: true });
      await expect.poll(() => connections.size).toBe(1);
      // The close cuts the delivery off after DELIVERY_GRACE_MS, and the connection with it.
      await app.close();
      await expect.poll(() => connections.size).toBe(0);
      const failures = lines
        .map((line) => JSON.parse(line) as { level: number; msg: string; accountId?: string; reason?: string })
        .filter((line) => line.msg === 'password reset e-mail could not be sent');
      expect(failures).toEqual([
        expect.objectContaining({
          level: 50,
          accountId: expect.any(String),
          reason: expect.stringContaining('stopped'),
        }),
      ]);
    } finally {
      for (const socket of connections) socket.destroy();
      await new Promise((resolve) => stalled.close(resolve));
    }
  });
});
