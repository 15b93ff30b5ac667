import { intlLocale } from './i18n/locale';

const formatters = new Map<string, Intl.NumberFormat>();

/** A count (followers, tasks) grouped as the page's language groups numbers: '12,500'. */
export function formatCount(count: number): string {
  const locale = intlLocale();
  let formatter = formatters.get(locale);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale);
    formatters.set(locale, formatter);
  }
  return formatter.format(count);
}
