import { z } from 'zod';
import { isBlank, limitedText, withOrderedRules } from '../validation/index.ts';
import { NATIONALITY_DOCS, PAYMENT_METHODS } from './choices.ts';
import { choiceOrEmpty } from './fields.ts';

const bankDetailsFields = z.object({
  paymentMethod: choiceOrEmpty(PAYMENT_METHODS),
  bankName: limitedText('Bank name', 200),
  bankAccName: limitedText('Bank account name', 200),
  bankAccNo: limitedText('Bank account number', 40),
  paypalEmail: limitedText('PayPal email', 320),
  nationalityDoc: choiceOrEmpty(NATIONALITY_DOCS),
  nric: limitedText('NRIC number', 40),
  passportNumber: limitedText('Passport number', 40),
});

/** Payment details save (SPEC §5), in the spec's order. NRIC and passport numbers are not checked. */
export const BankDetailsSchema = withOrderedRules(bankDetailsFields, [
  { path: 'paymentMethod', message: 'Please select payment method', fails: (v) => v.paymentMethod === '' },
  {
    path: 'bankName',
    message: 'Please select bank name',
    fails: (v) => v.paymentMethod === 'Bank Transfer' && isBlank(v.bankName),
  },
  {
    path: 'bankAccName',
    message: 'Please enter bank account name',
    fails: (v) => v.paymentMethod === 'Bank Transfer' && isBlank(v.bankAccName),
  },
  {
    path: 'bankAccNo',
    message: 'Please enter numbers only for bank account number',
    fails: (v) => v.paymentMethod === 'Bank Transfer' && v.bankAccNo.replace(/[\s-]/g, '') === '',
  },
  {
    path: 'paypalEmail',
    message: 'Please provide paypal email',
    fails: (v) => v.paymentMethod === 'Paypal' && isBlank(v.paypalEmail),
  },
]);
export type BankDetails = z.infer<typeof BankDetailsSchema>;
