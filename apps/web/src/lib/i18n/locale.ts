import { i18n, type Messages } from '@lingui/core';
import { chooseLocale, DEFAULT_LOCALE, INTL_LOCALES, isLocale, loadMessages, type Locale } from '@portal/domain/i18n';

/** Where this browser keeps the language chosen (in the menu, or saved on the account signed in last). */
const STORAGE_KEY = 'portal.locale';

/** The language chosen in this browser before, if any. */
export function storedLocale(): Locale | null {
  try {
    const stored = localStorage.getItem(STORAGE_KEY);
    return isLocale(stored) ? stored : null;
  } catch {
    // Storage turned off: nothing was kept.
    return null;
  }
}

export function storeLocale(locale: Locale): void {
  try {
    localStorage.setItem(STORAGE_KEY, locale);
  } catch {
    // Storage turned off or full: the choice then lasts as long as the page.
  }
}

/** The language to start in: the one chosen before in this browser, else the browser's, else English. */
export function initialLocale(): Locale {
  return chooseLocale({ stored: storedLocale(), browser: navigator.languages });
}

/** The language shown now. */
export function activeLocale(): Locale {
  return isLocale(i18n.locale) ? i18n.locale : DEFAULT_LOCALE;
}

/** The tag Intl formats with in the language shown now (e.g. 'ms-MY'). */
export function intlLocale(): string {
  return INTL_LOCALES[activeLocale()];
}

/** Loads a catalogue of some part of the app in a language (e.g. the back office's, `loadAdminMessages`). */
export type CatalogueLoader = (locale: Locale) => Promise<Messages>;

/**
 * The catalogues beyond the main one that parts of the app opened so far asked for (useCatalogue,
 * e.g. the back office's): each language chosen comes with them.
 */
export const extraCatalogues = new Set<CatalogueLoader>();

/**
 * Loads a language's catalogue (only that one: English comes with the code, each other language is
 * a chunk of its own), with the catalogues of the parts of the app opened so far (the back
 * office's), and shows the app in it; `<html lang>`
 * follows, so screen readers and the browser's own text read it as that language. A part's
 * catalogue that could not be loaded does not hold the switch back: the part says so and offers to
 * try again (useCatalogue).
 */
export async function activateLocale(locale: Locale): Promise<void> {
  const [main, ...extras] = await Promise.all([
    loadMessages(locale),
    ...[...extraCatalogues].map((load) => load(locale).catch((): Messages => ({}))),
  ]);
  // A copy: Lingui adds a catalogue loaded later (useCatalogue) to this object.
  i18n.loadAndActivate({ locale, messages: Object.assign({}, main, ...extras) });
  document.documentElement.lang = locale;
}
