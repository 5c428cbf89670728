-- How lists of people's and centers' names are sorted (db/name-order.ts): ICU's root collation,
-- with the digits in a name read as numbers, so that "Center 9" comes before "Center 10". The
-- locale is in ICU's keyword form: PGlite's ICU ignores the BCP 47 form ('und-u-kn-true').
CREATE COLLATION IF NOT EXISTS "names" (provider = icu, locale = 'und@colNumeric=yes');
