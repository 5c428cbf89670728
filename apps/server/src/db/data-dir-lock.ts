/**
 * The embedded database has exactly one writer. A lock file in DATA_DIR names the process
 * that holds it; a second server on the same directory stops at once with a clear message.
 * A lock left by a process that no longer runs (a crash, a SIGKILL) is taken over, so a
 * restart after a crash needs no manual clean-up. Whoever takes the lock also closes DATA_DIR
 * to other users (keepToOwner).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export class DataDirLockedError extends Error {
  override name = 'DataDirLockedError';
}

/** DATA_DIR cannot be created or written: a path through a file, a read-only disk, no permission. */
export class DataDirUnusableError extends Error {
  override name = 'DataDirUnusableError';
  constructor(dataDir: string, cause: unknown) {
    super(
      `DATA_DIR ${dataDir} cannot be used: ${(cause as Error).message}. ` +
        'Set DATA_DIR to a directory this user can create and write in.',
      { cause },
    );
  }
}

const LOCK_FILE = 'romtrack.lock';

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists but belongs to someone else, so it is running.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The pid recorded in DATA_DIR's lock, if a running process holds it. */
export function lockHolder(dataDir: string): number | undefined {
  try {
    const { pid, host } = JSON.parse(fs.readFileSync(path.join(dataDir, LOCK_FILE), 'utf8')) as {
      pid: number;
      host: string;
    };
    return host === os.hostname() && isRunning(pid) ? pid : undefined;
  } catch {
    return undefined;
  }
}

/** Read, write and search for the directory's owner alone. */
export const OWNER_ONLY = 0o700;

/**
 * Makes DATA_DIR reachable by its owner alone. It holds the embedded database's files, which
 * PGlite writes readable and writable by every user of the machine (0666), with the survey
 * links' tokens, the answers, the staff's password hashes and the audit log; and its backups.
 * A directory that others may enter has its group and other permissions taken away. One that
 * belongs to another user, which this one may not change, is left as its owner set it.
 */
function keepToOwner(dataDir: string): void {
  const { mode } = fs.statSync(dataDir);
  if ((mode & 0o077) === 0) return;
  try {
    fs.chmodSync(dataDir, mode & OWNER_ONLY);
  } catch {
    // Not ours to change: the owner's choice stands.
  }
}

/** Takes DATA_DIR's lock for this process; returns the function that releases it. */
export function acquireDataDirLock(dataDir: string): () => void {
  try {
    fs.mkdirSync(dataDir, { recursive: true, mode: OWNER_ONLY });
    keepToOwner(dataDir);
  } catch (error) {
    throw new DataDirUnusableError(dataDir, error);
  }
  const file = path.join(dataDir, LOCK_FILE);
  const content = JSON.stringify({ pid: process.pid, host: os.hostname(), since: new Date().toISOString() });
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(file, content, { flag: 'wx' });
      return () => {
        try {
          if (JSON.parse(fs.readFileSync(file, 'utf8')).pid === process.pid) fs.rmSync(file);
        } catch {
          // Already gone: nothing to release.
        }
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw new DataDirUnusableError(dataDir, error);
      const holder = lockHolder(dataDir);
      if (holder !== undefined) {
        throw new DataDirLockedError(
          `Another ROMtrack process (pid ${holder}) is using DATA_DIR ${dataDir}. ` +
            'The embedded database allows one server at a time: stop that one, or set another DATA_DIR.',
        );
      }
      // Left behind by a process that is gone: remove it and try once more.
      fs.rmSync(file, { force: true });
    }
  }
  throw new DataDirLockedError(`Could not lock DATA_DIR ${dataDir}`);
}
