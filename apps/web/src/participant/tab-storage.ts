/**
 * The tab's sessionStorage, or null where reading it throws (some privacy settings): what the
 * participant page keeps for the next page of the same tab only, so a shared clinic tablet forgets
 * it with the tab. The staff app's `/` reads it too (left-link-note.ts), so this stays tiny.
 */
export function tabStorage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}
