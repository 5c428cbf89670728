/**
 * Backups of the embedded database: gzipped tarballs of its files under DATA_DIR/backups,
 * written atomically (a reader never sees half a file). PostgreSQL deployments use pg_dump
 * and pg_restore instead (README, "Operations").
 */
import fs from 'node:fs';
import path from 'node:path';
import { OWNER_ONLY } from '../db/data-dir-lock.ts';

export function backupsDir(dataDir: string): string {
  return path.join(dataDir, 'backups');
}

/**
 * Writes `tarball` as DATA_DIR/backups/romtrack-<UTC time>.tar.gz and returns its path, readable
 * by its owner alone: it is the whole database, and may be copied out of DATA_DIR.
 */
export function writeBackup(dataDir: string, tarball: Buffer, now = new Date()): string {
  const dir = backupsDir(dataDir);
  fs.mkdirSync(dir, { recursive: true, mode: OWNER_ONLY });
  const stamp = now.toISOString().replace(/[:.]/g, '-');
  const file = path.join(dir, `romtrack-${stamp}.tar.gz`);
  const partial = `${file}.partial`;
  try {
    fs.writeFileSync(partial, tarball, { mode: 0o600 });
    fs.renameSync(partial, file);
  } catch (error) {
    // What was written of it would keep the space a full disk lacks, from the database beside it too.
    fs.rmSync(partial, { force: true });
    throw new Error(`Could not write the backup ${file}: ${(error as Error).message}`, { cause: error });
  }
  return file;
}

/** Completed backups, oldest first. */
export function listBackups(dataDir: string): string[] {
  const dir = backupsDir(dataDir);
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((name) => name.endsWith('.tar.gz'))
    .sort()
    .map((name) => path.join(dir, name));
}
