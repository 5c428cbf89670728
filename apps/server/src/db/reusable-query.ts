/**
 * Queries whose SQL text Drizzle builds once per database, then runs with new values
 * (`sql.placeholder`). Drizzle otherwise builds the text on every call, and on the paths every
 * request takes (the session check of each staff request, a survey link's lookup, the PID
 * page) that building cost more of the server's CPU than the rest of its own work: a CPU
 * profile of the server under `npm run bench` load put a quarter of the time in Drizzle's
 * query builder.
 *
 * Drizzle treats placeholder values two ways: in an insert's values they go through the
 * column's encoding (give a Date, an object for jsonb), in a condition they reach the driver
 * as they are (give a timestamp as ISO text).
 */
import type { Database } from './client.ts';

/**
 * The statement name given to Drizzle's `prepare`. Empty, so PostgreSQL's statement stays
 * unnamed: parsed and planned at each execution like every other query, with no per-connection
 * state that a migration or a pooler could make stale. What is saved is the building of the text.
 * The exceptions are the session lookup of every staff request (domain/accounts.ts) and the PID
 * page (domain/participants.ts), where planning at each request cost the database more than running.
 */
export const UNNAMED = '';

/** One built query per database and variant (a query whose shape depends on which filters are set, say). */
export function reusableQueryVariants<V extends string, Q>(build: (db: Database, variant: V) => Q) {
  const built = new WeakMap<Database, Map<V, Q>>();
  return (db: Database, variant: V): Q => {
    let variants = built.get(db);
    if (!variants) {
      variants = new Map();
      built.set(db, variants);
    }
    let query = variants.get(variant);
    if (query === undefined) {
      query = build(db, variant);
      variants.set(variant, query);
    }
    return query;
  };
}

/** One built query per database. */
export function reusableQuery<Q>(build: (db: Database) => Q): (db: Database) => Q {
  const variants = reusableQueryVariants<'', Q>((db) => build(db));
  return (db) => variants(db, '');
}

/**
 * Runs a built query and returns the driver's rows as they come, without Drizzle's mapping of each
 * field of each row (for hundreds of rows, more of Node's CPU than reading them). The select list
 * must name (`as`) every column after the field the caller reads. Both drivers' prepared queries
 * have `all()` for this (node-postgres and PGlite); Drizzle's shared pg-core type does not declare
 * it, hence the one cast here.
 */
export function unmappedRows<Row>(query: object, values: Record<string, unknown>): Promise<Row[]> {
  return (query as { all(values: Record<string, unknown>): Promise<Row[]> }).all(values);
}
