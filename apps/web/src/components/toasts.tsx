import { useLingui } from '@lingui/react/macro';
import { Notification } from '@mantine/core';
import { notifications, useNotifications, type NotificationData } from '@mantine/notifications';
import { useEffect, useRef, useState } from 'react';
import classes from './toasts.module.css';

/** How long a toast stays, unless the pointer rests on it. */
const TOAST_MILLISECONDS = 2000;

function Toast({ id, toast }: { id: string; toast: NotificationData }) {
  const { t } = useLingui();
  const [paused, setPaused] = useState(false);
  const { title, message, color } = toast;

  useEffect(() => {
    if (paused) return undefined;
    const timer = window.setTimeout(() => notifications.hide(id), TOAST_MILLISECONDS);
    return () => window.clearTimeout(timer);
  }, [id, paused]);

  return (
    <Notification
      title={title}
      color={color}
      onClose={() => notifications.hide(id)}
      closeButtonProps={{ 'aria-label': t`Close` }}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
    >
      {message}
    </Notification>
  );
}

/** What a person uses: the toasts keep off the last one pressed or typed in. */
const CONTROL_SELECTOR = 'button, a, input, select, textarea, label, [role="button"], [tabindex]';

const overlap = (a: DOMRect, b: DOMRect) =>
  a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/**
 * The toasts `notify` shows (lib/notify.ts), stacked at the top, below the header: a form's Save is
 * at its end, where a toast at the bottom of a phone's screen covered it. Should the control just
 * used be up there, they go to the bottom instead (WCAG 2.4.11, a toast never covers it). Mantine's
 * store keeps them; this draws them without Mantine's Notifications container and its
 * transitions, which would add 6.5 KB (gzipped) to every page's first load.
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

  /** Places the stack, as it is drawn, where it does not cover the control just used. */
  const place = (viewport: HTMLDivElement | null) => {
    stack.current = viewport;
    if (!viewport) return;
    const used = lastUsed.current?.isConnected ? lastUsed.current : document.activeElement;
    if (used && viewport.contains(used)) return;
    delete viewport.dataset.placement;
    if (used && used !== document.body && overlap(viewport.getBoundingClientRect(), used.getBoundingClientRect())) {
      viewport.dataset.placement = 'bottom';
    }
  };

  if (shown.length === 0) return null;
  return (
    <div ref={place} className={classes.viewport}>
      {/* Mantine's store gives every toast its id as it is shown. */}
      {shown.map((toast) => toast.id && <Toast key={toast.id} id={toast.id} toast={toast} />)}
    </div>
  );
}
