import { setupI18n } from '@lingui/core';
import { generateMessageId } from '@lingui/message-utils/generateMessageId';
import {
  loadAccountMessages,
  loadAdminMessages,
  loadMessages,
  loadThreadMessages,
  type Locale,
} from '@portal/domain/i18n';

/** What a page in some language shows for SPEC's English text: how a test finds a control by its name. */
export type Say = (english: string) => string;

export const inEnglish: Say = (english) => english;

/**
 * The page's wording in `locale`, from the catalogues the app itself loads (the main one, the
 * account screens', the back office's and the task conversation's): a macro's message by its
 * generated id, a server message by its English text, and English where the catalogues have
 * neither (as the app shows it).
 */
export async function sayIn(locale: Locale): Promise<Say> {
  const messages = {
    ...(await loadThreadMessages(locale)),
    ...(await loadAdminMessages(locale)),
    ...(await loadAccountMessages(locale)),
    ...(await loadMessages(locale)),
  };
  const i18n = setupI18n({ locale, messages: { [locale]: messages } });
  return (english) => {
    const id = [generateMessageId(english), english].find((candidate) => candidate in messages);
    return id === undefined ? english : i18n._(id);
  };
}
