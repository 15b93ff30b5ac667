import { useEffect, useRef, useState } from 'react';
import { focusPageHeading } from '@/components/page-heading-sync';

/**
 * Gives the focus back to what opened a dialog that was first drawn already open (a lazily
 * loaded one): Mantine's Modal remembers the opener only when `opened` turns true after its
 * first render, so such a dialog left the focus on the page's body when it closed (WCAG 2.4.3).
 * As Mantine does, the focus is moved only if nothing else took it meanwhile. An opener gone with
 * what the dialog did (Accept, once the task is accepted) leaves the focus to the page's heading.
 */
export function useOpenerFocusReturn(opened: boolean) {
  // Read once, as the dialog is first drawn: the control that asked for it still has the focus.
  const [opener] = useState(() => (opened ? document.activeElement : null));
  const wasOpened = useRef(opened);

  useEffect(() => {
    const closing = wasOpened.current && !opened;
    wasOpened.current = opened;
    if (!closing || !(opener instanceof HTMLElement)) return undefined;
    const focusedAtClose = document.activeElement;
    const timer = window.setTimeout(() => {
      const focused = document.activeElement;
      if (focused !== null && focused !== document.body && focused !== focusedAtClose && focused.isConnected) return;
      if (opener.isConnected) opener.focus({ preventScroll: true });
      else focusPageHeading();
    }, 10);
    return () => window.clearTimeout(timer);
  }, [opened, opener]);
}
