/**
 * A typed name checked as the server checks it (@romtrack/shared/contracts/text): in its canonical
 * form (NFC, runs of spaces as one), then its length, then printable characters only. Checked by
 * the trimmed text alone, a name the server shortens below the minimum ("Li   Bo") or one that
 * carries an invisible character copied with it (a right-to-left mark from an Arabic or Hebrew
 * page, a soft hyphen from a word processor) passed the form, and the server's refusal could only
 * be shown as "check the form", with no field named and nothing on screen to correct.
 */
import { canonicalNameOf, isPrintableLine, MAX_NAME_LENGTH } from '@romtrack/shared/contracts/text';

export type NameProblem = 'missing' | 'tooShort' | 'tooLong' | 'unprintable';

export function nameProblem(typed: string, minLength = 1, maxLength = MAX_NAME_LENGTH): NameProblem | null {
  const name = canonicalNameOf(typed);
  if (!name) return 'missing';
  if (name.length < minLength) return 'tooShort';
  if (name.length > maxLength) return 'tooLong';
  if (!isPrintableLine(name)) return 'unprintable';
  return null;
}
