/** Backups of the embedded database as files: whole or not at all. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { backupsDir, listBackups, writeBackup } from './backup.ts';

const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'romtrack-backup-file-'));
afterAll(() => fs.rmSync(scratch, { recursive: true, force: true }));
afterEach(() => vi.restoreAllMocks());

describe('writeBackup', () => {
  it('leaves nothing behind on a full disk, and says which backup failed and why', () => {
    const dataDir = path.join(scratch, 'full-disk');
    const write = fs.writeFileSync;
    vi.spyOn(fs, 'writeFileSync').mockImplementation((file, data, options) => {
      // Half of it fits, as on a disk that fills up during the write.
      write(file, (data as Buffer).subarray(0, 10), options as fs.WriteFileOptions);
      throw Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC' });
    });
    const now = new Date('2026-11-28T03:00:00Z');
    expect(() => writeBackup(dataDir, Buffer.alloc(100), now)).toThrow(
      `Could not write the backup ${path.join(backupsDir(dataDir), 'romtrack-2026-11-28T03-00-00-000Z.tar.gz')}: ` +
        'ENOSPC: no space left on device, write',
    );
    // The partial copy is gone: it would hold on to the space the database needs.
    expect(fs.readdirSync(backupsDir(dataDir))).toEqual([]);
    expect(listBackups(dataDir)).toEqual([]);
  });

  it('writes a whole backup under its time', () => {
    const dataDir = path.join(scratch, 'whole');
    const file = writeBackup(dataDir, Buffer.from('tarball'), new Date('2026-11-28T03:00:00Z'));
    expect(fs.readFileSync(file, 'utf8')).toBe('tarball');
    expect(fs.readdirSync(backupsDir(dataDir))).toEqual(['romtrack-2026-11-28T03-00-00-000Z.tar.gz']);
  });
});
