import { useLingui } from '@lingui/react/macro';
import { Notification } from '@mantine/core';
import { notifications, useNotifications, type NotificationData } from '@mantine/notifications';
import { useEffect, useRef, useState } from 'react';
import classes from './toasts.module.css';

/** How long a toast stays, unless the pointer rests on it, the focus is in it, or it lasts until closed. */
const TOAST_MILLISECONDS = 2000;

function Toast({ id, toast }: { id: string; toast: NotificationData }) {
  const { t } = useLingui();
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const paused = hovered || focused;
  const { title, message, color, autoClose } = toast;

  useEffect(() => {
    if (paused || autoClose === false) return undefined;
    const timer = window.setTimeout(() => notifications.hide(id), TOAST_MILLISECONDS);
    return () => window.clearTimeout(timer);
  }, [id, paused, autoClose]);

  return (
    <Notification
      title={title}
      color={color}
      onClose={() => notifications.hide(id)}
      closeButtonProps={{ 'aria-label': t`Close` }}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => setFocused(event.currentTarget.contains(event.relatedTarget))}
    >
      {message}
    </Notification>
  );
}

/** What a person uses: the toasts keep off the last one pressed or typed in. */
const CONTROL_SELECTOR = 'button, a, input, select, textarea, label, [role="button"], [tabindex]';

/** What else sits at the bottom-left and must stay readable: the 'You are offline' notice. */
const BOTTOM_LEFT_NEIGHBOUR_SELECTOR = '[data-offline]';

/** The room left between the toasts and what they rise above, in px. */
const GAP = 8;

const sideBySide = (a: DOMRect, b: DOMRect) => a.left < b.right && b.left < a.right;

/**
 * The toasts `notify` shows (lib/notify.ts), stacked at the bottom-left, as the spec places them.
 * Should the control just used be there (a phone's form keeps its Save at the foot of the screen),
 * or the offline notice, they rise above it (WCAG 2.4.11, a toast never covers it). Mantine's store
 * keeps them; this draws them without Mantine's Notifications container and its transitions,
 * which would add 6.5 KB (gzipped) to every page's first load.
 */
export function Toasts() {
  const { notifications: shown } = useNotifications();
  const lastUsed = useRef<Element | null>(null);
  const stack = useRef<HTMLDivElement | null>(null);

  useEffect(() => {
    const remember = (event: Event) => {
      // A toast's own close button or text is not what the toasts must keep off: it would move
      // them away from under the pointer.
      if (!(event.target instanceof Element) || stack.current?.contains(event.target)) return;
      lastUsed.current = event.target.closest(CONTROL_SELECTOR) ?? event.target;
    };
    document.addEventListener('pointerdown', remember, true);
    document.addEventListener('keydown', remember, true);
    return () => {
      document.removeEventListener('pointerdown', remember, true);
      document.removeEventListener('keydown', remember, true);
    };
  }, []);

  /** Places the stack, as it is drawn, above what it would cover at the bottom-left. */
  const place = (viewport: HTMLDivElement | null) => {
    stack.current = viewport;
    if (!viewport) return;
    const used = lastUsed.current?.isConnected ? lastUsed.current : document.activeElement;
    if (used && viewport.contains(used)) return;
    viewport.style.removeProperty('--toasts-lift');
    const box = viewport.getBoundingClientRect();
    const obstacles = [document.querySelector(BOTTOM_LEFT_NEIGHBOUR_SELECTOR), used === document.body ? null : used]
      .filter((element) => element !== null)
      .map((element) => element.getBoundingClientRect())
      .filter((obstacle) => sideBySide(box, obstacle))
      .sort((lower, higher) => higher.bottom - lower.bottom);
    let bottom = box.bottom;
    for (const obstacle of obstacles) {
      const top = bottom - box.height;
      const rises = obstacle.top - GAP;
      if (top < obstacle.bottom && obstacle.top < bottom && rises - box.height >= 0) bottom = rises;
    }
    if (bottom < box.bottom) viewport.style.setProperty('--toasts-lift', `${box.bottom - bottom}px`);
  };

  if (shown.length === 0) return null;
  return (
    <div ref={place} className={classes.viewport}>
      {/* Mantine's store gives every toast its id as it is shown. */}
      {shown.map((toast) => toast.id && <Toast key={toast.id} id={toast.id} toast={toast} />)}
    </div>
  );
}
