import { notifications } from '@mantine/notifications';
import { translateMessage, type UntranslatedMessage } from './i18n/translate-message';

/** A toast's text, in the page's language. */
export interface ToastText {
  kind: 'success' | 'error';
  title?: string;
  message: string;
}

type ToastListener = (toast: ToastText) => void;

const toastListeners = new Set<ToastListener>();

/** `lasting`: the toast stays until closed, instead of going after its two seconds. */
function show(toast: ToastText, color: string, lasting = false) {
  toastListeners.forEach((listener) => listener(toast));
  return notifications.show({ color, title: toast.title, message: toast.message, autoClose: !lasting });
}

/**
 * Toasts, drawn by components/toasts.tsx. A message may be an error by its code (the server's),
 * a message descriptor or a label: it is shown in the page's language.
 */
export const notify = {
  success: (message: UntranslatedMessage) => show({ kind: 'success', message: translateMessage(message) }, 'teal'),
  /** `reason`, when given, says under the message what to do about it. */
  error: (message: UntranslatedMessage, reason?: UntranslatedMessage) =>
    show(
      reason
        ? { kind: 'error', title: translateMessage(message), message: translateMessage(reason) }
        : { kind: 'error', message: translateMessage(message) },
      'red',
    ),
  /** An error to read at leisure and act on (a ban and the address to write to): it stays until closed. */
  lastingError: (message: UntranslatedMessage) =>
    show({ kind: 'error', message: translateMessage(message) }, 'red', true),
  /** Told of every toast as it is shown (a form keeps its failure beside it: use-form-failure.ts). */
  onShow(listener: ToastListener): () => void {
    toastListeners.add(listener);
    return () => toastListeners.delete(listener);
  },
};
