import { i18n } from '@lingui/core';
import { loadAccountMessages, loadMessages, type Locale } from '@portal/domain/i18n';

/** Shows the account screens' components in `locale`: the main catalogue and theirs, as the router's CatalogueGate loads them. */
export async function activateAccountLocale(locale: Locale): Promise<void> {
  const [messages, accountMessages] = await Promise.all([loadMessages(locale), loadAccountMessages(locale)]);
  i18n.loadAndActivate({ locale, messages: { ...messages, ...accountMessages } });
}
