/** The staff session token, kept in localStorage (decisions.md "Accounts and login"). */
const KEY = 'romtrack.token';

const endedListeners = new Set<() => void>();
/**
 * A session that ended while nothing listened: boot.ts checks the stored session before the app
 * has loaded, so a page opened from a bookmark the day after learns of the 401 before the auth
 * state exists. The first listener is told of it, and the login says the session ended.
 */
let endedUnheard = false;

export const sessionToken = {
  get: (): string | null => localStorage.getItem(KEY),
  set: (token: string): void => localStorage.setItem(KEY, token),
  clear: (): void => localStorage.removeItem(KEY),
  /**
   * The server answered 401 to a request sent with `token`: that session has ended (a logout or a
   * password change elsewhere, its idle expiry or its maximum age). Forgets it, unless another has
   * been stored since, and tells the auth state, whose guards then send the person to the login (spec
   * section 4, AUTH_ERROR).
   */
  ended(token: string): void {
    if (localStorage.getItem(KEY) !== token) return;
    localStorage.removeItem(KEY);
    if (endedListeners.size === 0) endedUnheard = true;
    for (const listener of endedListeners) listener();
  },
  /**
   * Calls `listener` with the stored session whenever another tab of this browser changes it
   * (signs out, or in as someone else); returns the unsubscribe.
   */
  onChangedElsewhere(listener: (token: string | null) => void): () => void {
    const follow = (event: StorageEvent) => {
      // A null key: that tab cleared the whole storage.
      if (event.key === KEY || event.key === null) listener(localStorage.getItem(KEY));
    };
    window.addEventListener('storage', follow);
    return () => window.removeEventListener('storage', follow);
  },
  /**
   * Calls `listener` whenever `ended` forgets the stored session, and at once if that happened
   * before anything listened; returns the unsubscribe.
   */
  onEnded(listener: () => void): () => void {
    endedListeners.add(listener);
    if (endedUnheard) {
      endedUnheard = false;
      listener();
    }
    return () => endedListeners.delete(listener);
  },
};
