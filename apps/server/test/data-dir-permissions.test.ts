/**
 * DATA_DIR is its owner's alone: the embedded database's files inside it are written readable and
 * writable by everyone (PGlite's 0666), and hold survey links' tokens, answers, password hashes
 * and the audit log. So the directory itself is closed to the machine's other users, whether the
 * server makes it or finds it open; and a backup, which may be copied out of it, is its owner's.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/client.ts';
import { writeBackup } from '../src/domain/backup.ts';

const permissions = (file: string) => fs.statSync(file).mode & 0o777;

describe.skipIf(process.platform === 'win32')('DATA_DIR permissions', () => {
  let parent = '';
  afterEach(() => fs.rmSync(parent, { recursive: true, force: true }));

  it('makes a new DATA_DIR, and the database in it, reachable by their owner alone', async () => {
    parent = fs.mkdtempSync(path.join(os.tmpdir(), 'romtrack-perm-'));
    fs.chmodSync(parent, 0o755);
    const dataDir = path.join(parent, 'new', 'data');
    const handle = await openDatabase({ kind: 'pglite', dataDir });
    await handle.close();
    expect(permissions(dataDir)).toBe(0o700);
    expect(permissions(path.join(dataDir, 'pglite'))).toBe(0o700);
  });

  it('closes a DATA_DIR it finds open to other users', async () => {
    parent = fs.mkdtempSync(path.join(os.tmpdir(), 'romtrack-perm-'));
    const dataDir = path.join(parent, 'data');
    fs.mkdirSync(dataDir);
    fs.chmodSync(dataDir, 0o777);
    const handle = await openDatabase({ kind: 'pglite', dataDir });
    await handle.close();
    expect(permissions(dataDir)).toBe(0o700);
  });

  it('writes a backup readable by its owner alone', () => {
    parent = fs.mkdtempSync(path.join(os.tmpdir(), 'romtrack-perm-'));
    const file = writeBackup(parent, Buffer.from('not really a tarball'));
    expect(permissions(path.dirname(file))).toBe(0o700);
    expect(permissions(file)).toBe(0o600);
  });
});
