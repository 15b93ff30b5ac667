import { useEffect, useRef, type RefObject } from 'react';

/** What Tab stops at inside the drawer (its links, and any control it may hold). */
const TABBABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** Puts the focus on the page's heading (or its main content, before the heading is there). */
function focusPage() {
  const target = document.querySelector<HTMLElement>('main h1') ?? document.querySelector<HTMLElement>('main');
  if (!target) return;
  target.tabIndex = -1;
  target.focus({ preventScroll: true });
}

interface ModalDrawerOptions {
  /** Whether the drawer is open as a modal (on a phone). */
  open: boolean;
  /** The button that opens and closes it: the one stop of the Tab cycle outside the drawer. */
  toggleRef: RefObject<HTMLElement | null>;
  drawerRef: RefObject<HTMLElement | null>;
  onClose: () => void;
}

/**
 * Makes an open drawer modal for the keyboard (WCAG 2.4.3, 2.1.2): the focus moves to its first
 * stop, Tab and Shift+Tab cycle through the toggle and the drawer's stops, and Escape closes it
 * and gives the focus back to the toggle. The page behind is made `inert` by the caller. When it
 * closes with the focus inside (a link was chosen), the focus goes to the page's heading; a new
 * page's heading takes it over once it is there (PageHeadingSync).
 */
export function useModalDrawer({ open, toggleRef, drawerRef, onClose }: ModalDrawerOptions) {
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  });

  useEffect(() => {
    const drawer = drawerRef.current;
    const toggle = toggleRef.current;
    if (!drawer || !toggle) return undefined;
    if (!open) {
      if (drawer.contains(document.activeElement)) focusPage();
      return undefined;
    }
    const stops = () => [toggle, ...drawer.querySelectorAll<HTMLElement>(TABBABLE)];
    stops()[1]?.focus();

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented) return;
      if (event.key === 'Escape') {
        event.preventDefault();
        onCloseRef.current();
        toggle.focus();
      } else if (event.key === 'Tab') {
        event.preventDefault();
        const cycle = stops();
        const at = cycle.indexOf(document.activeElement as HTMLElement);
        const step = event.shiftKey ? -1 : 1;
        const next = at === -1 ? (event.shiftKey ? cycle.length - 1 : 0) : (at + step + cycle.length) % cycle.length;
        cycle[next]?.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open, toggleRef, drawerRef]);
}
