/** `npm run backup` while the server runs, `npm run restore` while it is stopped. */
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { openDatabase, queryRows } from '../src/db/client.ts';
import { embeddedDatabaseDir } from '../src/db/pglite.ts';
import { createCenter, createDirector } from '../src/domain/registration.ts';
import { embeddedDatabaseAt, migrationCount } from './earlier-release.ts';
import { BEST_ANSWERS } from './participant-helpers.ts';
import {
  freePort,
  PROCESS_TEST_TIMEOUT_MS,
  runServer,
  startServer,
  waitForHealth,
  type ServerProcess,
} from './server-process.ts';

const repoRoot = path.resolve(import.meta.dirname, '../../..');
const CENTER = { name: 'Backup Center', password: 'backup-center-pass' };
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'romtrack-backup-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

function cli(script: 'backup' | 'restore', ...args: string[]) {
  return cliIn(dataDir, script, ...args);
}

/** Runs a script as npm does: in the repository, told in INIT_CWD where the command was typed. */
function cliIn(dir: string, script: 'backup' | 'restore', ...args: string[]) {
  return cliTypedIn(repoRoot, dir, script, ...args);
}

function cliTypedIn(typedIn: string, dir: string, script: 'backup' | 'restore', ...args: string[]) {
  const result = spawnSync(process.execPath, [`apps/server/src/cli/${script}.ts`, ...args], {
    cwd: repoRoot,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', DATA_DIR: dir, INIT_CWD: typedIn },
    encoding: 'utf8',
    timeout: 120_000,
  });
  return { code: result.status, out: result.stdout.trim(), err: result.stderr.trim() };
}

async function api<T>(server: ServerProcess, pathname: string, token?: string, body?: unknown): Promise<T> {
  const res = await fetch(`${server.baseUrl}${pathname}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return (await res.json()) as T;
}

async function recordSurvey(server: ServerProcess, token: string): Promise<string> {
  const pid = await api<{ data: { id: string } }>(server, '/api/v1/auth/register', token, { role: 'deidentified' });
  const link = await api<{ data: string }>(server, `/api/v1/auth/survey/${pid.data.id}`, token, {});
  await api(server, `/api/v1/surveys/${link.data}`, undefined, { answers: BEST_ANSWERS, consented: true });
  return pid.data.id;
}

describe('backup and restore of the embedded database', () => {
  it('refuses to back up a DATA_DIR that holds no database or an empty database folder, making none there', () => {
    const elsewhere = fs.mkdtempSync(path.join(os.tmpdir(), 'romtrack-no-database-'));
    try {
      const backup = cliIn(elsewhere, 'backup');
      expect(backup.code).toBe(2);
      expect(backup.err).toContain(`There is no database in ${elsewhere}`);
      expect(fs.readdirSync(elsewhere)).toEqual([]);
      // Nor one whose database folder a failed first start left empty.
      fs.mkdirSync(embeddedDatabaseDir(elsewhere));
      const empty = cliIn(elsewhere, 'backup');
      expect(empty.code).toBe(2);
      expect(empty.err).toContain(`There is no database in ${elsewhere}`);
      expect(fs.readdirSync(embeddedDatabaseDir(elsewhere))).toEqual([]);
    } finally {
      fs.rmSync(elsewhere, { recursive: true, force: true });
    }
  });

  it(
    'refuses to back up a database that a first start left unmigrated or half made, writing no backup',
    { timeout: PROCESS_TEST_TIMEOUT_MS },
    async () => {
      const elsewhere = fs.mkdtempSync(path.join(os.tmpdir(), 'romtrack-half-made-'));
      try {
        // PostgreSQL's files, but the start stopped before ROMtrack's migrations ran.
        const blank = new PGlite(embeddedDatabaseDir(elsewhere));
        await blank.waitReady;
        await blank.close();
        const unmigrated = cliIn(elsewhere, 'backup');
        expect(unmigrated.code).toBe(2);
        expect(unmigrated.err).toContain(`There is no database in ${elsewhere}`);

        // Making the database itself stopped half way: its control file was never written.
        fs.rmSync(path.join(embeddedDatabaseDir(elsewhere), 'global', 'pg_control'));
        const halfMade = cliIn(elsewhere, 'backup');
        expect(halfMade.code).toBe(1);
        expect(halfMade.err).toContain(`The embedded database in ${elsewhere} could not be opened`);
        expect(halfMade.err).toContain('restore the latest backup');
        expect(fs.readdirSync(elsewhere)).toEqual(['pglite']);
        // The server, started on it, says the same, and what to do if it never ran there.
        const server = startServer({ DATA_DIR: elsewhere }, await freePort());
        expect(await server.exited).toBe(1);
        expect(server.output()).toContain(`The embedded database in ${elsewhere} could not be opened`);
        expect(server.output()).toContain(`remove ${embeddedDatabaseDir(elsewhere)} and start again`);
      } finally {
        fs.rmSync(elsewhere, { recursive: true, force: true });
      }
    },
  );

  it(
    'backs up a running server and restores every survey of that moment',
    { timeout: PROCESS_TEST_TIMEOUT_MS },
    async () => {
      const handle = await openDatabase({ kind: 'pglite', dataDir });
      const director = await createDirector(handle.db, {
        name: 'Backup Director',
        email: 'b@example.org',
        password: 'backup-director',
      });
      await createCenter(handle.db, { ...CENTER, directorId: director.id, consentRegion: 'general' });
      await handle.close();

      let server = await runServer({ DATA_DIR: dataDir });
      const signIn = async () =>
        (
          await api<{ token: string }>(server, '/api/v1/auth/login', undefined, {
            centerName: CENTER.name,
            password: CENTER.password,
          })
        ).token;
      let token = await signIn();
      const before = [
        await recordSurvey(server, token),
        await recordSurvey(server, token),
        await recordSurvey(server, token),
      ];

      const backup = cli('backup');
      expect(backup.code, backup.err).toBe(0);
      expect(backup.out).toMatch(/backups\/romtrack-.*\.tar\.gz$/);
      expect(fs.statSync(backup.out).size).toBeGreaterThan(1000);

      const after = await recordSurvey(server, token);
      // The database is the server's while it runs: restore refuses.
      const refused = cli('restore', backup.out);
      expect(refused.code).toBe(1);
      expect(refused.err).toContain('is using DATA_DIR');

      server.child.kill('SIGTERM');
      await server.exited;
      // Named as the person typing it sees it: from the backups directory, by its file name.
      const restored = cliTypedIn(path.dirname(backup.out), dataDir, 'restore', path.basename(backup.out));
      expect(restored.code, restored.err).toBe(0);
      expect(restored.out).toContain('3 surveys');
      expect(fs.statSync(path.join(dataDir, 'pglite')).mode & 0o777).toBe(0o700);

      server = await runServer({ DATA_DIR: dataDir });
      try {
        token = await signIn();
        const me = await api<{ data: { center: string } }>(server, '/api/v1/auth/me', token);
        const surveys = await api<{ data: { user: string }[] }>(
          server,
          `/api/v1/surveys?center=${me.data.center}`,
          token,
        );
        expect(surveys.data.map((s) => s.user).sort()).toEqual([...before].sort());
        expect(surveys.data.map((s) => s.user)).not.toContain(after);
      } finally {
        server.child.kill('SIGTERM');
        await server.exited;
      }
      const missing = path.join(dataDir, 'no-such-file.tar.gz');
      const notThere = cli('restore', missing);
      expect(notThere.code).toBe(2);
      expect(notThere.err).toContain(`No backup file at ${missing}`);

      // Anything else, a damaged download say, is refused by name, and the database stays as it was.
      const junk = path.join(dataDir, 'junk.tar.gz');
      fs.writeFileSync(junk, Buffer.from(Array.from({ length: 5000 }, (_, i) => (i * 7919) % 256)));
      const refusedJunk = cli('restore', junk);
      expect(refusedJunk.code).toBe(1);
      expect(refusedJunk.err.startsWith(`${junk} is not a backup made by npm run backup (`), refusedJunk.err).toBe(
        true,
      );
      expect(refusedJunk.err).toContain(`Nothing was restored: the database in ${dataDir} is as it was.`);
      server = await runServer({ DATA_DIR: dataDir });
      try {
        token = await signIn();
        const me = await api<{ data: { center: string } }>(server, '/api/v1/auth/me', token);
        const surveys = await api<{ data: unknown[] }>(server, `/api/v1/surveys?center=${me.data.center}`, token);
        expect(surveys.data).toHaveLength(3);
      } finally {
        server.child.kill('SIGTERM');
        await server.exited;
      }
    },
  );

  it(
    'writes a backup asked for while the server is still starting, once it has started',
    { timeout: PROCESS_TEST_TIMEOUT_MS },
    async () => {
      // The lock that names the server to `npm run backup` is taken before the migrations run.
      const starting = fs.mkdtempSync(path.join(os.tmpdir(), 'romtrack-backup-starting-'));
      const server = startServer({ DATA_DIR: starting }, await freePort());
      try {
        while (!fs.existsSync(path.join(starting, 'romtrack.lock')) && server.child.exitCode === null) {
          await new Promise((resolve) => setTimeout(resolve, 10));
        }
        const backup = cliIn(starting, 'backup');
        expect(backup.code, `${backup.err}\n${server.output()}`).toBe(0);
        expect(backup.out).toMatch(/backups\/romtrack-.*\.tar\.gz$/);
        await waitForHealth(server);
      } finally {
        server.child.kill('SIGTERM');
        await server.exited;
        fs.rmSync(starting, { recursive: true, force: true });
      }
    },
  );

  it(
    'keeps the database in place when a restore is interrupted while it reads the backup',
    { timeout: PROCESS_TEST_TIMEOUT_MS },
    async () => {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'romtrack-restore-interrupted-'));
      const directors = async () => {
        const handle = await openDatabase({ kind: 'pglite', dataDir: dir });
        try {
          const [row] = await queryRows<{ n: number }>(
            handle.db,
            sql`SELECT count(*)::int AS n FROM staff_accounts WHERE role = 'director'`,
          );
          return row!.n;
        } finally {
          await handle.close();
        }
      };
      try {
        const handle = await openDatabase({ kind: 'pglite', dataDir: dir });
        await createDirector(handle.db, { name: 'Kept One', email: 'k1@example.org', password: 'kept-director-1' });
        await handle.close();
        const backup = cliIn(dir, 'backup');
        expect(backup.code, backup.err).toBe(0);
        const later = await openDatabase({ kind: 'pglite', dataDir: dir });
        await createDirector(later.db, { name: 'Kept Two', email: 'k2@example.org', password: 'kept-director-2' });
        await later.close();

        // Ctrl-C as soon as the restore has begun to put anything in DATA_DIR.
        const restore = spawn(process.execPath, ['apps/server/src/cli/restore.ts', backup.out], {
          cwd: repoRoot,
          env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', DATA_DIR: dir, INIT_CWD: repoRoot },
          stdio: 'ignore',
        });
        const exited = new Promise((resolve) => restore.once('exit', resolve));
        while (restore.exitCode === null && !fs.readdirSync(dir).some((name) => name.startsWith('pglite.'))) {
          await new Promise((resolve) => setTimeout(resolve, 5));
        }
        restore.kill('SIGINT');
        await exited;

        // The database in place, whole, with what was added after the backup.
        expect(await directors()).toBe(2);
      } finally {
        fs.rmSync(dir, { recursive: true, force: true });
      }
    },
  );

  it('backs up a stopped database as it is, migrating nothing', { timeout: PROCESS_TEST_TIMEOUT_MS }, async () => {
    // The database of the release before this one: every migration but the newest. `npm run backup`
    // typed with this release's code before its first start ("Back up first") must copy that one.
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'romtrack-backup-older-'));
    const older = migrationCount() - 1;
    try {
      await embeddedDatabaseAt(dir, older);

      const backup = cliIn(dir, 'backup');
      expect(backup.code, backup.err).toBe(0);
      const migrations = async (db: PGlite) => {
        const { rows } = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations');
        await db.close();
        return rows[0]!.n;
      };
      const copied = await PGlite.create({ loadDataDir: new Blob([fs.readFileSync(backup.out)]) });
      expect(await migrations(copied)).toBe(older);
      expect(await migrations(new PGlite(embeddedDatabaseDir(dir)))).toBe(older);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it(
    'refuses a backup made by a newer release, leaving the database in place',
    { timeout: PROCESS_TEST_TIMEOUT_MS },
    async () => {
      const newer = fs.mkdtempSync(path.join(os.tmpdir(), 'romtrack-backup-newer-'));
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'romtrack-restore-older-'));
      try {
        await (await openDatabase({ kind: 'pglite', dataDir: newer })).close();
        // What a newer release's migration leaves: a record of it this release does not know (from 2030).
        const upgraded = new PGlite(embeddedDatabaseDir(newer));
        await upgraded.query(
          "INSERT INTO drizzle.__drizzle_migrations (hash, created_at) VALUES ('newer', 1895847470399)",
        );
        await upgraded.close();
        const backup = cliIn(newer, 'backup');
        expect(backup.code, backup.err).toBe(0);

        const handle = await openDatabase({ kind: 'pglite', dataDir: dir });
        await createDirector(handle.db, {
          name: 'Kept Director',
          email: 'kept@example.org',
          password: 'kept-director',
        });
        await handle.close();
        const refused = cliIn(dir, 'restore', backup.out);
        expect(refused.code).toBe(1);
        expect(refused.err).toBe(
          `The backup ${backup.out} was upgraded by a newer release of ROMtrack: it has 1 migration(s) this ` +
            'release does not know, the newest made 2030-01-28T16:17:50.399Z. Nothing was changed. Start that ' +
            'release (or a newer one), or restore a backup made before the upgrade. Nothing was restored: the ' +
            `database in ${dir} is as it was.`,
        );
        // Where it was, whole, with nothing beside it to clear away.
        expect(fs.readdirSync(dir).filter((name) => name.startsWith('pglite'))).toEqual(['pglite']);
        const kept = await openDatabase({ kind: 'pglite', dataDir: dir });
        try {
          const rows = await queryRows<{ n: number }>(
            kept.db,
            sql`SELECT count(*)::int AS n FROM staff_accounts WHERE email = 'kept@example.org'`,
          );
          expect(rows).toEqual([{ n: 1 }]);
        } finally {
          await kept.close();
        }
      } finally {
        fs.rmSync(newer, { recursive: true, force: true });
        fs.rmSync(dir, { recursive: true, force: true });
      }
    },
  );

  it(
    'leaves a restore that is running alone, and says what holds the database',
    { timeout: PROCESS_TEST_TIMEOUT_MS },
    async () => {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'romtrack-backup-during-restore-'));
      await (await openDatabase({ kind: 'pglite', dataDir: dir })).close();
      // A process holding DATA_DIR as `npm run restore` does, for as long as the test needs.
      const lockModule = path.join(repoRoot, 'apps/server/src/db/data-dir-lock.ts');
      const restore = spawn(
        process.execPath,
        [
          '--input-type=module',
          '-e',
          `import { acquireDataDirLock } from ${JSON.stringify(lockModule)};
           acquireDataDirLock(${JSON.stringify(dir)}, 'npm run restore'); console.log('held');
           setInterval(() => {}, 1000);`,
        ],
        { stdio: ['ignore', 'pipe', 'inherit'] },
      );
      try {
        await new Promise((resolve) => restore.stdout!.once('data', resolve));
        const backup = cliIn(dir, 'backup');
        expect(backup.err).toBe(
          `\`npm run restore\` (pid ${restore.pid}) is using DATA_DIR ${dir}: try again once it has finished.`,
        );
        expect(backup.code).toBe(1);
        // Not sent SIGUSR2, which only a server answers (it would have ended the restore); given
        // the time to see the end of a process that was.
        await new Promise((resolve) => setTimeout(resolve, 500));
        expect(restore.exitCode).toBeNull();
        expect(restore.signalCode).toBeNull();
      } finally {
        restore.kill();
        fs.rmSync(dir, { recursive: true, force: true });
      }
    },
  );
});
