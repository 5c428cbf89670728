import { z } from 'zod/mini';

/**
 * The id of a center, a staff account or a participant, as the database writes it: lower-case
 * 8-4-4-4-12 hexadecimal. A hand-typed or hand-built URL may spell it in capitals; PostgreSQL
 * reads either, so the code's own comparisons (is this the manager's center?) must see the
 * database's spelling too, or they refuse a caller's own center.
 */
export const entityId = (message: string) => z.uuid(message).check(z.toLowerCase());

const ID = '[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}';
const ID_LIST = new RegExp(`^${ID}(,${ID})*$`);

/** Ids separated by commas (a query parameter), at most `maxLength` characters in all. */
export const entityIdList = (maxLength: number, message: string) =>
  z.string().check(z.maxLength(maxLength), z.regex(ID_LIST, message), z.toLowerCase());
