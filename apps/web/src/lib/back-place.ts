import { useLocation } from 'react-router';

/**
 * Router state carried by a link out of a list to one of its items: the list's own address,
 * query and all (`/manager/pid-browser?page=3&pid=12`), so the item's screen can offer a way back
 * to the same rows rather than to the list's first page. The browser's Back comes back there
 * anyway; this is for the screen's own "Back to …" link.
 */
export interface BackPlace {
  backTo: string;
}

/** The state for links out of the list at `pathname` showing the rows of `query`. */
export function backPlace(pathname: string, query: string): BackPlace {
  return { backTo: query === '' ? pathname : `${pathname}?${query}` };
}

/**
 * Where a "Back to `listPath`" link should lead: the place the screen was opened from when that
 * was `listPath` with a query, otherwise `listPath` itself. Router state is the browser's history
 * entry, written by this app only, but it is checked all the same, so the link can only ever
 * lead to the list it names.
 */
export function useBackTo(listPath: string): string {
  const { state } = useLocation();
  const backTo: unknown = (state as Partial<BackPlace> | null)?.backTo;
  return typeof backTo === 'string' && (backTo === listPath || backTo.startsWith(`${listPath}?`)) ? backTo : listPath;
}
