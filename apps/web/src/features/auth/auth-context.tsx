/**
 * Auth state as spec section 4 describes it: token, isAuthenticated, loading, user, moved by
 * USER_LOADED, AUTH_ERROR, LOGIN_SUCCESS, LOGIN_FAIL and LOGOUT; and SESSION_ENDED, an AUTH_ERROR
 * that the login then explains; and CHECK_FAILED, a session check that got no answer.
 */
import type { AuthUser } from '@romtrack/shared/contracts/auth';
import {
  createContext,
  startTransition,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useReducer,
  useRef,
  type ReactNode,
} from 'react';
import { queryClient } from '../../lib/query-client.ts';
import { sessionToken } from '../../lib/session-token.ts';
import { forgetDrafts } from '../../lib/form-draft.ts';
import { getMe, logout as logoutCall } from './api/auth-api.ts';

export interface AuthState {
  token: string | null;
  isAuthenticated: boolean;
  loading: boolean;
  user: AuthUser | null;
  /** The server ended the session this tab was using (signed out elsewhere, idle too long, or too old). */
  sessionEnded: boolean;
  /**
   * Why the last check of the kept token got no answer (no network, the server down), or null.
   * The token is kept: the session may well be valid, and checking again (`checkAgain`) shows the
   * screen the person was on, where a login would have them believe they were signed out.
   */
  checkError: unknown;
}

type AuthEvent =
  | { type: 'USER_LOADED'; user: AuthUser }
  | { type: 'CHECK_STARTED' }
  | { type: 'CHECK_FAILED'; error: unknown }
  | { type: 'AUTH_ERROR' }
  | { type: 'SESSION_ENDED' }
  | { type: 'LOGIN_SUCCESS'; token: string }
  | { type: 'LOGIN_FAIL' }
  | { type: 'LOGOUT' };

const SIGNED_OUT: AuthState = {
  token: null,
  isAuthenticated: false,
  loading: false,
  user: null,
  sessionEnded: false,
  checkError: null,
};

function reduce(state: AuthState, event: AuthEvent): AuthState {
  switch (event.type) {
    case 'USER_LOADED':
      return { ...state, isAuthenticated: true, loading: false, user: event.user, checkError: null };
    // The failed check's screen stays while the new one runs, with its button busy.
    case 'CHECK_STARTED':
      return { ...state, loading: true };
    case 'CHECK_FAILED':
      return { ...state, isAuthenticated: false, loading: false, user: null, checkError: event.error };
    case 'LOGIN_SUCCESS':
      return {
        ...state,
        token: event.token,
        isAuthenticated: true,
        loading: true,
        sessionEnded: false,
        checkError: null,
      };
    case 'SESSION_ENDED':
      return { ...SIGNED_OUT, sessionEnded: true };
    // Neither changes why the person is signed out: the login keeps saying the session ended.
    case 'AUTH_ERROR':
    case 'LOGIN_FAIL':
      return { ...SIGNED_OUT, sessionEnded: state.sessionEnded };
    case 'LOGOUT':
      return SIGNED_OUT;
  }
}

interface AuthContextValue extends AuthState {
  /** Stores a fresh token and loads the user it belongs to. */
  signIn(token: string): Promise<AuthUser | null>;
  /** Records a failed login: the token is removed and the user cleared. */
  signInFailed(): void;
  /** Signs out at once; the server is told without waiting for it. */
  signOut(): void;
  /** Checks the kept token again, after a check that got no answer (`checkError`). */
  checkAgain(): Promise<AuthUser | null>;
}

const AuthContext = createContext<AuthContextValue | null>(null);

/**
 * Ends `session` at the server, without waiting for the answer: the screens have already let it go
 * (spec section 4), and a slow or dropped network must not hold them up. Called for a logout, and
 * for the session a login replaced (signed in as someone else, in this tab or another) or, failing,
 * took away (LOGIN_FAIL): no tab holds it any more, and it would otherwise stay usable, by whoever
 * had copied it, until it expired (ADR 015).
 */
function endAtServer(session: string | null): void {
  if (session !== null) void logoutCall(session).catch(() => undefined);
}

export function AuthProvider({ children }: { children: ReactNode }) {
  const [state, dispatch] = useReducer(reduce, undefined, () => {
    const token = sessionToken.get();
    return { ...SIGNED_OUT, token, loading: token !== null };
  });

  const loadUser = useCallback(async (): Promise<AuthUser | null> => {
    try {
      // The first time, the answer to the check boot.ts started as the page opened.
      const user = await getMe();
      // The first screen after this is the whole page: rendering it as a transition lets React
      // pause between components, so a slow phone stays responsive while it renders.
      startTransition(() => dispatch({ type: 'USER_LOADED', user }));
      return user;
    } catch (error) {
      // A 401 has already forgotten the token (fetchWithSession). Any other failure (no network,
      // a server error, the page being left) says nothing about the session: the token stays,
      // and the guarded screens say the check failed and offer to check again.
      dispatch(sessionToken.get() === null ? { type: 'AUTH_ERROR' } : { type: 'CHECK_FAILED', error });
      return null;
    }
  }, []);

  useEffect(() => {
    if (sessionToken.get()) void loadUser();
  }, [loadUser]);

  // Any call answered 401 (the session ended elsewhere, or expired): signed out here too, so the
  // guards send the person to the login, which says why, instead of leaving them on screens that
  // keep failing.
  useEffect(() => sessionToken.onEnded(() => dispatch({ type: 'SESSION_ENDED' })), []);

  // Another tab of this browser signed out, or in as someone else: this tab follows, so that it
  // never shows one person's screens over another's session.
  useEffect(
    () =>
      sessionToken.onChangedElsewhere((token) => {
        if (token === null) {
          forgetDrafts();
          dispatch({ type: 'AUTH_ERROR' });
          return;
        }
        queryClient.clear();
        dispatch({ type: 'LOGIN_SUCCESS', token });
        void loadUser().then((user) => user && forgetDrafts(user.id));
      }),
    [loadUser],
  );

  // Signed out, however it came about (here, in another tab, or the session ended): the screens'
  // answers leave this tab's memory as well, once those screens have gone, so that a clinic's
  // shared computer keeps no one's data behind the login for its browser's developer tools.
  const hadSession = useRef(state.token !== null);
  useEffect(() => {
    if (state.token === null && hadSession.current) queryClient.clear();
    hadSession.current = state.token !== null;
  }, [state.token]);

  const value = useMemo<AuthContextValue>(
    () => ({
      ...state,
      async signIn(token) {
        // Each session starts with no answers cached from the one before, whose staleTime could
        // otherwise show the previous person's data on a clinic's shared computer.
        queryClient.clear();
        const replaced = sessionToken.get();
        sessionToken.set(token);
        if (replaced !== token) endAtServer(replaced);
        dispatch({ type: 'LOGIN_SUCCESS', token });
        const user = await loadUser();
        // What this person typed before their session ended stays for them (form-draft.ts);
        // anyone else's goes.
        if (user) forgetDrafts(user.id);
        return user;
      },
      signInFailed() {
        const replaced = sessionToken.get();
        sessionToken.clear();
        endAtServer(replaced);
        dispatch({ type: 'LOGIN_FAIL' });
      },
      signOut() {
        // Signed out here at once, the server told after: on a clinic's faltering Wi-Fi, waiting for
        // its answer left the screen and its data up, and every tab signed in, for as long as the
        // request hung, after the person had pressed Logout and walked away.
        const ending = sessionToken.get();
        sessionToken.clear();
        forgetDrafts();
        dispatch({ type: 'LOGOUT' });
        endAtServer(ending);
      },
      checkAgain() {
        dispatch({ type: 'CHECK_STARTED' });
        return loadUser();
      },
    }),
    [state, loadUser],
  );

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used inside <AuthProvider>');
  return value;
}
