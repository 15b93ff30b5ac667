import { DEFAULT_CURRENCY } from '@portal/domain/tasks';

/** An amount in major units with its currency, e.g. 'RM 150.50'; RM when none is given (SPEC §9). */
export function formatMoney(amount: number, currency: string | null | undefined): string {
  return `${currency || DEFAULT_CURRENCY} ${amount.toFixed(2)}`;
}
