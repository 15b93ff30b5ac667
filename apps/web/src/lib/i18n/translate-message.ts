import { i18n, type MessageDescriptor } from '@lingui/core';
import type { FormErrors } from '@mantine/form';
import { bannedMessage } from '@portal/domain/auth';

/**
 * Messages that carry values: the catalogue's id (server-messages.ts, admin-messages.ts), which is
 * the English text with `{name}` where a value goes, the one with more values first. A value named
 * in LABEL_VALUES is a field's name or a status label, itself translated.
 */
/* eslint-disable lingui/no-unlocalized-strings -- the catalogue's ids, which translateMessage looks up */
const WITH_VALUES = [
  `${bannedMessage('')}{email}`,
  'Error resetting password {code}',
  '{field} must be at most {max} characters',
  'File is too large: the limit is {size} MB per file',
  'You have {count} unfinished uploads: finish or cancel one first',
  'Your files would pass {size} MB: remove files you have not sent, or try again tomorrow',
  'Please enter numbers only in {platform} followers field',
  '{platform} link is invalid - Please provide full URL including https://',
  'Too many requests. Please try again in {count} minutes.',
  'Too many sign-in attempts. Please try again in {count} minutes.',
  'Too many attempts. Please try again in {count} minutes.',
  'The task is not waiting for payment ({status}, {payment})',
  'The task is not waiting for payment ({status})',
];
/* eslint-enable lingui/no-unlocalized-strings */

const LABEL_VALUES = new Set(['field', 'status', 'payment']);

const escapeForPattern = (text: string) => text.replace(/[.*+?^$()|[\]\\]/g, '\\$&');

/** Each id with values as a pattern that captures them, e.g. 'Error resetting password {code}' → /^Error resetting password (.+?)$/. */
const PATTERNS = WITH_VALUES.map((id) => {
  const names = [...id.matchAll(/\{(\w+)\}/g)].map((match) => match[1] ?? '');
  const source = id
    .split(/\{\w+\}/)
    .map(escapeForPattern)
    .join('(.+?)');
  return { id, names, pattern: new RegExp(`^${source}$`, 's') };
});

const hasEntry = (id: string) => Object.prototype.hasOwnProperty.call(i18n.messages, id);

/**
 * A message kept to be shown later (in a component's state): the server's or a shared schema's
 * English text, or one of the web app's own messages. Kept untranslated, so that it shows in the
 * language of the moment it is rendered, also after a switch.
 */
export type UntranslatedMessage = string | MessageDescriptor;

/**
 * A message in the language shown now. The server and the shared schemas write SPEC's English:
 * such a text is its own code, and the catalogue holds it under that exact text, or with its values
 * as parameters (server-messages.ts). Text with no entry, e.g. an unknown identity code, is shown
 * as it came.
 */
export function translateMessage(message: UntranslatedMessage): string {
  if (typeof message !== 'string') {
    return i18n._(message);
  }
  if (hasEntry(message)) {
    // The ids are literal in server-messages.ts, for the extractor.
    // lingui-extract-ignore
    return i18n._(message);
  }
  for (const { id, names, pattern } of PATTERNS) {
    const found = pattern.exec(message);
    if (found && hasEntry(id)) {
      const values = Object.fromEntries(
        names.map((name, index) => {
          const value = found[index + 1] ?? '';
          return [name, LABEL_VALUES.has(name) && hasEntry(value) ? translateMessage(value) : value];
        }),
      );
      // lingui-extract-ignore
      return i18n._(id, values);
    }
  }
  return message;
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
