import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';

/**
 * The stream starts this long after the signed-in frame appears: its code is no part of the page's
 * first load (the budget of scripts/bench-web.mjs), and the first connection reads the open page
 * again for what changed meanwhile (live-stream.ts).
 */
const START_AFTER_MS = 3_000;

/** Keeps the signed-in pages live while `userId` is signed in (live-stream.ts). */
export function useLiveUpdates(userId: string | undefined): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!userId) return;
    let stop: (() => void) | undefined;
    let unmounted = false;
    const start = setTimeout(() => {
      void import('./live-stream').then(({ startLiveUpdates }) => {
        if (!unmounted) stop = startLiveUpdates(queryClient);
      });
    }, START_AFTER_MS);
    return () => {
      unmounted = true;
      clearTimeout(start);
      stop?.();
    };
  }, [queryClient, userId]);
}
