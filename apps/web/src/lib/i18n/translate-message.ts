import { i18n, type MessageDescriptor } from '@lingui/core';

/**
 * An error by its code of the error catalogue (`@portal/domain/errors`) and its parameters, with
 * the English it came with: a server's answer (an ApiClientError is one), or a check of the
 * shared domain's. It is shown by its code, in English when the catalogue loaded has no message
 * for it.
 */
export interface CodedMessage {
  readonly code: string;
  readonly params?: Readonly<Record<string, string | number>> | undefined;
  readonly message: string;
}

/**
 * A message kept to be shown later (in a component's state): an error by its code, one of the web
 * app's own messages, or a label of the shared domain (its English text, which is its id). Kept
 * untranslated, so that it shows in the language of the moment it is rendered, also after a switch.
 */
export type UntranslatedMessage = string | MessageDescriptor | CodedMessage;

const hasEntry = (id: string) => Object.prototype.hasOwnProperty.call(i18n.messages, id);

/** The message `id` with its values, or undefined when the catalogue loaded has none. */
function entry(id: string, values?: Record<string, unknown>): string | undefined {
  // The ids are literal in error-messages.ts, for the extractor.
  // lingui-extract-ignore
  return hasEntry(id) ? i18n._(id, values) : undefined;
}

/** A label of the shared domain, by its English text (its id in server-messages.ts), or undefined. */
export const label = (english: string | undefined) => (english === undefined ? undefined : entry(english));

/** How a parameter that is a label is shown, by the parameter's name: its words, or undefined. */
export type LabelWords = Record<string, (value: string | number) => string | undefined>;

/**
 * The parameters that are labels, by their name (as the catalogue names them), each shown in the
 * page's language through a message of its own: a field, a wait. (A platform's and a task
 * status's are in translate-errors.ts, with the screens that name one.)
 */
const LABELS: LabelWords = {
  field: (value) => entry(`field.${value}`),
  minutes: (value) => entry('duration.minutes', { count: value }),
  days: (value) => entry('duration.days', { count: value }),
};

/**
 * An error in the language shown now, by its code, its labels translated too (`labels`, beside
 * the ones every screen knows). When the catalogue loaded has no message for the code or for one
 * of its labels (an unknown code, another screen's), the English it came with.
 */
export function translateError({ code, params = {}, message }: CodedMessage, labels: LabelWords = {}): string {
  const id = `error.${code}`;
  if (!hasEntry(id)) return message;
  const values: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(params)) {
    const labelled = labels[name] ?? LABELS[name];
    const shown = labelled ? labelled(value) : value;
    if (shown === undefined) return message;
    values[name] = shown;
  }
  return entry(id, values) ?? message;
}

/**
 * A message in the language shown now: an error by its code (translateError), a descriptor, or a
 * label of the shared domain, whose English text is its id. Text with no entry is shown as it came.
 */
export function translateMessage(message: UntranslatedMessage): string {
  if (typeof message === 'string') return label(message) ?? message;
  if ('code' in message) return translateError(message);
  return i18n._(message);
}
