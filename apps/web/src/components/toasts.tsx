import { useLingui } from '@lingui/react/macro';
import { Notification } from '@mantine/core';
import { notifications, useNotifications, type NotificationData } from '@mantine/notifications';
import { useEffect, useState } from 'react';
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

/**
 * The toasts `notify` shows (lib/notify.ts), stacked at the bottom left. Mantine's store keeps
 * them; this draws them without Mantine's Notifications container and its transitions, which would
 * add 6.5 KB (gzipped) to every page's first load.
 */
export function Toasts() {
  const { notifications: shown } = useNotifications();
  if (shown.length === 0) return null;
  return (
    <div className={classes.viewport}>
      {/* Mantine's store gives every toast its id as it is shown. */}
      {shown.map((toast) => toast.id && <Toast key={toast.id} id={toast.id} toast={toast} />)}
    </div>
  );
}
