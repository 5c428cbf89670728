/**
 * A start that cannot listen, cannot use DATA_DIR, or finds its database migrated by a newer
 * release stops with one line naming the variable and the fix, and exit code 1: no stack trace. One
 * that cannot listen stops before the database is touched, so it has not created the first admin
 * and printed its one-time password.
 */
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/client.ts';
import { embeddedDatabaseDir } from '../src/db/pglite.ts';
import { freePort, PROCESS_TEST_TIMEOUT_MS, startServer } from './server-process.ts';

const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'romtrack-refusals-'));
afterAll(() => fs.rmSync(scratch, { recursive: true, force: true }));

describe('a start that cannot listen or keep its data', () => {
  it(
    'names PORT when another program holds it, having created no admin',
    { timeout: PROCESS_TEST_TIMEOUT_MS },
    async () => {
      const port = await freePort();
      const holder = net.createServer();
      await new Promise<void>((resolve) => holder.listen(port, '127.0.0.1', resolve));
      try {
        const dataDir = path.join(scratch, 'port-taken');
        // No ADMIN_EMAIL or ADMIN_PASSWORD: a start that got as far as the database would make an
        // admin with a generated password and print it.
        const server = startServer({ DATA_DIR: dataDir }, port);
        expect(await server.exited, server.output()).toBe(1);
        expect(server.output()).toBe(
          `PORT ${port} on 127.0.0.1 is already in use (another ROMtrack, or another program): ` +
            'stop that one, or set PORT to a free port.\n',
        );
        expect(fs.existsSync(dataDir)).toBe(false);
      } finally {
        await new Promise((resolve) => holder.close(resolve));
      }
    },
  );

  it('names DATA_DIR when it cannot be a directory', { timeout: PROCESS_TEST_TIMEOUT_MS }, async () => {
    const file = path.join(scratch, 'a-file');
    fs.writeFileSync(file, 'not a directory');
    const dataDir = path.join(file, 'data');
    const server = startServer({ DATA_DIR: dataDir }, await freePort());
    expect(await server.exited, server.output()).toBe(1);
    expect(server.output()).toBe(
      `DATA_DIR ${dataDir} cannot be used: ENOTDIR: not a directory, mkdir '${dataDir}'. ` +
        'Set DATA_DIR to a directory this user can create and write in.\n',
    );
  });

  it('names the database when a newer release has migrated it', { timeout: PROCESS_TEST_TIMEOUT_MS }, async () => {
    const dataDir = path.join(scratch, 'upgraded');
    await (await openDatabase({ kind: 'pglite', dataDir })).close();
    const raw = new PGlite(embeddedDatabaseDir(dataDir));
    await raw.query(`INSERT INTO drizzle.__drizzle_migrations (hash, created_at) VALUES ('newer', 1895847470399)`);
    await raw.close();
    const server = startServer({ DATA_DIR: dataDir }, await freePort());
    expect(await server.exited, server.output()).toBe(1);
    expect(server.output()).toBe(
      `The embedded database in DATA_DIR (${dataDir}) was upgraded by a newer release of ROMtrack: it has ` +
        '1 migration(s) this release does not know, the newest made 2030-01-28T16:17:50.399Z. Nothing was changed. ' +
        'Start that release (or a newer one), or restore a backup made before the upgrade.\n',
    );
  });
});
