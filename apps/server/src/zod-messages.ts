/**
 * Zod's mini API carries no error messages of its own (docs/decisions/007): without this, a
 * field that fails a check with no message of ours would be answered "Invalid input". With it,
 * the server's 400 answers say in English what was wrong, as they did with the full API.
 * Imported by config.ts (the environment's messages) and app.ts (the requests').
 */
import { z } from 'zod/mini';

z.config(z.locales.en());
/**
 * Two answers in words, where zod's would be "expected string, received undefined": a field left
 * out (or null) "is required"; a body that is not an object at all (none, or a bare string)
 * "must be a JSON object". A schema's own message for its field still comes first.
 */
z.config({
  customError: (issue) => {
    if (issue.code !== 'invalid_type') return undefined;
    if (!issue.path?.length && issue.expected === 'object') return 'must be a JSON object';
    return issue.input == null ? 'is required' : undefined;
  },
});
