/**
 * The e2e server has no SMTP_URL: its mail is written as .eml files to DATA_DIR/outbox. Read
 * here as a mail client reads them (mailparser, through the server tests' readMail): headers and
 * the quoted-printable UTF-8 text decoded, so a Spanish or Chinese mail reads as written.
 */
import fs from 'node:fs';
import path from 'node:path';
import { inject } from 'vitest';
import { readMail, type ReadMail } from '../../apps/server/test/smtp-sink.ts';

/** The newest mail in the server's outbox addressed to `to`. */
export async function newestMailTo(to: string): Promise<ReadMail | undefined> {
  const outbox = path.join(inject('dataDir'), 'outbox');
  if (!fs.existsSync(outbox)) return undefined;
  const files = fs
    .readdirSync(outbox)
    .filter((f) => f.endsWith('.eml'))
    .sort()
    .reverse();
  for (const file of files) {
    const mail = await readMail(fs.readFileSync(path.join(outbox, file)));
    if (mail.to.some((box) => box.address === to)) return mail;
  }
  return undefined;
}
