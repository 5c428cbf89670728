/**
 * A real SMTP server in the test process (the `smtp-server` package) that keeps every message
 * it receives, so mail tests go through nodemailer and the wire like production does, and reads
 * each as a mail client would (the `mailparser` package).
 */
import type { AddressInfo } from 'node:net';
import { type AddressObject, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  /** The envelope's sender and recipients (MAIL FROM, RCPT TO). */
  from: string;
  to: string[];
  /** The raw RFC 5322 message. */
  raw: string;
  /** The message as the recipient's mail client shows it. */
  read: ReadMail;
}

export interface SmtpSink {
  url: string;
  received: ReceivedMail[];
  /** Resolves with the next message for `to` (already received or still to come). */
  next(to: string, timeoutMs?: number): Promise<ReceivedMail>;
  close(): Promise<void>;
}

export async function startSmtpSink(): Promise<SmtpSink> {
  const received: ReceivedMail[] = [];
  const taken = new Set<ReceivedMail>();
  const waiters: Array<() => void> = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks);
        void readMail(raw).then(
          (read) => {
            received.push({
              from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
              to: session.envelope.rcptTo.map((r) => r.address),
              raw: raw.toString('utf8'),
              read,
            });
            for (const wake of waiters.splice(0)) wake();
            callback();
          },
          (error: Error) => callback(error),
        );
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;

  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    async next(to, timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const mail = received.find((m) => !taken.has(m) && m.to.includes(to));
        if (mail) {
          taken.add(mail);
          return mail;
        }
        const left = deadline - Date.now();
        if (left <= 0) throw new Error(`no mail for ${to} within ${timeoutMs} ms`);
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, Math.min(left, 200));
        });
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** One mailbox of an address header, as a mail client shows it. */
export interface Mailbox {
  name: string;
  address: string;
}

/** A message as a mail client reads it (mailparser): headers decoded, the text part decoded. */
export interface ReadMail {
  from: Mailbox[];
  to: Mailbox[];
  subject: string | undefined;
  date: Date | undefined;
  messageId: string | undefined;
  /** The Content-Type header's value and parameters, as `text/plain; charset=utf-8`. */
  contentType: string;
  text: string;
}

const mailboxes = (field: AddressObject | AddressObject[] | undefined): Mailbox[] =>
  [field ?? []].flat().flatMap((object) => object.value.map(({ name, address }) => ({ name, address: address ?? '' })));

export async function readMail(raw: string | Buffer): Promise<ReadMail> {
  const mail = await simpleParser(raw);
  const type = mail.headers.get('content-type') as { value: string; params: Record<string, string> } | undefined;
  const params = Object.entries(type?.params ?? {}).map(([key, value]) => `; ${key}=${value}`);
  return {
    from: mailboxes(mail.from),
    to: mailboxes(mail.to),
    subject: mail.subject,
    date: mail.date,
    messageId: mail.messageId,
    contentType: `${type?.value ?? ''}${params.join('')}`,
    text: mail.text ?? '',
  };
}

/** The reset link in a message's text, or throws. */
export function resetLinkIn(text: string): string {
  const match = /(https?:\/\/\S+\/forgot-password\/[A-Za-z0-9_-]{43})/.exec(text);
  if (!match?.[1]) throw new Error(`no reset link in:\n${text}`);
  return match[1];
}
