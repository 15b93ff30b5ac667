import { describe, expect, it } from 'vitest';
import { maskNumber, readReasonOf, RevealPersonalDataSchema, splitReadReason } from './data-reads.ts';

describe('maskNumber', () => {
  it('shows the last 4 letters or digits of a number, spaces and dashes left out', () => {
    expect(maskNumber('900101-14-5678')).toBe('••••5678');
    expect(maskNumber('1234 5678 90')).toBe('••••7890');
    expect(maskNumber('A12345678')).toBe('••••5678');
  });

  it('shows nothing of a short number, and null for none', () => {
    expect(maskNumber('1234567')).toBe('••••');
    expect(maskNumber('-123')).toBe('••••');
    expect(maskNumber('  ')).toBeNull();
    expect(maskNumber(null)).toBeNull();
  });
});

describe('read reasons', () => {
  it('keeps a common reason with the words after it, and splits them back', () => {
    expect(readReasonOf('Creator asked', ' by e-mail ')).toBe('Creator asked: by e-mail');
    expect(readReasonOf('Making a payout', '')).toBe('Making a payout');
    expect(readReasonOf(null, 'Audit')).toBe('Audit');
    expect(splitReadReason('Creator asked: by e-mail')).toEqual({ common: 'Creator asked', details: 'by e-mail' });
    expect(splitReadReason('Making a payout')).toEqual({ common: 'Making a payout', details: '' });
    expect(splitReadReason('Payouts export')).toEqual({ common: null, details: 'Payouts export' });
  });

  it('needs a reason of 3 to 200 characters once trimmed', () => {
    expect(RevealPersonalDataSchema.safeParse({ field: 'id-number', reason: ' ab ' }).error?.issues[0]?.message).toBe(
      'Please say why you need to see this number',
    );
    expect(RevealPersonalDataSchema.parse({ field: 'id-number', reason: ' abc ' })).toEqual({
      field: 'id-number',
      reason: 'abc',
    });
    expect(RevealPersonalDataSchema.safeParse({ field: 'bank-account', reason: 'x'.repeat(201) }).success).toBe(false);
  });
});
