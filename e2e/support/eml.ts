import { findPart, parseEml } from '../../apps/server/src/testing/eml.ts';

/**
 * An .eml file as a test reads it: the message's headers (List-Unsubscribe and the like), a blank
 * line, then its text part decoded, where the links are; the HTML part is left out.
 */
export function mailText(raw: string): string {
  const message = parseEml(raw);
  const text = findPart(message, 'text/plain');
  if (!text) throw new Error(`no text part in the e-mail:\n${message.head}`);
  return `${message.head}\n\n${text.body}`;
}
