import { useEffect, useRef } from 'react';
import { focusPageHeading } from './page-heading-sync';

/** Long enough for the controls of the state before to be gone, and a closing dialog's focus return to be done. */
const SETTLE_MS = 50;

/**
 * After `state` changes (a task's status, once a step is sent), a focus left on nothing, its
 * control gone with the state before, goes to the page's heading (WCAG 2.4.3).
 */
export function useHeadingFocusAfterChange(state: unknown) {
  const previous = useRef(state);

  useEffect(() => {
    if (Object.is(previous.current, state)) return undefined;
    previous.current = state;
    const timer = window.setTimeout(() => {
      const focused = document.activeElement;
      if (focused === null || focused === document.body) focusPageHeading();
    }, SETTLE_MS);
    return () => window.clearTimeout(timer);
  }, [state]);
}
