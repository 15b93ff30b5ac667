import type { Messages } from '@lingui/core';
import type { Catalogues } from './load-messages.ts';
import type { Locale } from './locales.ts';

/**
 * The back office's catalogues (apps/web/src/features/back-office, app/routes/admin), apart from
 * the main ones so that creators' pages never load them; in a module of their own, so that they
 * come in the back office's chunk.
 */
const ADMIN_CATALOGUES: Catalogues = {
  en: () => import('./catalogs/admin/en.ts'),
  ms: () => import('./catalogs/admin/ms.ts'),
  'zh-Hans': () => import('./catalogs/admin/zh-Hans.ts'),
};

/** The back office's messages in `locale`, loaded beside the main catalogue's (`loadMessages`). */
export async function loadAdminMessages(locale: Locale): Promise<Messages> {
  return (await ADMIN_CATALOGUES[locale]()).messages;
}
