import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';

/**
 * Keeps the signed-in pages live while `userId` is signed in (live-stream.ts). Its code loads
 * after the first render: the signed-in frame's first load carries none of it.
 */
export function useLiveUpdates(userId: string | undefined): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!userId) return;
    let stop: (() => void) | undefined;
    let unmounted = false;
    void import('./live-stream').then(({ startLiveUpdates }) => {
      if (!unmounted) stop = startLiveUpdates(queryClient);
    });
    return () => {
      unmounted = true;
      stop?.();
    };
  }, [queryClient, userId]);
}
