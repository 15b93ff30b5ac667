import { setupI18n } from '@lingui/core';
import { generateMessageId } from '@lingui/message-utils/generateMessageId';
import { ERROR_CODES, ERRORS } from '@portal/domain/errors';
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

/** The message id of each error with no parameters, by its English: the app shows errors by code. */
function errorIdsByEnglish(): Map<string, string> {
  const ids = new Map<string, string>();
  for (const code of ERROR_CODES) {
    const wording = ERRORS[code] as (...params: unknown[]) => string;
    if (wording.length > 0) continue;
    const english = wording();
    if (!ids.has(english)) ids.set(english, `error.${code}`);
  }
  return ids;
}

/**
 * The page's wording in `locale`, from the catalogues the app itself loads (the main one, the
 * account screens', the back office's and the task conversation's): a macro's message by its
 * generated id, an error by its code, a server message by its English text, and English where the
 * catalogues have none of them (as the app shows it).
 */
export async function sayIn(locale: Locale): Promise<Say> {
  const messages = {
    ...(await loadThreadMessages(locale)),
    ...(await loadAdminMessages(locale)),
    ...(await loadAccountMessages(locale)),
    ...(await loadMessages(locale)),
  };
  const i18n = setupI18n({ locale, messages: { [locale]: messages } });
  const errorIds = errorIdsByEnglish();
  return (english) => {
    const id = [generateMessageId(english), errorIds.get(english), english].find(
      (candidate) => candidate !== undefined && candidate in messages,
    );
    return id === undefined ? english : i18n._(id);
  };
}
