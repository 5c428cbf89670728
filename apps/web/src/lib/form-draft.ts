/**
 * What a person has typed into a staff form, kept for this tab (sessionStorage) until the form is
 * sent or they sign out. A session that ends mid-form (idle too long, signed out elsewhere) shows
 * the login in place of the screen, which takes the form and its state away with it; signing back
 * in as the same person brings the screen back, and with this, what they had typed. A form left
 * for another screen finds its draft again too, as a draft is expected to.
 *
 * Only the fields a form names are kept: never a password (nor a file, which storage cannot hold).
 * Drafts are kept per account, so a colleague who signs in on the same tab never sees them, and
 * signing in as someone else or signing out forgets every other draft (forgetDrafts).
 */
import { useCallback, useEffect, useState, type Dispatch, type SetStateAction } from 'react';

const PREFIX = 'romtrack.draft.';

type Fields = Record<string, string | null>;

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/** The draft's values for the kept fields, if one was stored for them and still fits the form. */
function read<T extends Fields>(key: string, empty: T, keep: readonly (keyof T)[]): Partial<T> {
  let raw: string | null;
  try {
    raw = storage()?.getItem(key) ?? null;
  } catch {
    return {};
  }
  if (raw === null) return {};
  try {
    const stored: unknown = JSON.parse(raw);
    if (typeof stored !== 'object' || stored === null) return {};
    const found: Partial<T> = {};
    for (const field of keep) {
      const value = (stored as Record<string, unknown>)[field as string];
      // Only what this form would have written: a string, or null where the field can be empty.
      if (typeof value === 'string' || (value === null && empty[field] === null)) found[field] = value as T[keyof T];
    }
    return found;
  } catch {
    return {};
  }
}

/**
 * A form's state (`empty` at first), with the `keep` fields restored from this tab's draft for
 * `form` by `accountId`, and saved there on every change; `clear` empties the form and its draft.
 */
export function useFormDraft<T extends Fields>(
  form: string,
  accountId: string,
  empty: T,
  keep: readonly (keyof T)[],
): [T, Dispatch<SetStateAction<T>>, () => void] {
  const key = `${PREFIX}${accountId}.${form}`;
  const [values, setValues] = useState<T>(() => ({ ...empty, ...read(key, empty, keep) }));

  const kept = JSON.stringify(Object.fromEntries(keep.map((field) => [field, values[field]])));
  const blank = keep.every((field) => values[field] === empty[field]);
  useEffect(() => {
    try {
      if (blank) storage()?.removeItem(key);
      else storage()?.setItem(key, kept);
    } catch {
      // Storage refused (private browsing, full): the form works, without a draft.
    }
  }, [key, kept, blank]);

  const clear = useCallback(() => setValues(empty), [empty]);
  return [values, setValues, clear];
}

/** Forgets every draft in this tab, except those of `keepAccountId`: at sign-out and sign-in. */
export function forgetDrafts(keepAccountId?: string): void {
  const store = storage();
  if (!store) return;
  try {
    const keys = Array.from({ length: store.length }, (_, i) => store.key(i));
    for (const key of keys) {
      if (key?.startsWith(PREFIX) && !(keepAccountId && key.startsWith(`${PREFIX}${keepAccountId}.`))) {
        store.removeItem(key);
      }
    }
  } catch {
    // Nothing stored can be reached either.
  }
}
