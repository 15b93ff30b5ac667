import { sql, type SQL } from 'drizzle-orm';
import type { PaymentMethod } from '@portal/domain/profile';
import type { PayoutDetails } from '@portal/domain/admin';
import { maskNumber } from '@portal/domain/privacy';
import { profiles } from '../../db/schema/profiles.ts';

/**
 * Where a payout goes, selected from `profiles` (admins only), with the numbers in full: to be
 * masked by `payoutDetailsOf` before any answer, or written to a file that records its reads.
 */
export const payoutDetailsColumns = {
  userId: profiles.userId,
  paymentMethod: sql<PaymentMethod | null>`${profiles.paymentMethod}`,
  paypalEmail: profiles.paypalEmail,
  bankName: profiles.bankName,
  bankAccName: profiles.bankAccName,
  bankAccNo: profiles.bankAccNo,
  nationalityDoc: profiles.nationalityDoc,
  nric: profiles.nric,
  passportNumber: profiles.passportNumber,
};

/**
 * The contract's PayoutDetails, built by the database as JSON from the profile aliased `alias`:
 * the bank account and identity numbers masked as `maskNumber` does (`••••` and the last 4 letters
 * or digits of a number of 8 or more), so the full numbers never leave the database for an answer.
 */
export function payoutDetailsJson(alias: string): SQL {
  const column = (name: string) => sql.raw(`${alias}.${name}`);
  const masked = (name: string) => {
    const characters = sql`regexp_replace(${column(name)}, '[^A-Za-z0-9]', '', 'g')`;
    return sql`case when nullif(btrim(${column(name)}), '') is null then null
      when length(${characters}) >= 8 then '••••' || right(${characters}, 4) else '••••' end`;
  };
  return sql`json_build_object(
    'userId', ${column('user_id')},
    'paymentMethod', ${column('payment_method')},
    'paypalEmail', ${column('paypal_email')},
    'bankName', ${column('bank_name')},
    'bankAccName', ${column('bank_acc_name')},
    'bankAccNo', ${masked('bank_acc_no')},
    'nationalityDoc', ${column('nationality_doc')},
    'nric', ${masked('nric')},
    'passportNumber', ${masked('passport_number')})`;
}

/** A profile's payout details as an answer carries them, numbers masked; all null when the creator has no profile yet. */
export function payoutDetailsOf(row: Partial<PayoutDetails> | null | undefined): PayoutDetails {
  return {
    userId: row?.userId ?? null,
    paymentMethod: row?.paymentMethod ?? null,
    paypalEmail: row?.paypalEmail ?? null,
    bankName: row?.bankName ?? null,
    bankAccName: row?.bankAccName ?? null,
    bankAccNo: maskNumber(row?.bankAccNo),
    nationalityDoc: row?.nationalityDoc ?? null,
    nric: maskNumber(row?.nric),
    passportNumber: maskNumber(row?.passportNumber),
  };
}
