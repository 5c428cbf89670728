/**
 * The embedded database has exactly one writer. A lock file in DATA_DIR names the process
 * that holds it; a second server on the same directory stops at once with a clear message.
 * A lock left by a process that no longer runs (a crash, a SIGKILL, a power cut) is taken over,
 * also when its pid has since been given to another process (after a reboot) or to this one (a
 * container's PID 1 started again), so a restart after a crash needs no manual clean-up. Whoever
 * takes the lock also closes DATA_DIR to other users (keepToOwner).
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

/**
 * DATA_DIRs whose lock this process holds. A lock that names this process's pid but is not one of
 * these was left by an earlier process given the same pid: a container's PID 1, or a service
 * started early at boot, killed and started again.
 */
const heldHere = new Set<string>();

/**
 * When a process started, as far as the system says (Linux: this boot's id and the process's
 * start time), so that a lock left by a process that is gone is told from one held by a later
 * process that was given the same pid; undefined where it cannot be read.
 */
function processStart(pid: number): string | undefined {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command's name, which is in parentheses and may hold anything: state is
    // the 3rd field, the start time (clock ticks after boot) the 22nd.
    const startTicks = stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19];
    const boot = fs.readFileSync('/proc/sys/kernel/random/boot_id', 'utf8').trim();
    return startTicks ? `${boot}:${startTicks}` : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The process that holds DATA_DIR's lock, if it still runs: its pid, and the command it runs
 * when that is one of the operator's tools (`npm run backup`, `npm run restore`), not a server.
 */
function liveHolder(dataDir: string): { pid: number; tool?: string } | undefined {
  try {
    const { pid, host, start, tool } = JSON.parse(fs.readFileSync(path.join(dataDir, LOCK_FILE), 'utf8')) as {
      pid: number;
      host: string;
      start?: string;
      tool?: string;
    };
    if (host !== os.hostname()) return undefined;
    const holder = { pid, ...(typeof tool === 'string' && { tool }) };
    if (pid === process.pid) return heldHere.has(path.resolve(dataDir)) ? holder : undefined;
    if (!isRunning(pid)) return undefined;
    // A process with that pid runs; it is the lock's only if it started when the lock's did
    // (after a power cut, a pid in the lock may name any process of the new boot).
    const now = start === undefined ? undefined : processStart(pid);
    return now !== undefined && now !== start ? undefined : holder;
  } catch {
    return undefined;
  }
}

/**
 * The pid of the server holding DATA_DIR's lock, if it still runs; undefined also while one of the
 * operator's tools holds it. `npm run backup` sends the holder SIGUSR2, which only a server
 * answers: it ends any other Node process, a restore half-way through included.
 */
export function lockHolder(dataDir: string): number | undefined {
  const holder = liveHolder(dataDir);
  return holder && !holder.tool ? holder.pid : undefined;
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

/**
 * Takes DATA_DIR's lock for this process; returns the function that releases it. `tool` is the
 * command of an operator's tool that takes it (`npm run restore`), left out by the server.
 */
export function acquireDataDirLock(dataDir: string, tool?: string): () => void {
  try {
    fs.mkdirSync(dataDir, { recursive: true, mode: OWNER_ONLY });
    keepToOwner(dataDir);
  } catch (error) {
    throw new DataDirUnusableError(dataDir, error);
  }
  const file = path.join(dataDir, LOCK_FILE);
  const content = JSON.stringify({
    pid: process.pid,
    host: os.hostname(),
    since: new Date().toISOString(),
    start: processStart(process.pid),
    ...(tool && { tool }),
  });
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(file, content, { flag: 'wx' });
      heldHere.add(path.resolve(dataDir));
      return () => {
        heldHere.delete(path.resolve(dataDir));
        try {
          if (JSON.parse(fs.readFileSync(file, 'utf8')).pid === process.pid) fs.rmSync(file);
        } catch {
          // Already gone: nothing to release.
        }
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw new DataDirUnusableError(dataDir, error);
      const holder = liveHolder(dataDir);
      if (holder?.tool) {
        throw new DataDirLockedError(
          `\`${holder.tool}\` (pid ${holder.pid}) is using DATA_DIR ${dataDir}: try again once it has finished.`,
        );
      }
      if (holder !== undefined) {
        throw new DataDirLockedError(
          `Another ROMtrack process (pid ${holder.pid}) is using DATA_DIR ${dataDir}. ` +
            'The embedded database allows one server at a time: stop that one, or set another DATA_DIR.',
        );
      }
      // Left behind by a process that is gone: remove it and try once more.
      fs.rmSync(file, { force: true });
    }
  }
  throw new DataDirLockedError(`Could not lock DATA_DIR ${dataDir}`);
}
