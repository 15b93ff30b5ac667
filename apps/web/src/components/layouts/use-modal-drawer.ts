import { useEffect, useRef, type RefObject } from 'react';
import { visiblePageHeading } from '../page-heading-sync';

/** What Tab may stop at inside the drawer (its links, and any control it may hold). */
const TABBABLE_SELECTOR =
  'a[href], button, input:not([type="hidden"]), select, textarea, [tabindex]:not([tabindex="-1"])';

/** Whether an element is shown: neither it nor a parent up to the drawer is hidden or `display: none`. */
function isShown(element: HTMLElement, drawer: HTMLElement): boolean {
  if (getComputedStyle(element).visibility === 'hidden') return false;
  for (let node: HTMLElement | null = element; node && node !== drawer; node = node.parentElement) {
    if (node.hidden || getComputedStyle(node).display === 'none') return false;
  }
  return true;
}

/**
 * Whether Tab can stop at a control: shown (a collapsed group's links are not), not disabled (by
 * itself or its fieldset) and not inside an inert part.
 */
const isTabStop = (element: HTMLElement, drawer: HTMLElement) =>
  !element.matches(':disabled') && element.closest('[inert]') === null && isShown(element, drawer);

/** Puts the focus on the page's heading (or its main content, before the heading is there). */
function focusPage() {
  const target = visiblePageHeading() ?? document.querySelector<HTMLElement>('main');
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
    const stops = () => [
      toggle,
      ...[...drawer.querySelectorAll<HTMLElement>(TABBABLE_SELECTOR)].filter((element) => isTabStop(element, drawer)),
    ];
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
