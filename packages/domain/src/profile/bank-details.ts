import { z } from 'zod';
import { isBlank, withOrderedRules } from '../validation/index.ts';
import { NATIONALITY_DOCS, PAYMENT_METHODS } from './choices.ts';
import { choiceOrEmpty, text } from './fields.ts';

const bankDetailsFields = z.object({
  paymentMethod: choiceOrEmpty(PAYMENT_METHODS),
  bankName: text(200),
  bankAccName: text(200),
  bankAccNo: text(40),
  paypalEmail: text(320),
  nationalityDoc: choiceOrEmpty(NATIONALITY_DOCS),
  nric: text(40),
  passportNumber: text(40),
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
