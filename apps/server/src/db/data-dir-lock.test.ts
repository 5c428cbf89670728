/**
 * DATA_DIR's lock after a crash: the pid it names may since have been given to another process
 * (after a reboot) or to this very one (a container's PID 1 started again). Neither is a server
 * on the database, so neither may keep it from starting, nor be sent a backup's SIGUSR2.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { acquireDataDirLock, DataDirLockedError, lockHolder } from './data-dir-lock.ts';

const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'romtrack-lock-'));
afterAll(() => fs.rmSync(scratch, { recursive: true, force: true }));

/** A DATA_DIR whose lock was left by a process that named itself `pid`, as a crash leaves it. */
function dataDirLeftBy(name: string, lock: { pid: number; start?: string }): string {
  const dataDir = path.join(scratch, name);
  fs.mkdirSync(dataDir, { mode: 0o700 });
  const content = { ...lock, host: os.hostname(), since: new Date(0).toISOString() };
  fs.writeFileSync(path.join(dataDir, 'romtrack.lock'), JSON.stringify(content));
  return dataDir;
}

describe("DATA_DIR's lock", () => {
  it('takes over a lock that names this process, which did not take it (a container restarted)', () => {
    const dataDir = dataDirLeftBy('own-pid', { pid: process.pid });
    expect(lockHolder(dataDir)).toBeUndefined();
    const release = acquireDataDirLock(dataDir);
    try {
      expect(lockHolder(dataDir)).toBe(process.pid);
      // Held now: a second open in this process is refused as before.
      expect(() => acquireDataDirLock(dataDir)).toThrow(DataDirLockedError);
    } finally {
      release();
    }
  });

  it.runIf(fs.existsSync('/proc/self/stat'))(
    'takes over a lock whose pid now names another process, and does not name that one',
    async () => {
      // A process of a later boot that was given the crashed server's pid.
      const other = spawn('sleep', ['60'], { stdio: 'ignore' });
      try {
        const dataDir = dataDirLeftBy('reused-pid', { pid: other.pid!, start: 'an-earlier-boot:12345' });
        // `npm run backup` would send it SIGUSR2, which ends a process that does not expect it.
        expect(lockHolder(dataDir)).toBeUndefined();
        acquireDataDirLock(dataDir)();
        expect(other.exitCode).toBeNull();
      } finally {
        other.kill();
      }
    },
  );

  it('refuses a lock held by another running process', async () => {
    const dataDir = path.join(scratch, 'held');
    const module = path.join(import.meta.dirname, 'data-dir-lock.ts');
    const holder = spawn(
      process.execPath,
      [
        '--input-type=module',
        '-e',
        `import { acquireDataDirLock } from ${JSON.stringify(module)};
         acquireDataDirLock(${JSON.stringify(dataDir)}); console.log('held'); setInterval(() => {}, 1000);`,
      ],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    try {
      await new Promise((resolve) => holder.stdout!.once('data', resolve));
      expect(lockHolder(dataDir)).toBe(holder.pid);
      expect(() => acquireDataDirLock(dataDir)).toThrow(DataDirLockedError);
    } finally {
      holder.kill();
    }
  });
});
