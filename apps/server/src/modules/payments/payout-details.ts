import { sql, type SQL } from 'drizzle-orm';
import type { PaymentMethod } from '@portal/domain/profile';
import type { PayoutDetails } from '@portal/domain/admin';
import { profiles } from '../../db/schema/profiles.ts';

/** Where a payout goes, as the contract's PayoutDetails, selected from `profiles` (admins only). */
export const payoutDetailsColumns = {
  paymentMethod: sql<PaymentMethod | null>`${profiles.paymentMethod}`,
  paypalEmail: profiles.paypalEmail,
  bankName: profiles.bankName,
  bankAccName: profiles.bankAccName,
  bankAccNo: profiles.bankAccNo,
  nationalityDoc: profiles.nationalityDoc,
  nric: profiles.nric,
  passportNumber: profiles.passportNumber,
};

/** The same, built by the database as JSON from the profile aliased `alias`. */
export function payoutDetailsJson(alias: string): SQL {
  const column = (name: string) => sql.raw(`${alias}.${name}`);
  return sql`json_build_object(
    'paymentMethod', ${column('payment_method')},
    'paypalEmail', ${column('paypal_email')},
    'bankName', ${column('bank_name')},
    'bankAccName', ${column('bank_acc_name')},
    'bankAccNo', ${column('bank_acc_no')},
    'nationalityDoc', ${column('nationality_doc')},
    'nric', ${column('nric')},
    'passportNumber', ${column('passport_number')})`;
}

/** A profile's payout details, all null when the creator has no profile yet. */
export function payoutDetailsOf(row: Partial<PayoutDetails> | null | undefined): PayoutDetails {
  return {
    paymentMethod: row?.paymentMethod ?? null,
    paypalEmail: row?.paypalEmail ?? null,
    bankName: row?.bankName ?? null,
    bankAccName: row?.bankAccName ?? null,
    bankAccNo: row?.bankAccNo ?? null,
    nationalityDoc: row?.nationalityDoc ?? null,
    nric: row?.nric ?? null,
    passportNumber: row?.passportNumber ?? null,
  };
}
