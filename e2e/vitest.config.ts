import { defineConfig } from 'vitest/config';

// End-to-end journeys in headless Chromium against the real server on a temporary data
// directory and a free port. Run by `npm run test:e2e` (part of `npm test`), after the build.
export default defineConfig({
  test: {
    name: 'e2e',
    root: import.meta.dirname,
    include: ['**/*.spec.ts'],
    globalSetup: ['./support/global-setup.ts'],
    // Two cores: one browser at a time keeps the journeys steady.
    fileParallelism: false,
    testTimeout: 90_000,
    // A first visit loads the staff screens' lazy chunks; on a busy 2-core machine that can take
    // seconds, far beyond expect.poll's one-second default.
    expect: { poll: { timeout: 15_000, interval: 100 } },
    hookTimeout: 120_000,
  },
});
