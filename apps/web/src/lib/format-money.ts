import { formatMoney as formatMinorUnits, toMinorUnits } from '@portal/domain/money';

/** An amount as the API gives it (major units), e.g. 'RM 150.50'; RM when none is given (SPEC §9). */
export function formatMoney(amount: number, currency: string | null | undefined): string {
  return formatMinorUnits(toMinorUnits(amount), currency);
}
