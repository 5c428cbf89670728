/** The staff session token, kept in localStorage (decisions.md "Accounts and login"). */
const KEY = 'romtrack.token';

const endedListeners = new Set<() => void>();

export const sessionToken = {
  get: (): string | null => localStorage.getItem(KEY),
  set: (token: string): void => localStorage.setItem(KEY, token),
  clear: (): void => localStorage.removeItem(KEY),
  /**
   * The server answered 401 to a request sent with `token`: that session has ended (a logout or a
   * password change elsewhere, or its idle expiry). Forgets it, unless another has been stored
   * since, and tells the auth state, whose guards then send the person to the login (spec
   * section 4, AUTH_ERROR).
   */
  ended(token: string): void {
    if (localStorage.getItem(KEY) !== token) return;
    localStorage.removeItem(KEY);
    for (const listener of endedListeners) listener();
  },
  /** Calls `listener` whenever `ended` forgets the stored session; returns the unsubscribe. */
  onEnded(listener: () => void): () => void {
    endedListeners.add(listener);
    return () => endedListeners.delete(listener);
  },
};
