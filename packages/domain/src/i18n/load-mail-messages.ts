import type { Messages } from '@lingui/core';
import type { Catalogues } from './load-messages.ts';
import type { Locale } from './locales.ts';

/**
 * The e-mails' catalogues (apps/server/src): only the server sends mail, so the web app's
 * catalogues leave these messages out and no page loads them.
 */
const MAIL_CATALOGUES: Catalogues = {
  en: () => import('./catalogs/mail/en.ts'),
  ms: () => import('./catalogs/mail/ms.ts'),
  'zh-Hans': () => import('./catalogs/mail/zh-Hans.ts'),
};

/** The e-mails' messages in `locale`. */
export async function loadMailMessages(locale: Locale): Promise<Messages> {
  return (await MAIL_CATALOGUES[locale]()).messages;
}
