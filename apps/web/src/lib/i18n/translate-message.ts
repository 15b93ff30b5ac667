import { i18n } from '@lingui/core';
import type { FormErrors } from '@mantine/form';
import { bannedMessage } from '@portal/domain/auth';

/** Messages that end in a value: the English text before it, and the catalogue's id (server-messages.ts). */
const WITH_A_VALUE = [
  { prefix: bannedMessage(''), id: `${bannedMessage('')}{email}`, name: 'email' },
  { prefix: 'Error resetting password ', id: 'Error resetting password {code}', name: 'code' },
];

/**
 * A message the server or a shared schema wrote in English (SPEC's wording), in the language shown
 * now. Such a message is its own code: the catalogue holds it under that exact text, or with the
 * value at its end as a parameter (server-messages.ts). Text with no entry, e.g. an unknown
 * identity code, is shown as it came.
 */
export function translateMessage(message: string): string {
  const withValue = WITH_A_VALUE.find(({ prefix }) => message.startsWith(prefix) && message.length > prefix.length);
  if (withValue) {
    // The ids are literal in server-messages.ts, for the extractor.
    // lingui-extract-ignore
    return i18n._(withValue.id, { [withValue.name]: message.slice(withValue.prefix.length) });
  }
  return Object.prototype.hasOwnProperty.call(i18n.messages, message) ? i18n._(message) : message;
}

/** A form's errors (the shared schemas' English messages) in the language shown now. */
export function translateErrors(errors: FormErrors): FormErrors {
  return Object.fromEntries(
    Object.entries(errors).map(([field, error]) => [
      field,
      typeof error === 'string' ? translateMessage(error) : error,
    ]),
  );
}
