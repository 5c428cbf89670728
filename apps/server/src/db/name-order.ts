/**
 * People's and centers' names in the order a reader expects: "Álvaro" beside "Alba", "de la Cruz"
 * among the D's, "Center 9" before "Center 10", whatever the database's own collation. A database
 * initialised with the C locale (PGlite always; PostgreSQL clusters made with `C` or `C.UTF-8`, as
 * Debian's are) orders by bytes: every capital before every lower-case letter, accented initials
 * after "Z", and "Center 10" before "Center 9". The "names" collation (migration 0008) is ICU's
 * root collation with numeric ordering; it is in PGlite and in every PostgreSQL built with ICU
 * (the distributions' packages and the official images; the default build since PostgreSQL 16).
 */
import { type AnyColumn, asc, type SQL, sql } from 'drizzle-orm';

export const inNameOrder = (column: AnyColumn): SQL => asc(sql`${column} COLLATE "names"`);
