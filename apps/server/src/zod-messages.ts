/**
 * Zod's mini API carries no error messages of its own (docs/decisions/007): without this, a
 * field that fails a check with no message of ours would be answered "Invalid input". With it,
 * the server's 400 answers say in English what was wrong, as they did with the full API.
 * Imported by config.ts (the environment's messages) and app.ts (the requests').
 */
import { z } from 'zod/mini';

z.config(z.locales.en());

type SizeIssue = { origin: string; inclusive?: boolean; exact?: boolean };

/**
 * "must be at most 200 characters", "must have at least 1 item", "must be more than 0": the
 * bound in the words of what was measured. `bound` is "at most", "exactly", and so on.
 */
function sizeMessage(issue: SizeIssue, bound: string, limit: number | bigint): string {
  const plural = limit === 1 || limit === 1n ? '' : 's';
  if (issue.origin === 'string') return `must be ${bound} ${limit} character${plural}`;
  if (issue.origin === 'array' || issue.origin === 'set') return `must have ${bound} ${limit} item${plural}`;
  return `must be ${bound} ${limit}`;
}

function tooBig(issue: SizeIssue & { maximum: number | bigint }): string {
  const bound = issue.exact ? 'exactly' : issue.inclusive === false ? 'less than' : 'at most';
  return sizeMessage(issue, bound, issue.maximum);
}

function tooSmall(issue: SizeIssue & { minimum: number | bigint }): string {
  const inclusive = issue.inclusive !== false;
  if (issue.origin === 'string' && issue.minimum === 1 && inclusive && !issue.exact) return 'must not be empty';
  const bound = issue.exact ? 'exactly' : inclusive ? 'at least' : 'more than';
  return sizeMessage(issue, bound, issue.minimum);
}

/**
 * Query strings are strict objects: a parameter a route does not take is refused, not ignored,
 * so that a misspelt filter (`center=` on an export that takes `centers=`) cannot widen what
 * is answered to everything the caller may see. Names are cut short: the answer echoes them.
 */
function unknownParameters(keys: string[]): string {
  const names = keys.slice(0, 5).map((key) => JSON.stringify(key.slice(0, 40)));
  return `unknown parameter${keys.length === 1 ? '' : 's'} ${names.join(', ')}${keys.length > 5 ? ', …' : ''}`;
}

/**
 * Answers in words, where zod's would read like its source ("expected string, received
 * undefined", "Too big: expected string to have <=200 characters"): a field left out (or null)
 * "is required"; a body that is not an object at all (none, or a bare string) "must be a JSON
 * object"; a size check "must be at most 200 characters" or "must have at least 1 item". A schema's own message for its field
 * still comes first.
 */
z.config({
  customError: (issue) => {
    switch (issue.code) {
      case 'invalid_type':
        if (!issue.path?.length && issue.expected === 'object') return 'must be a JSON object';
        return issue.input == null ? 'is required' : undefined;
      case 'too_big':
        return tooBig(issue);
      case 'too_small':
        return tooSmall(issue);
      case 'unrecognized_keys':
        return unknownParameters(issue.keys);
      default:
        return undefined;
    }
  },
});
