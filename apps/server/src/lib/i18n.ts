import { setupI18n, type I18n } from '@lingui/core';
import { DEFAULT_LOCALE, isLocale, loadMailMessages, type Locale } from '@portal/domain/i18n';

const instances = new Map<Locale, Promise<I18n>>();

/**
 * The e-mails' catalogue of one language (packages/domain/src/i18n/catalogs/mail), for the e-mails to a user who chose that language; English for an account that has chosen none.
 * One instance per language, made on first use: a mail never changes another's language.
 */
export function i18nFor(locale: string | null | undefined): Promise<I18n> {
  const language = isLocale(locale) ? locale : DEFAULT_LOCALE;
  let instance = instances.get(language);
  if (!instance) {
    instance = loadMailMessages(language).then((messages) =>
      setupI18n({ locale: language, messages: { [language]: messages } }),
    );
    instances.set(language, instance);
  }
  return instance;
}
