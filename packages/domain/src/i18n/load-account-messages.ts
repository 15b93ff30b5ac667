import type { Messages } from '@lingui/core';
import type { Catalogues } from './load-messages.ts';
import type { Locale } from './locales.ts';

/**
 * The account screens' catalogues (sign-in and sign-up, passwords, profile, payment details and
 * history, the dashboard), apart from the main ones so that the task pages never load them; in a
 * module of their own, so that they come with those screens' chunks.
 */
const ACCOUNT_CATALOGUES: Catalogues = {
  en: () => import('./catalogs/account/en.ts'),
  ms: () => import('./catalogs/account/ms.ts'),
  'zh-Hans': () => import('./catalogs/account/zh-Hans.ts'),
};

/** The account screens' messages in `locale`, loaded beside the main catalogue's (`loadMessages`). */
export async function loadAccountMessages(locale: Locale): Promise<Messages> {
  return (await ACCOUNT_CATALOGUES[locale]()).messages;
}
