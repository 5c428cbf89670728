/**
 * Auth state as spec section 4 describes it: token, isAuthenticated, loading, user, moved by
 * USER_LOADED, AUTH_ERROR, LOGIN_SUCCESS, LOGIN_FAIL and LOGOUT; and SESSION_ENDED, an AUTH_ERROR
 * that the login then explains; CHECK_FAILED, a session check that got no answer; and
 * SIGNED_IN_ELSEWHERE, a sign-in in another tab of this browser, which this tab follows.
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
import { languageForPath, prefixFor, type InterfaceLanguage } from '../../lib/locale.ts';
import { homeForRole } from './home-for-role.ts';
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
  /**
   * Another tab of this browser signed in as someone else than the account this tab was showing
   * (not the same account signing in again): this tab goes to their home and says so there
   * (account-switch.tsx), until the notice is closed or the person moves on. Null otherwise.
   */
  signedInElsewhere: SignedInElsewhere | null;
  /** How many times that has happened in this tab: the screens open afresh each time. */
  accountSwitches: number;
}

export interface SignedInElsewhere {
  account: AuthUser;
  /** The interface language of the page this tab was on, which the person reads. */
  language: InterfaceLanguage;
  /** The new account's home, in that language where it exists. */
  home: string;
  /** Whether the tab has reached `home` since. */
  arrived: boolean;
}

type AuthEvent =
  | { type: 'USER_LOADED'; user: AuthUser }
  | { type: 'CHECK_STARTED' }
  | { type: 'CHECK_FAILED'; error: unknown }
  | { type: 'AUTH_ERROR' }
  | { type: 'SESSION_ENDED' }
  | { type: 'LOGIN_SUCCESS'; token: string }
  | { type: 'SIGNED_IN_ELSEWHERE'; token: string; user: AuthUser; replaced: Omit<SignedInElsewhere, 'arrived'> | null }
  | { type: 'ARRIVED_AFTER_SWITCH' }
  | { type: 'SWITCH_NOTICE_DONE' }
  | { type: 'LOGIN_FAIL' }
  | { type: 'LOGOUT' };

const SIGNED_OUT: AuthState = {
  token: null,
  isAuthenticated: false,
  loading: false,
  user: null,
  sessionEnded: false,
  checkError: null,
  signedInElsewhere: null,
  accountSwitches: 0,
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
        signedInElsewhere: null,
      };
    case 'SIGNED_IN_ELSEWHERE':
      return {
        ...state,
        token: event.token,
        isAuthenticated: true,
        loading: false,
        user: event.user,
        sessionEnded: false,
        checkError: null,
        ...(event.replaced && {
          signedInElsewhere: { ...event.replaced, arrived: false },
          accountSwitches: state.accountSwitches + 1,
        }),
      };
    case 'ARRIVED_AFTER_SWITCH':
      return state.signedInElsewhere
        ? { ...state, signedInElsewhere: { ...state.signedInElsewhere, arrived: true } }
        : state;
    case 'SWITCH_NOTICE_DONE':
      return { ...state, signedInElsewhere: null };
    case 'SESSION_ENDED':
      return { ...SIGNED_OUT, sessionEnded: true, accountSwitches: state.accountSwitches };
    // Neither changes why the person is signed out: the login keeps saying the session ended.
    case 'AUTH_ERROR':
    case 'LOGIN_FAIL':
      return { ...SIGNED_OUT, sessionEnded: state.sessionEnded, accountSwitches: state.accountSwitches };
    case 'LOGOUT':
      return { ...SIGNED_OUT, accountSwitches: state.accountSwitches };
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
  /** The tab has reached the home of the account signed in elsewhere (`signedInElsewhere`). */
  arrivedAfterSwitch(): void;
  /** The notice of that sign-in has been read: closed, or left behind. */
  switchNoticeDone(): void;
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

  /** The user of the stored session, or null once the failed check is in the state. */
  const checkSession = useCallback(async (): Promise<AuthUser | null> => {
    const checked = sessionToken.get();
    try {
      // The first time, the answer to the check boot.ts started as the page opened.
      return await getMe();
    } catch (error) {
      const stored = sessionToken.get();
      // Another tab signed in again meanwhile: its login ended the session checked here (a 401), and
      // its own check, in its own turn, says who is signed in now. Said here, "the check failed"
      // would stand over a valid session.
      if (stored !== null && stored !== checked) return null;
      // A 401 has already forgotten the token (fetchWithSession). Any other failure (no network,
      // a server error, the page being left) says nothing about the session: the token stays,
      // and the guarded screens say the check failed and offer to check again.
      dispatch(stored === null ? { type: 'AUTH_ERROR' } : { type: 'CHECK_FAILED', error });
      return null;
    }
  }, []);

  const loadUser = useCallback(async (): Promise<AuthUser | null> => {
    const user = await checkSession();
    // The first screen after this is the whole page: rendering it as a transition lets React
    // pause between components, so a slow phone stays responsive while it renders.
    if (user) startTransition(() => dispatch({ type: 'USER_LOADED', user }));
    return user;
  }, [checkSession]);

  // Whose screens this tab shows, for the sign-in of another tab to be compared with. A login that
  // says the session ended still stands for the account whose session it was: it takes them back
  // to the screen they were on once signed in (managerReturnPlace), and someone else's sign-in must
  // not open that screen, theirs now, without a word.
  const shownUser = useRef(state.user);
  useEffect(() => {
    if (state.user !== null || !state.sessionEnded) shownUser.current = state.user;
  }, [state.user, state.sessionEnded]);

  useEffect(() => {
    if (sessionToken.get()) void loadUser();
  }, [loadUser]);

  // Any call answered 401 (the session ended elsewhere, or expired): signed out here too, so the
  // guards send the person to the login, which says why, instead of leaving them on screens that
  // keep failing.
  useEffect(() => sessionToken.onEnded(() => dispatch({ type: 'SESSION_ENDED' })), []);

  // Another tab of this browser signed out, or in as someone else: this tab follows, so that it
  // never shows one person's screens over another's session. The screen on view stays while the
  // new session is checked: the same account signing in again there keeps it as it is, typed
  // input and open dialogs included. Anyone else's is closed, and told why (account-switch.tsx).
  useEffect(
    () =>
      sessionToken.onChangedElsewhere((token) => {
        if (token === null) {
          forgetDrafts();
          dispatch({ type: 'AUTH_ERROR' });
          return;
        }
        void checkSession().then((user) => {
          // Signed in again since, here or there: that sign-in is followed in its own turn.
          if (!user || sessionToken.get() !== token) return;
          const before = shownUser.current;
          if (before?.id !== user.id) {
            queryClient.clear();
            forgetDrafts(user.id);
          }
          const language = languageForPath(window.location.pathname);
          const replaced = before !== null && before.id !== user.id;
          dispatch({
            type: 'SIGNED_IN_ELSEWHERE',
            token,
            user,
            replaced: replaced ? { account: user, language, home: homeForRole(user, prefixFor(language)) } : null,
          });
        });
      }),
    [checkSession],
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
      arrivedAfterSwitch: () => dispatch({ type: 'ARRIVED_AFTER_SWITCH' }),
      switchNoticeDone: () => dispatch({ type: 'SWITCH_NOTICE_DONE' }),
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
