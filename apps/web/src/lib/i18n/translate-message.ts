import { i18n } from '@lingui/core';
import type { FormErrors } from '@mantine/form';
import { bannedMessage } from '@portal/domain/auth';

/**
 * Messages that hold a value: the English text before and after it, and the catalogue's id
 * (server-messages.ts), where the value is a parameter.
 */
const WITH_A_VALUE = [
  { prefix: bannedMessage(''), suffix: '', id: `${bannedMessage('')}{email}`, name: 'email' },
  { prefix: 'Error resetting password ', suffix: '', id: 'Error resetting password {code}', name: 'code' },
  {
    prefix: 'Please enter numbers only in ',
    suffix: ' followers field',
    id: 'Please enter numbers only in {platform} followers field',
    name: 'platform',
  },
  {
    prefix: '',
    suffix: ' link is invalid - Please provide full URL including https://',
    id: '{platform} link is invalid - Please provide full URL including https://',
    name: 'platform',
  },
];

/**
 * A message the server or a shared schema wrote in English (SPEC's wording), in the language shown
 * now. Such a message is its own code: the catalogue holds it under that exact text, or with the
 * value in it as a parameter (server-messages.ts). Text with no entry, e.g. an unknown
 * identity code, is shown as it came.
 */
export function translateMessage(message: string): string {
  const withValue = WITH_A_VALUE.find(
    ({ prefix, suffix }) =>
      message.startsWith(prefix) && message.endsWith(suffix) && message.length > prefix.length + suffix.length,
  );
  if (withValue) {
    const value = message.slice(withValue.prefix.length, message.length - withValue.suffix.length);
    // The ids are literal in server-messages.ts, for the extractor.
    // lingui-extract-ignore
    return i18n._(withValue.id, { [withValue.name]: value });
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
