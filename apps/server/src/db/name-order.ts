/**
 * People's and centers' names in the order a reader expects: "Álvaro" beside "Alba", "de la Cruz"
 * among the D's, whatever the database's own collation. A database initialised with the C locale
 * (PGlite always; PostgreSQL clusters made with `C` or `C.UTF-8`, as Debian's are) orders by
 * bytes: every capital before every lower-case letter, and accented initials after "Z". ICU's
 * root collation ("und-x-icu") is in PGlite and in every PostgreSQL built with ICU (the
 * distributions' packages and the official images; the default build since PostgreSQL 16).
 */
import { type AnyColumn, asc, type SQL, sql } from 'drizzle-orm';

export const inNameOrder = (column: AnyColumn): SQL => asc(sql`${column} COLLATE "und-x-icu"`);
