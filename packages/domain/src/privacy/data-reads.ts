import { z } from 'zod';
import { page, pageOf, pageSize } from '../admin/pagination.ts';
import { errorText } from '../errors/index.ts';
import { trimmedText } from '../validation/index.ts';

/**
 * "Who looked": the back office sees a creator's identity document number and bank account number
 * masked; each time someone sees one in full (revealed on screen, or in a file made for a payout)
 * it is recorded with who, when and why, and the creator reads that log.
 */

/** The numbers kept back: the NRIC or passport number, and the bank account number. */
export const PERSONAL_DATA_FIELDS = ['id-number', 'bank-account'] as const;
export type PersonalDataField = (typeof PERSONAL_DATA_FIELDS)[number];

/** How a number was seen: revealed on screen, in the payouts CSV export, or in a payout batch's bank file. */
export const PERSONAL_DATA_READ_CHANNELS = ['reveal', 'payouts-export', 'bank-file'] as const;
export type PersonalDataReadChannel = (typeof PERSONAL_DATA_READ_CHANNELS)[number];

/** What stands for the hidden characters of a masked number. */
const MASK = '••••';
/** A number shows its last characters only when at least as many others stay hidden. */
const SHOWN_CHARACTERS = 4;

/**
 * A number as the back office sees it until someone reveals it: `••••5678` (the last 4 of its
 * letters and digits, spaces and dashes left out), or `••••` alone for a number too short to show
 * any of it; null when there is none. The server's SQL (`payoutDetailsJson`) masks the same way.
 */
export function maskNumber(value: string | null | undefined): string | null {
  if ((value?.trim() ?? '') === '') return null;
  const characters = (value ?? '').replace(/[^A-Za-z0-9]/g, '');
  return characters.length >= 2 * SHOWN_CHARACTERS ? `${MASK}${characters.slice(-SHOWN_CHARACTERS)}` : MASK;
}

/** The reasons a manager picks most often; any other is written out. Stored in English, shown translated. */
export const COMMON_READ_REASONS = ['Making a payout', 'Checking a payment problem', 'Creator asked'] as const;
export type CommonReadReason = (typeof COMMON_READ_REASONS)[number];

/** The reason kept for a common reason with the manager's own words after it: `Creator asked: by e-mail`. */
export const readReasonOf = (common: CommonReadReason | null, details: string): string => {
  const words = details.trim();
  if (common === null) return words;
  return words === '' ? common : `${common}: ${words}`;
};

/** A kept reason split back into its common reason (to translate) and the words after it. */
export function splitReadReason(reason: string): { common: CommonReadReason | null; details: string } {
  for (const common of COMMON_READ_REASONS) {
    if (reason === common) return { common, details: '' };
    if (reason.startsWith(`${common}: `)) return { common, details: reason.slice(common.length + 2) };
  }
  return { common: null, details: reason };
}

/** The reason a payouts export records for each creator in it. */
export const PAYOUTS_EXPORT_READ_REASON = 'Payouts export';
/** The reason a bank transfer file records for each creator in it: it names the batch. */
export const bankFileReadReason = (batchId: string) => `Bank transfer file of payout batch ${batchId}`;

export const READ_REASON_MIN_LENGTH = 3;
export const READ_REASON_MAX_LENGTH = 200;

/** `POST /api/admin/influencers/:userId/personal-data`: reveal one number, saying why. */
export const RevealPersonalDataSchema = z.object({
  field: z.enum(PERSONAL_DATA_FIELDS),
  reason: trimmedText('reason', READ_REASON_MAX_LENGTH).min(READ_REASON_MIN_LENGTH, errorText('read-reason-required')),
});
export type RevealPersonalData = z.infer<typeof RevealPersonalDataSchema>;

/** The number in full, as the creator gave it. */
export const RevealedPersonalDataSchema = z.object({ field: z.enum(PERSONAL_DATA_FIELDS), value: z.string() });
export type RevealedPersonalData = z.infer<typeof RevealedPersonalDataSchema>;

/** `GET /api/me/personal-data-reads`: the caller's own log, newest first. */
export const PersonalDataReadQuerySchema = z.object({ page, pageSize });

/** One read of the caller's numbers: who (the manager's name), when, which number, how and why. */
export const PersonalDataReadSchema = z.object({
  id: z.string(),
  readerName: z.string(),
  field: z.enum(PERSONAL_DATA_FIELDS),
  channel: z.enum(PERSONAL_DATA_READ_CHANNELS),
  reason: z.string(),
  readAt: z.string(),
});
export type PersonalDataRead = z.infer<typeof PersonalDataReadSchema>;
export const PersonalDataReadPageSchema = pageOf(PersonalDataReadSchema);
export type PersonalDataReadPage = z.infer<typeof PersonalDataReadPageSchema>;
