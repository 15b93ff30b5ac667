import { notifications } from '@mantine/notifications';

/** Toasts; position and the 2000 ms auto-close are set on the Notifications element of the app provider. */
export const notify = {
  success: (message: string) => notifications.show({ color: 'teal', message }),
  error: (message: string) => notifications.show({ color: 'red', message }),
};
