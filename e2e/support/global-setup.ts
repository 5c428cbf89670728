/**
 * Seeds a fresh embedded database through the product's own domain code, then starts the
 * real server (as `npm start` would, minus the build) on a free port against it.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../apps/server/src/db/client.ts';
import { createCenter, createDirector } from '../../apps/server/src/domain/registration.ts';
import { freePort, runServer } from '../../apps/server/test/server-process.ts';
import { WORLD } from './world.ts';

const repoRoot = path.resolve(import.meta.dirname, '../..');

async function seed(dataDir: string): Promise<void> {
  const handle = await openDatabase({ kind: 'pglite', dataDir });
  try {
    const x = await createDirector(handle.db, WORLD.directorX);
    const y = await createDirector(handle.db, WORLD.directorY);
    await createCenter(handle.db, { ...WORLD.centerA, directorId: x.id, consentRegion: 'general' });
    await createCenter(handle.db, { ...WORLD.centerB, directorId: y.id, consentRegion: 'eu' });
  } finally {
    await handle.close();
  }
}

export default async function setup(project: TestProject) {
  if (!fs.existsSync(path.join(repoRoot, 'apps/web/dist/index.html'))) {
    throw new Error('The web client is not built: run `npm run build` first (npm run test:e2e does).');
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'romtrack-e2e-'));
  await seed(dataDir);
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const server = await runServer(
    { DATA_DIR: dataDir, ADMIN_EMAIL: WORLD.admin.email, ADMIN_PASSWORD: WORLD.admin.password, PUBLIC_URL: baseUrl },
    port,
  );
  project.provide('baseUrl', baseUrl);
  project.provide('dataDir', dataDir);

  return async () => {
    server.child.kill('SIGTERM');
    await server.exited;
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
}
