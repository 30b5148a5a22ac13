import { activateLanguage, currentLanguage } from '../i18n/i18n.js';
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type { UserInfo } from '@domain/schemas/accounts.js';
import { logout, verifyToken } from '../api/accounts.js';
import { ApiError, clearToken, getToken, setToken, setUnauthorizedHandler } from '../api/client.js';
import { toUser } from './user-valid.js';

// The session (flex-office §4): the token is verified at start; a real user is kept,
// the empty user {} clears the token so the guards send the visitor to /login.
// In the first download (issue #12): React only, no query cache; the shell (app-shell.tsx),
// which has one, empties it through onUserChange.

export interface Session {
  status: 'loading' | 'ready';
  user: UserInfo | null;
  /** After a login: keep the token and the user. */
  signIn: (user: UserInfo, token: string) => void;
  /** The user asked to leave: revoke the token on the server, then forget it. */
  signOut: () => Promise<void>;
  /** The server already ended the session (password change): forget it locally. */
  endSession: (redirectTo?: string) => void;
  /** Where the guards send a visitor without a session (set by endSession). */
  loginPath: string;
  /** True right after a login with an unconfirmed account, until dismissed. */
  unconfirmedPrompt: boolean;
  dismissUnconfirmedPrompt: () => void;
  /**
   * Calls `listener` whenever the signed-in user changes (login, logout, end of session),
   * before the new user renders; returns the unsubscribe. The shell empties its query cache there.
   */
  onUserChange: (listener: () => void) => () => void;
}

const SessionContext = createContext<Session | null>(null);

/** The start's verification when main.tsx asked for it, until the provider takes it. */
let earlyVerify: Promise<unknown> | null = null;

/**
 * Asks the server about the stored token as the app starts (main.tsx), beside the first page's
 * scripts, rather than once React has first rendered: a signed-in first visit then waits one
 * round trip less before its page (issue #24, point 3).
 */
export function verifySessionEarly(): void {
  if (!getToken() || earlyVerify) return;
  earlyVerify = verifyToken();
  // Read by the provider; a failure is handled there, not reported here.
  earlyVerify.catch(() => undefined);
}

/**
 * The user the start's verification will find, for the calls a page asks for before it renders
 * (lib/early-page-data.ts); null without a stored token or once the provider has taken it.
 */
export function earlySessionUser(): Promise<UserInfo | null> {
  return earlyVerify ? earlyVerify.then(toUser, () => null) : Promise.resolve(null);
}

export function SessionProvider({ children }: { children: ReactNode }) {
  const [status, setStatus] = useState<Session['status']>(() => (getToken() ? 'loading' : 'ready'));
  const [user, setUser] = useState<UserInfo | null>(null);
  const [unconfirmedPrompt, setUnconfirmedPrompt] = useState(false);
  const [loginPath, setLoginPath] = useState('/login');
  const listeners = useRef(new Set<() => void>());
  const userChanges = useCallback(() => listeners.current.forEach((listener) => listener()), []);
  const onUserChange = useCallback((listener: () => void) => {
    listeners.current.add(listener);
    return () => {
      listeners.current.delete(listener);
    };
  }, []);

  const endSession = useCallback(
    (redirectTo = '/login') => {
      setLoginPath(redirectTo);
      clearToken();
      setUser(null);
      setUnconfirmedPrompt(false);
      userChanges();
    },
    [userChanges],
  );

  useEffect(() => {
    setUnauthorizedHandler(() => endSession());
    return () => setUnauthorizedHandler(null);
  }, [endSession]);

  useEffect(() => {
    if (!getToken()) return;
    const controller = new AbortController();
    const pending = earlyVerify ?? verifyToken(controller.signal);
    earlyVerify = null;
    pending
      .then((payload) => {
        if (controller.signal.aborted) return;
        const verified = toUser(payload);
        if (verified) setUser(verified);
        else clearToken();
        setStatus('ready');
      })
      .catch((e: unknown) => {
        if (controller.signal.aborted) return;
        // A refused token is forgotten; a server that cannot answer keeps it for a retry.
        if (e instanceof ApiError && (e.err === 401 || e.err === 440)) clearToken();
        setStatus('ready');
      });
    return () => controller.abort();
  }, []);

  // The interface speaks the person's language from the moment they are known (decisions §22).
  const language = user?.language;
  useEffect(() => {
    if (language && language !== currentLanguage()) void activateLanguage(language);
  }, [language]);

  const signIn = useCallback(
    (next: UserInfo, token: string) => {
      userChanges();
      setToken(token);
      setUser(next);
      setUnconfirmedPrompt(!next.confirmed);
      setStatus('ready');
    },
    [userChanges],
  );

  const signOut = useCallback(async () => {
    try {
      await logout();
    } catch {
      // The token is forgotten here whatever the server answered.
    }
    endSession();
  }, [endSession]);

  const value = useMemo<Session>(
    () => ({
      status,
      user,
      signIn,
      signOut,
      endSession,
      loginPath,
      unconfirmedPrompt,
      dismissUnconfirmedPrompt: () => setUnconfirmedPrompt(false),
      onUserChange,
    }),
    [status, user, signIn, signOut, endSession, loginPath, unconfirmedPrompt, onUserChange],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession must be used inside SessionProvider');
  return session;
}

/** The logged-in user, for components rendered behind RequireAuth. */
export function useUser(): UserInfo {
  const { user } = useSession();
  if (!user) throw new Error('useUser needs a logged-in user');
  return user;
}
