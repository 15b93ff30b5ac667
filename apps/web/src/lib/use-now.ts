import { useEffect, useState } from 'react';

/**
 * The current time, refreshed every `intervalMs`: one clock for a whole screen (a list of
 * countdowns shares it), rather than a timer per countdown.
 */
export function useNow(intervalMs: number): Date {
  const [now, setNow] = useState(() => new Date());

  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);

  return now;
}
