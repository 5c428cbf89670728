import { defineConfig } from 'drizzle-kit';

// Migrations are generated (`npm run db:generate -- --name <what>`), committed and applied
// at start-up on PGlite and PostgreSQL alike. A merged migration is never edited.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/index.ts',
  out: './src/db/migrations',
  casing: 'snake_case',
});
