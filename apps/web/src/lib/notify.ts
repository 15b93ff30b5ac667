import { notifications } from '@mantine/notifications';
import { translateMessage, type UntranslatedMessage } from './i18n/translate-message';

/**
 * Toasts, drawn by components/toasts.tsx. A message may be the server's (English, its own code) or
 * a message descriptor: it is shown in the page's language.
 */
export const notify = {
  success: (message: UntranslatedMessage) => notifications.show({ color: 'teal', message: translateMessage(message) }),
  /** `reason`, when given, says under the message what to do about it. */
  error: (message: UntranslatedMessage, reason?: string) =>
    notifications.show(
      reason
        ? { color: 'red', title: translateMessage(message), message: translateMessage(reason) }
        : { color: 'red', message: translateMessage(message) },
    ),
};
