import { useCallback, useRef } from 'react';

/**
 * Wraps an async action so that a call made while one is under way does nothing (a double
 * click on Save sends once). The check is synchronous, unlike a re-render disabling the button.
 */
export function useOneAtATime<Args extends unknown[]>(action: (...args: Args) => Promise<unknown>) {
  const running = useRef(false);
  return useCallback(
    async (...args: Args) => {
      if (running.current) {
        return;
      }
      running.current = true;
      try {
        await action(...args);
      } finally {
        running.current = false;
      }
    },
    [action],
  );
}
