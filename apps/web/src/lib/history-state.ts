import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';

/**
 * A screen's choices kept in its own entry of the browser's history, beside the address: the
 * browser's Back to the screen (from a link it offers), or a reload, brings them back as the
 * person left them. For choices that do not belong in the address: the PIDs ticked in a graph
 * would make it long, and put them in bookmarks and in the server's access log.
 *
 * The entry is the browser's, cloned structurally (a Map survives), and lasts as long as the
 * tab's history: what is kept here must be no more private than the address would be.
 */

type EntryState = Record<string, unknown> | null;

/**
 * What the entry holds under `key`, read once as the screen mounts, when `accept` recognizes it
 * (the entry may be from an older version of the app, or another account's screen in this tab).
 */
export function useKeptInHistory<T>(key: string, accept: (kept: unknown) => kept is T): T | undefined {
  const { state } = useLocation();
  const [kept] = useState(() => {
    const value = (state as EntryState)?.[key];
    return accept(value) ? value : undefined;
  });
  return kept;
}

/**
 * Writes `value` under `key` into the screen's history entry whenever it changes, replacing the
 * entry rather than adding a step. `value` must keep its identity between renders that change
 * nothing (useMemo), or each render would write it again. What was written is remembered here,
 * not compared with the entry's state: the router hands back the browser's copy of it, never the
 * same object.
 */
export function useKeepInHistory(key: string, value: unknown): void {
  const location = useLocation();
  const navigate = useNavigate();
  const written = useRef<unknown>(undefined);
  useEffect(() => {
    if (written.current === value) return;
    written.current = value;
    const state = location.state as EntryState;
    const { pathname, search, hash } = location;
    void navigate({ pathname, search, hash }, { replace: true, state: { ...state, [key]: value } });
  }, [key, value, location, navigate]);
}
