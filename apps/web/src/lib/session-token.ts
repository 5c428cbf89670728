/** The staff session token, kept in localStorage (decisions.md "Accounts and login"). */
const KEY = 'romtrack.token';

export const sessionToken = {
  get: (): string | null => localStorage.getItem(KEY),
  set: (token: string): void => localStorage.setItem(KEY, token),
  clear: (): void => localStorage.removeItem(KEY),
};
