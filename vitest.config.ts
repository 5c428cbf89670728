import { defineConfig } from 'vitest/config';

// `npm run test:unit`: unit and API integration tests of every workspace.
// End-to-end tests have their own config (e2e/vitest.config.ts).
export default defineConfig({
  test: {
    projects: ['packages/*', 'apps/server', 'apps/web'],
  },
});
