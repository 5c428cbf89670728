/**
 * The first admin's generated password is printed once, by the start that creates it: it must
 * reach the operator whatever LOG_LEVEL says, or nobody can ever sign in as that admin.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { PROCESS_TEST_TIMEOUT_MS, runServer } from './server-process.ts';

const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'romtrack-first-admin-'));
afterAll(() => fs.rmSync(scratch, { recursive: true, force: true }));

describe('the first admin on a fresh DATA_DIR', () => {
  it.each(['error', 'silent'])(
    'prints its generated password with LOG_LEVEL=%s, and that password signs in',
    { timeout: PROCESS_TEST_TIMEOUT_MS },
    async (level) => {
      const server = await runServer({ DATA_DIR: path.join(scratch, level), LOG_LEVEL: level });
      try {
        const printed = /Created admin admin@localhost with password: (\S+)/.exec(server.output());
        expect(printed, server.output()).not.toBeNull();
        const res = await fetch(`${server.baseUrl}/api/v1/adminAuth/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email: 'admin@localhost', password: printed![1] }),
        });
        expect(res.status).toBe(200);
      } finally {
        server.child.kill('SIGTERM');
        await server.exited;
      }
    },
  );
});
