import { formatMoney as formatMinorUnits, toMinorUnits } from '@portal/domain/money';
import { intlLocale } from './i18n/locale';

/**
 * An amount as the API gives it (major units), grouped as the page's language groups numbers:
 * 'RM 1,500.00'; RM when none is given (SPEC §9).
 */
export function formatMoney(amount: number, currency: string | null | undefined): string {
  return formatMinorUnits(toMinorUnits(amount), currency, intlLocale());
}
