import { useEffect, useState } from 'react';

/**
 * Whether the page has been drawn since the component first was. A page drawn from data that just
 * arrived is rendered at once, with its effects run before the paint: the queries of what is not
 * the page's main content (the bell's count, a task's history, referrals, extensions) would start
 * then, and on a slow network take connections the page's own files and data wait for. Given as
 * their queries' `enabled`, they start once the page is on screen.
 */
export function usePagePainted(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    // A task queued in the frame before the paint runs after it.
    const frame = requestAnimationFrame(() => (timer = setTimeout(() => setPainted(true))));
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, []);
  return painted;
}
