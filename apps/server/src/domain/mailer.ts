/**
 * Outgoing mail (decisions.md "Running it"): through SMTP_URL when it is set, otherwise each
 * message is written as an .eml file under DATA_DIR/outbox, so a single machine with no mail
 * server still works and an operator can open the message by hand.
 * @see https://nodemailer.com/transports/stream/
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import { isIP } from 'node:net';
import path from 'node:path';
import type { AppConfig } from '../config.ts';

interface Address {
  name: string;
  address: string;
}

export interface MailMessage {
  /** One address, as stored on the account. */
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  /** 'outbox' writes .eml files instead of sending (no SMTP_URL). */
  readonly mode: 'smtp' | 'outbox';
  /** Rejects when the message cannot be sent, or once `signal` aborts a send still under way. */
  send(message: MailMessage, signal?: AbortSignal): Promise<void>;
  /**
   * Deletes the outbox's messages written before `before` (nothing with SMTP): each holds a
   * password-reset link, of no use once it has expired, and a staff member's address.
   */
  purgeOutbox(before: Date): Promise<void>;
  close(): void;
}

/** `no-reply@` the host of PUBLIC_URL, named after the product. */
function senderFor(config: AppConfig): Address {
  const hostname = new URL(config.publicUrl).hostname;
  // An address literal (127.0.0.1, [::1]) is not a usable mail domain.
  const domain = isIP(hostname.replace(/^\[|\]$/g, '')) ? 'localhost' : hostname;
  return { name: config.productName, address: `no-reply@${domain}` };
}

/**
 * The message as nodemailer takes it. Both addresses go as objects, which nodemailer writes as
 * given (quoting what needs it): a string would be parsed as an address list, and an address that
 * registration accepts, such as `jane,smith@example.org` (a comma typed for a dot), would send the
 * account's reset link to `smith@example.org`, someone else's mailbox.
 */
function composed(from: Address, { to, subject, text }: MailMessage, signal: AbortSignal | undefined) {
  return { from, to: { name: '', address: to }, subject, text, signal };
}

/**
 * nodemailer is loaded with the first message, not at start-up (most processes never mail);
 * `current` is the transport once made, for close().
 */
function lazily<T>(make: () => Promise<T>): { get(): Promise<T>; current(): T | undefined } {
  let made: Promise<T> | undefined;
  let value: T | undefined;
  return {
    get: () => (made ??= make().then((result) => (value = result))),
    current: () => value,
  };
}

/** Where messages go without SMTP_URL. */
const outboxOf = (config: AppConfig) => path.join(config.dataDir, 'outbox');

/**
 * Without SMTP_URL, why the outbox could not be written, said at start so that the operator hears
 * of it before a password-reset mail is lost (with PostgreSQL nothing else writes to DATA_DIR);
 * undefined when it can be. Looks at the outbox, or the nearest directory above it that exists,
 * where the first message will create it: the check itself creates nothing.
 */
export async function outboxProblem(config: AppConfig): Promise<string | undefined> {
  if (config.smtpUrl) return undefined;
  const outbox = outboxOf(config);
  let directory = outbox;
  for (;;) {
    try {
      if (!(await fs.stat(directory)).isDirectory()) throw new Error(`${directory} is not a directory`);
      await fs.access(directory, fs.constants.W_OK | fs.constants.X_OK);
      return undefined;
    } catch (error) {
      const parent = path.dirname(directory);
      if ((error as NodeJS.ErrnoException).code === 'ENOENT' && parent !== directory) {
        directory = parent;
        continue;
      }
      return (
        `Mail is written to ${outbox} (no SMTP_URL is set), which cannot be written ` +
        `(${(error as Error).message}): password-reset mail will fail. Set SMTP_URL, or DATA_DIR to a writable directory.`
      );
    }
  }
}

export function createMailer(config: AppConfig): Mailer {
  const from = senderFor(config);
  const { smtpUrl } = config;
  if (smtpUrl) {
    // The URL carries host, port, credentials and TLS settings (smtps:// for implicit TLS;
    // query options such as ?requireTLS=true are understood by nodemailer).
    const transport = lazily(async () => (await import('nodemailer')).default.createTransport(smtpUrl));
    return {
      mode: 'smtp',
      async send(message, signal) {
        await (await transport.get()).sendMail(composed(from, message, signal));
      },
      purgeOutbox: async () => {},
      close: () => transport.current()?.close(),
    };
  }
  const outbox = outboxOf(config);
  const transport = lazily(async () =>
    (await import('nodemailer')).default.createTransport({ streamTransport: true, buffer: true, newline: 'unix' }),
  );
  return {
    mode: 'outbox',
    async send(message, signal) {
      const info = await (await transport.get()).sendMail(composed(from, message, signal));
      // Created on first use, so a server that never mails leaves no directory behind.
      await fs.mkdir(outbox, { recursive: true, mode: 0o700 });
      // Time first so a directory listing sorts oldest to newest.
      const name = `${new Date().toISOString().replaceAll(':', '-')}-${randomBytes(4).toString('hex')}.eml`;
      await fs.writeFile(path.join(outbox, name), info.message as Buffer, { mode: 0o600 });
    },
    async purgeOutbox(before) {
      let names: string[];
      try {
        names = await fs.readdir(outbox);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
        throw error;
      }
      for (const name of names.filter((n) => n.endsWith('.eml'))) {
        const file = path.join(outbox, name);
        // Gone already: another instance sharing DATA_DIR purged it.
        const written = await fs.stat(file).catch(() => undefined);
        if (written && written.mtime < before) await fs.rm(file, { force: true });
      }
    },
    close: () => transport.current()?.close(),
  };
}
