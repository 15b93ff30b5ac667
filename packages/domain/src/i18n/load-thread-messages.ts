import type { Messages } from '@lingui/core';
import type { Catalogues } from './load-messages.ts';
import type { Locale } from './locales.ts';

/**
 * A task's conversation's catalogues (apps/web/src/features/messages), apart from the main ones so
 * that the task page's first load carries none of them; in a module of their own, so that they come
 * with the thread's chunk.
 */
const THREAD_CATALOGUES: Catalogues = {
  en: () => import('./catalogs/thread/en.ts'),
  ms: () => import('./catalogs/thread/ms.ts'),
  'zh-Hans': () => import('./catalogs/thread/zh-Hans.ts'),
};

/** The conversation's messages in `locale`, loaded beside the main catalogue's (`loadMessages`). */
export async function loadThreadMessages(locale: Locale): Promise<Messages> {
  return (await THREAD_CATALOGUES[locale]()).messages;
}
