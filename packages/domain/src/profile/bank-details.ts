import { z } from 'zod';
import { errorText } from '../errors/index.ts';
import { isBlank, limitedText, withOrderedRules } from '../validation/index.ts';
import { NATIONALITY_DOCS, PAYMENT_METHODS } from './choices.ts';
import { choiceOrEmpty } from './fields.ts';

const bankDetailsFields = z.object({
  paymentMethod: choiceOrEmpty(PAYMENT_METHODS),
  bankName: limitedText('bankName', 200),
  bankAccName: limitedText('bankAccName', 200),
  bankAccNo: limitedText('bankAccNo', 40),
  paypalEmail: limitedText('paypalEmail', 320),
  nationalityDoc: choiceOrEmpty(NATIONALITY_DOCS),
  nric: limitedText('nric', 40),
  passportNumber: limitedText('passportNumber', 40),
});

/** Payment details save (SPEC §5), in the spec's order. NRIC and passport numbers are not checked. */
export const BankDetailsSchema = withOrderedRules(bankDetailsFields, [
  { path: 'paymentMethod', message: errorText('payment-method-required'), fails: (v) => v.paymentMethod === '' },
  {
    path: 'bankName',
    message: errorText('bank-name-required'),
    fails: (v) => v.paymentMethod === 'Bank Transfer' && isBlank(v.bankName),
  },
  {
    path: 'bankAccName',
    message: errorText('bank-account-name-required'),
    fails: (v) => v.paymentMethod === 'Bank Transfer' && isBlank(v.bankAccName),
  },
  {
    path: 'bankAccNo',
    message: errorText('bank-account-number-required'),
    fails: (v) => v.paymentMethod === 'Bank Transfer' && v.bankAccNo.replace(/[\s-]/g, '') === '',
  },
  {
    path: 'paypalEmail',
    message: errorText('paypal-email-required'),
    fails: (v) => v.paymentMethod === 'Paypal' && isBlank(v.paypalEmail),
  },
]);
export type BankDetails = z.infer<typeof BankDetailsSchema>;
