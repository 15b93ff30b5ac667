/**
 * The bulk payment file the operator uploads to their business bank: one header record, one
 * detail record per payment, one trailer record with the count, the total and a hash total.
 * docs/payouts.md ("Bank transfer") gives the layout, its field rules and where they come from.
 * A line the bank would refuse (no bank, an account number that is not one, a name with nothing
 * left once sanitized) is kept out of the file and returned with its reason, so one bad line
 * cannot make the bank refuse the whole upload.
 */
import { createHash } from 'node:crypto';
import type { OutgoingBatch, OutgoingLine } from '../rail.ts';
import { bankCodeOf, COUNTRY_CURRENCIES, COUNTRY_NAMES, type BankFileCountry } from './bank-codes.ts';
import { csvField } from './csv.ts';

/** How the bank moves the money: IBG or DuitNow in Malaysia, GIRO or FAST in Singapore. */
export const PAYMENT_MODES = { MY: ['IBG', 'DUITNOW'], SG: ['GIRO', 'FAST'] } as const satisfies Record<
  BankFileCountry,
  readonly string[]
>;
export type PaymentMode = (typeof PAYMENT_MODES)[BankFileCountry][number];

/** One line of the SWIFT character set, the narrowest beneficiary name field we know of. */
export const NAME_MAX_LENGTH = 35;
/** The recipient reference a Malaysian transfer shows on the creator's statement. */
export const DETAILS_MAX_LENGTH = 20;
/** Our reference for a line: 16 characters, within the 20 that bank references commonly allow. */
export const REFERENCE_LENGTH = 16;
const ACCOUNT_NUMBER = /^\d{5,20}$/;
const ID_NUMBER = /^[A-Z0-9]{5,20}$/;

/** Malaysia and Singapore keep UTC+8 all year: the bank's dates are days there. */
const LOCAL_OFFSET_MS = 8 * 60 * 60 * 1000;

export interface BankFileSettings {
  country: BankFileCountry;
  /** The operator's account the bank debits. */
  debitAccountNo: string;
  /** The payer's name the bank shows the creators. */
  originatorName: string;
  /** The first mode of the country when not given (IBG, GIRO: the cheaper ones). */
  mode?: PaymentMode;
  /** When the file is made: its day is the file's date. */
  createdAt: Date;
  /** The day the bank should pay (YYYY-MM-DD, in Malaysia and Singapore); the file's day when not given. */
  valueDate?: string;
}

export interface LineError {
  lineId: string;
  reason: string;
}

export interface BankFile {
  filename: string;
  contentType: string;
  body: string;
  /** SHA-256 of the body, in hex: the same file built again from the same details has the same one. */
  digest: string;
  /** The lines in the file, with the reference the bank's statement will give back for each. */
  lines: { lineId: string; reference: string }[];
  /** The lines kept out of the file, each with the reason. */
  lineErrors: LineError[];
  totalMinor: number;
}

/** Settings the file cannot be made with: the operator's to fix, whatever the lines. */
export class BankFileSettingsError extends Error {
  override name = 'BankFileSettingsError';
}

/**
 * The bank's reference for a line: the first 16 letters and digits of its id, upper-cased, which
 * the back office can search by. Line ids are random UUIDs, so that is 60 random bits: a
 * statement's reference finds its line again among the lines sent (`readBankStatement`), and should
 * two lines of one file share one all the same, the second is kept out of the file.
 */
export function bankReference(lineId: string): string {
  return lineId
    .replace(/[^A-Za-z0-9]/g, '')
    .toUpperCase()
    .slice(0, REFERENCE_LENGTH);
}

/**
 * Text as the bank takes it: accents dropped, then only letters A-Z, digits, space and
 * / - ? : ( ) . , ' + (the character set of RHB's bulk file, which is SWIFT's), upper case, not
 * starting with a sign the SWIFT set forbids first, and cut to `maxLength`.
 */
export function bankText(value: string, maxLength: number): string {
  return value
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/[‘’`´]/g, "'")
    .replace(/[^A-Za-z0-9 /\-?:().,'+]/g, ' ')
    .toUpperCase()
    .replace(/\s+/g, ' ')
    .replace(/^[\s/\-:,]+/, '')
    .slice(0, maxLength)
    .trimEnd();
}

/** `amountMinor` in major units with two decimals and a point: 123456 is 1234.56. */
export function formatAmount(amountMinor: number): string {
  const cents = String(amountMinor).padStart(3, '0');
  return `${cents.slice(0, -2)}.${cents.slice(-2)}`;
}

const digitsOf = (value: string) => value.replace(/[\s-]/g, '');

/** The day of `at` in Malaysia and Singapore, as YYYY-MM-DD. */
export function localDay(at: Date): string {
  return new Date(at.getTime() + LOCAL_OFFSET_MS).toISOString().slice(0, 10);
}

function checkedSettings(settings: BankFileSettings) {
  const debitAccountNo = digitsOf(settings.debitAccountNo);
  if (!ACCOUNT_NUMBER.test(debitAccountNo)) {
    throw new BankFileSettingsError('The account to debit must be 5 to 20 digits (spaces and dashes aside).');
  }
  const originatorName = bankText(settings.originatorName, NAME_MAX_LENGTH);
  if (originatorName === '') throw new BankFileSettingsError("The payer's name has no character the bank accepts.");
  const modes: readonly PaymentMode[] = PAYMENT_MODES[settings.country];
  const mode = settings.mode ?? modes[0];
  if (mode === undefined || !modes.includes(mode)) {
    throw new BankFileSettingsError(`A bank transfer in ${COUNTRY_NAMES[settings.country]} is ${modes.join(' or ')}.`);
  }
  const fileDay = localDay(settings.createdAt);
  const valueDay = settings.valueDate ?? fileDay;
  const noon = new Date(`${valueDay}T12:00:00+08:00`);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(valueDay) || Number.isNaN(noon.getTime()) || localDay(noon) !== valueDay) {
    throw new BankFileSettingsError('The payment date must be a day written YYYY-MM-DD.');
  }
  if (valueDay < fileDay) {
    throw new BankFileSettingsError('The payment date cannot be before the day the file is made.');
  }
  return { debitAccountNo, originatorName, mode, fileDay, valueDay };
}

interface Detail {
  bankCode: string;
  accountNo: string;
  name: string;
  idType: '' | 'NRIC' | 'PASSPORT';
  idNumber: string;
  details: string;
}

const isNric = (country: BankFileCountry, id: string) =>
  country === 'MY' ? /^\d{12}$/.test(id) : /^[STFGM]\d{7}[A-Z]$/.test(id);

/** The detail of a line as the bank needs it, or why the bank would refuse it. */
function detailOf(line: OutgoingLine, country: BankFileCountry): Detail | string {
  const currency = COUNTRY_CURRENCIES[country];
  if (line.currency !== currency) {
    return `Paid in ${line.currency}, but a bank transfer in ${COUNTRY_NAMES[country]} carries ${currency} only.`;
  }
  if (!Number.isSafeInteger(line.amountMinor) || line.amountMinor <= 0) return 'The amount must be more than zero.';
  const { recipient } = line;
  const bankName = recipient.bankName?.trim() ?? '';
  if (bankName === '') return "The creator's payout details name no bank.";
  const bankCode = bankCodeOf(country, bankName);
  if (bankCode === null) return `${bankName} is not a bank the portal offers in ${COUNTRY_NAMES[country]}.`;
  const accountNo = digitsOf(recipient.bankAccNo ?? '');
  if (accountNo === '') return "The creator's payout details have no account number.";
  if (!ACCOUNT_NUMBER.test(accountNo)) return 'The account number must be 5 to 20 digits (spaces and dashes aside).';
  const name = bankText(recipient.bankAccName?.trim() || recipient.name, NAME_MAX_LENGTH);
  if (name === '') {
    return "The account holder's name has no character the bank accepts (Latin letters, digits, / - ? : ( ) . , ' +).";
  }
  // The ID is optional in the file: one the bank could not read is left out rather than sent wrong.
  const id = digitsOf(recipient.idNumber ?? '').toUpperCase();
  const idNumber = ID_NUMBER.test(id) ? id : '';
  const idType = idNumber === '' ? '' : isNric(country, idNumber) ? 'NRIC' : 'PASSPORT';
  return { bankCode, accountNo, name, idType, idNumber, details: bankText(line.note, DETAILS_MAX_LENGTH) };
}

const record = (fields: (string | number)[]) => fields.map((field) => csvField(String(field))).join(',');

/** The file for `batch`, with the lines the bank would refuse kept out and explained. */
export function buildBankFile(batch: OutgoingBatch, settings: BankFileSettings): BankFile {
  const { country } = settings;
  const { debitAccountNo, originatorName, mode, fileDay, valueDay } = checkedSettings(settings);
  const compactDay = (day: string) => day.replaceAll('-', '');
  const fileReference = bankReference(batch.batchId);

  const details: string[] = [];
  const lines: BankFile['lines'] = [];
  const lineErrors: LineError[] = [];
  const lineOfReference = new Map<string, string>();
  let totalMinor = 0;
  let accountHash = 0;
  for (const line of batch.lines) {
    const reference = bankReference(line.lineId);
    const earlier = lineOfReference.get(reference);
    if (earlier !== undefined) {
      lineErrors.push({
        lineId: line.lineId,
        reason:
          earlier === line.lineId
            ? 'The line is in the batch twice.'
            : `Its bank reference ${reference} is already that of line ${earlier}.`,
      });
      continue;
    }
    const detail = detailOf(line, country);
    if (typeof detail === 'string') {
      lineErrors.push({ lineId: line.lineId, reason: detail });
      continue;
    }
    lineOfReference.set(reference, line.lineId);
    lines.push({ lineId: line.lineId, reference });
    totalMinor += line.amountMinor;
    accountHash += Number(detail.accountNo.slice(-10));
    details.push(
      record([
        'D',
        lines.length,
        detail.bankCode,
        detail.accountNo,
        detail.name,
        formatAmount(line.amountMinor),
        reference,
        detail.idType,
        detail.idNumber,
        detail.details,
      ]),
    );
  }

  const header = record([
    'H',
    fileReference,
    compactDay(fileDay),
    compactDay(valueDay),
    country,
    mode,
    COUNTRY_CURRENCIES[country],
    debitAccountNo,
    originatorName,
  ]);
  const trailer = record(['T', lines.length, formatAmount(totalMinor), accountHash]);
  const body = [header, ...details, trailer].map((row) => `${row}\r\n`).join('');
  return {
    filename: `payouts-${country.toLowerCase()}-${compactDay(fileDay)}-${fileReference}.csv`,
    contentType: 'text/csv; charset=us-ascii',
    body,
    digest: createHash('sha256').update(body).digest('hex'),
    lines,
    lineErrors,
    totalMinor,
  };
}
