import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'server',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // Argon2 hashing and PGlite start-up make single tests slower than the default allows.
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
