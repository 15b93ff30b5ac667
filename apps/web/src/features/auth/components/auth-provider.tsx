import { onlineManager, useQueryClient } from '@tanstack/react-query';
import { startTransition, useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { useLocation } from 'wouter';
import type { SignIn, SignUp, User } from '@portal/domain/auth';
import { paths } from '@/config/paths';
import { onSessionRejected } from '@/lib/api-client';
import { getSession, identityClient, type SessionAtStart, type StoredSession } from '@/lib/identity-client';
import type { UntranslatedMessage } from '@/lib/i18n/translate-message';
import { tokenManager } from '@/lib/token-manager';
import { createUser } from '../api/create-user';
import { userFromSessionAnswer } from '../api/get-user';
import { identityRequest, IdentityRequestError } from '../api/identity-request';
import {
  bannedNotice,
  failureMessage,
  isBanned,
  isDeletionPending,
  isRefusal,
  isUnauthenticated,
  SESSION_ENDED,
  showFailure,
  USER_CREATION_FAILED,
  USER_FETCH_FAILED,
} from '../auth-failures';
import { AuthContext, type AuthContextValue, type AuthOutcome, type AuthState } from '../hooks/use-auth';
import { recallOffline, useKeptSession } from '../hooks/use-kept-session';

/**
 * The user of the session just opened, with its API token: one request, as a stored session's
 * are, instead of asking for the token and then for the user.
 */
async function newSessionUser(): Promise<User> {
  const session = await getSession();
  if (!session.signedIn) {
    throw new Error('The session just opened was not found');
  }
  if (session.token) {
    tokenManager.accept(session.token);
  }
  return userFromSessionAnswer(session.portalUser);
}

/** A session whose account waits for its deletion: kept, to cancel it or sign out (the router shows only that). */
const DELETION_PENDING = 'deletion-pending';
const DELETION_PENDING_STATE: AuthState = { user: null, signedIn: false, loading: false, deletionPending: true };

/** The state a stored session's user makes. */
const stateOfUser = (user: User | null | typeof DELETION_PENDING): AuthState =>
  user === DELETION_PENDING ? DELETION_PENDING_STATE : { user, signedIn: user !== null, loading: false };

/** How long sign-out waits for this browser's push to be forgotten before it goes on without it. */
const PUSH_FORGET_WAIT_MS = 3_000;

/**
 * On a shared phone the next person must not get the signed-out one's pushes: a subscribed
 * browser is unsubscribed while the session still lets it tell the server. Only a browser with a
 * subscription loads the code for it.
 */
async function forgetThisBrowsersPush(): Promise<void> {
  const registration = await navigator.serviceWorker?.getRegistration();
  const subscription = await registration?.pushManager?.getSubscription();
  if (!subscription) return;
  const { forgetPushSubscription } = await import('@/lib/push-subscription');
  await forgetPushSubscription(subscription);
}

async function endIdentitySession(): Promise<void> {
  tokenManager.clear();
  await identityClient.signOut().catch(() => undefined);
}

interface AuthProviderProps {
  children: ReactNode;
  /**
   * Told the address the browser opened, and the user, as soon as a stored session's user is known,
   * before the signed-in page renders: the page's data can be asked for meanwhile. Must keep its
   * identity.
   */
  onSessionRestored?: (pathname: string, user: User) => void;
  /**
   * The stored session, if it was asked for already (main.tsx asks as the app starts), or `'none'`
   * when the page says there is none: signed out from the first render. Else it is asked for on mount.
   */
  storedSession?: SessionAtStart;
}

export function AuthProvider({ children, onSessionRestored, storedSession }: AuthProviderProps) {
  const queryClient = useQueryClient();
  const [pathname, navigate] = useLocation();
  const [openedPath] = useState(pathname);
  const [state, setState] = useState<AuthState>({
    user: null,
    signedIn: storedSession === 'none' ? false : null,
    loading: false,
  });
  const actionInFlight = useRef(false);

  /**
   * Runs one auth action (sign-in or sign-up): `loading` is on meanwhile, a second call while
   * one is under way does nothing, and the user it yields signs the user in.
   */
  const runAuthAction = useCallback(
    async (action: () => Promise<User>, fallbackMessage: UntranslatedMessage): Promise<AuthOutcome> => {
      if (actionInFlight.current) {
        return 'failed';
      }
      actionInFlight.current = true;
      setState((current) => ({ ...current, loading: true }));
      try {
        tokenManager.clear();
        const user = await action();
        setState({ user, signedIn: true, loading: false });
        return 'done';
      } catch (error) {
        if (isDeletionPending(error)) {
          setState(DELETION_PENDING_STATE);
          return 'done';
        }
        showFailure(error, await failureMessage(queryClient, error, fallbackMessage));
        if (!(error instanceof IdentityRequestError)) {
          await endIdentitySession();
        }
        setState({ user: null, signedIn: false, loading: false });
        return error instanceof IdentityRequestError ? 'refused' : 'failed';
      } finally {
        actionInFlight.current = false;
      }
    },
    [queryClient],
  );

  const signIn = useCallback(
    (values: SignIn) =>
      runAuthAction(async () => {
        await identityRequest(identityClient.signInEmail({ email: values.email.trim(), password: values.password }));
        return newSessionUser();
      }, USER_FETCH_FAILED),
    [runAuthAction],
  );

  const signUp = useCallback(
    (values: SignUp) =>
      runAuthAction(async () => {
        await identityRequest(
          identityClient.signUpEmail({
            email: values.email.trim(),
            password: values.password,
            name: values.fullName.trim(),
          }),
        );
        return createUser({
          fullName: values.fullName,
          contactNumber: values.contactNumber,
          country: values.country,
          referralCode: values.referralCode.trim() || undefined,
          agreesToTerms: values.agreesToTerms || undefined,
          marketingEmails: values.marketingEmails,
        });
      }, USER_CREATION_FAILED),
    [runAuthAction],
  );

  const signOut = useCallback(async () => {
    if (actionInFlight.current) {
      return;
    }
    actionInFlight.current = true;
    setState((current) => ({ ...current, loading: true }));
    try {
      await Promise.race([
        forgetThisBrowsersPush().catch(() => undefined),
        new Promise((resolve) => setTimeout(resolve, PUSH_FORGET_WAIT_MS)),
      ]);
      await endIdentitySession();
      queryClient.clear();
      // Signed out first, so the landing address never shows the signed-in page again.
      flushSync(() => setState({ user: null, signedIn: false, loading: false }));
      navigate(paths.home.getHref());
    } finally {
      actionInFlight.current = false;
    }
  }, [navigate, queryClient]);

  const setUser = useCallback((user: User) => {
    setState((current) => ({ ...current, user, signedIn: true }));
  }, []);

  /** The user of a stored session; null when it is signed out, or refused (said, and ended). */
  const userOfSession = useCallback(
    async (session: StoredSession): Promise<User | null | typeof DELETION_PENDING> => {
      if (!session.signedIn) {
        return null;
      }
      // The token and the user came with the session: the page's data is one request away.
      if (session.token) {
        tokenManager.accept(session.token);
      }
      try {
        return userFromSessionAnswer(session.portalUser);
      } catch (error) {
        if (isDeletionPending(error)) {
          return DELETION_PENDING;
        }
        if (!isUnauthenticated(error)) {
          showFailure(error, await failureMessage(queryClient, error, USER_FETCH_FAILED));
        }
        if (isRefusal(error)) {
          await endIdentitySession();
        }
        return null;
      }
    },
    [queryClient],
  );

  useEffect(() => {
    if (storedSession === 'none') {
      return undefined;
    }
    let cancelled = false;
    const restoreSession = async (): Promise<AuthState> => {
      const session = await (storedSession ?? getSession().catch(() => null));
      // The session could not be checked (offline): the user this tab was signed in as a moment ago.
      if (session === null) {
        // TanStack Query takes the browser to be online until an 'offline' event: told now, the
        // pages' queries wait for the connection, then ask, instead of failing meanwhile.
        onlineManager.setOnline(navigator.onLine);
        const user = await recallOffline(queryClient);
        return { user, signedIn: user !== null, loading: false, offlineCopy: user !== null };
      }
      const user = await userOfSession(session);
      if (user && user !== DELETION_PENDING) {
        onSessionRestored?.(openedPath, user);
      }
      return stateOfUser(user);
    };
    void restoreSession().then((restored) => {
      if (!cancelled) {
        // The first page's render, in a transition: React renders it in slices a phone can
        // interrupt, instead of in one long task after the welcome screen.
        startTransition(() => setState(restored));
      }
    });
    return () => {
      cancelled = true;
    };
  }, [onSessionRestored, openedPath, queryClient, storedSession, userOfSession]);

  // Started offline: once the connection is back, the session decides, with the whole profile.
  useEffect(() => {
    if (!state.offlineCopy) {
      return undefined;
    }
    let cancelled = false;
    const unsubscribe = onlineManager.subscribe((online) => {
      if (!online) return;
      getSession()
        .then(userOfSession)
        .then(
          (user) => {
            if (!cancelled) setState(stateOfUser(user));
          },
          // Not reachable yet after all: the next time the browser is online, it asks again.
          () => undefined,
        );
    });
    return () => {
      cancelled = true;
      unsubscribe();
    };
  }, [state.offlineCopy, userOfSession]);

  useKeptSession(queryClient, state);

  useEffect(() => {
    if (state.signedIn !== true) {
      return undefined;
    }
    /** The calls under way when the session ends all fail: the first one says why, once. */
    let ended = false;
    return onSessionRejected((error) => {
      if (ended) {
        return;
      }
      ended = true;
      void (async () => {
        showFailure(error, isBanned(error) ? await bannedNotice(queryClient) : SESSION_ENDED);
        await signOut();
      })();
    });
  }, [state.signedIn, queryClient, signOut]);

  const value = useMemo<AuthContextValue>(
    () => ({ ...state, signIn, signUp, signOut, setUser }),
    [state, signIn, signUp, signOut, setUser],
  );

  return <AuthContext value={value}>{children}</AuthContext>;
}
