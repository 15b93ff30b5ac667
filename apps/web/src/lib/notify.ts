import { notifications } from '@mantine/notifications';

/** Toasts, drawn by components/toasts.tsx. */
export const notify = {
  success: (message: string) => notifications.show({ color: 'teal', message }),
  /** `reason`, when given, says under the message what to do about it. */
  error: (message: string, reason?: string) =>
    notifications.show(reason ? { color: 'red', title: message, message: reason } : { color: 'red', message }),
};
