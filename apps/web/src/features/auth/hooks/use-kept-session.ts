import type { QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { User } from '@portal/domain/auth';
import { offlineSession } from '@/lib/offline-session';
import { signedInHint } from '@/lib/signed-in-hint';
import type { AuthState } from './use-auth';

/**
 * Offline: the user this tab was signed in as a moment ago, and the answers their pages had
 * (lib/offline-copy.ts), so that the page opened shows its last content, signed in. Its code loads
 * only then, from the service worker, which keeps it with the app shell.
 */
export async function recallOffline(queryClient: QueryClient): Promise<User | null> {
  try {
    const { recallUser, restoreAnswers } = await import('@/lib/offline-copy');
    const user = recallUser();
    if (user) restoreAnswers(queryClient, user.id);
    return user;
  } catch {
    return null;
  }
}

/**
 * How long after the page has been drawn the code that keeps the answers loads: the first seconds
 * are the page's own (its data, its images, the code of its later parts), which on a slow connection
 * it would delay. A page reloaded offline sooner shows the answers kept before.
 */
const KEEPING_DELAY_MS = 3_000;

/**
 * Keeps the user's answers for an offline start (lib/offline-copy.ts), from a while after the page
 * has been drawn: its code is no part of any page's first load. Answers the function that stops it.
 */
function keepAnswersLater(queryClient: QueryClient, userId: string): () => void {
  let stopped = false;
  let stopKeeping: (() => void) | undefined;
  const timer = setTimeout(() => {
    import('@/lib/offline-copy').then(
      ({ keepAnswers }) => {
        if (!stopped) stopKeeping = keepAnswers(queryClient, userId);
      },
      // Offline before it ever loaded: the next page opened online keeps them.
      () => undefined,
    );
  }, KEEPING_DELAY_MS);
  return () => {
    stopped = true;
    clearTimeout(timer);
    stopKeeping?.();
  };
}

/**
 * Keeps what the next start of the app needs from the auth state: whether this browser is signed in
 * (the page's first guess), the user for a start offline, and, a while later, their pages' answers.
 */
export function useKeptSession(queryClient: QueryClient, { signedIn, user }: AuthState): void {
  useEffect(() => {
    if (signedIn !== null) {
      signedInHint.write(signedIn);
      offlineSession.keep(signedIn ? user : null);
    }
  }, [signedIn, user]);

  const userId = user?.id;
  useEffect(() => (userId ? keepAnswersLater(queryClient, userId) : undefined), [queryClient, userId]);
}
