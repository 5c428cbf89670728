/**
 * Zod's mini API carries no error messages of its own (docs/decisions/007): without this, a
 * field that fails a check with no message of ours would be answered "Invalid input". With it,
 * the server's 400 answers say in English what was wrong, as they did with the full API.
 * Imported by config.ts (the environment's messages) and app.ts (the requests').
 */
import { z } from 'zod/mini';

z.config(z.locales.en());
