import { z } from 'zod/mini';

/** The longest name of a center or a director; the forms cap their fields at it. */
export const MAX_NAME_LENGTH = 200;
/** The longest first or last name of a named manager. */
export const MAX_PERSON_NAME_LENGTH = 100;

/**
 * Characters no form field produces: control characters (Cc) and, from a JSON escape such as
 * "\ud800", a lone surrogate (Cs). PostgreSQL cannot store NUL, nor a lone surrogate in the
 * audit log's JSON, so either would end as a 500; a tab or a line break (Unicode's own line and
 * paragraph separators too) would split the exports' and the audit log's lines. The
 * noncharacters, such as U+FFFF, which XML forbids: one in a name made the XLSX export a file
 * Excel calls corrupt. And the invisible ones that make one name look like another in the public
 * center picker: zero-width spaces, the soft hyphen, the byte-order mark, the direction controls
 * (a right-to-left override shows "Center A" reversed after it), the Mongolian vowel separator,
 * the interlinear annotation marks, the tag characters, and the blanks that count as letters or
 * symbols (the Hangul fillers, the blank Braille pattern). The zero-width joiner and non-joiner
 * stay: some scripts and emoji need them.
 */
export const UNPRINTABLE = String.raw`\p{Cc}\p{Cs}\p{Zl}\p{Zp}\p{Noncharacter_Code_Point}\u00AD\u061C\u115F\u1160\u180E\u200B\u200E\u200F\u202A-\u202E\u2060-\u2064\u2066-\u206F\u2800\u3164\uFEFF\uFFA0\uFFF9-\uFFFB\u{E0001}\u{E0020}-\u{E007F}`;

/**
 * Names are single lines of printable text with something to see: a letter, a digit, a
 * punctuation mark or a symbol, not only spaces, joiners or accents. Anything else is refused
 * with a 400 before any query runs. Passwords are exempt: they are only ever hashed.
 */
const PRINTABLE_LINE = new RegExp(`^(?=.*[\\p{L}\\p{N}\\p{P}\\p{S}])[^${UNPRINTABLE}]*$`, 'u');

/**
 * A typed name in one form: trimmed, in Unicode's composed form (NFC), each run of spaces (any of
 * Unicode's, the no-break one too) one plain space. "é" typed as one character or as "e" and a
 * combining accent, or "Alpha  One" with two spaces, is then the name it looks like, for the
 * unique index on center names and for the pickers that show names side by side. Control
 * characters are not spaces here: printableLine refuses them.
 */
export const canonicalName = () => z.overwrite(canonicalNameOf);

/** A typed name in canonicalName's form: what the server checks and stores. */
export function canonicalNameOf(value: string): string {
  return value
    .normalize('NFC')
    .replace(/\p{Zs}+/gu, ' ')
    .trim();
}

/** Whether a name passes printableLine: the forms check it before sending, to say which field. */
export function isPrintableLine(value: string): boolean {
  return PRINTABLE_LINE.test(value);
}

/** The check every typed name carries, after its canonical form and its length checks. */
export const printableLine = (field: string) =>
  z.regex(PRINTABLE_LINE, `${field} must contain only printable characters`);
