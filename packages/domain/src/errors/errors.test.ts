import { describe, expect, it } from 'vitest';
// The profile's schema, whose building makes its messages (errorText).
import '../profile/edit-profile.ts';
import { DraftSubmissionSchema, EXTENSION_WINDOW_CLOSED, NEW_DEADLINE_OUT_OF_RANGE } from '../tasks/index.ts';
import {
  ERROR_CODES,
  ERRORS,
  errorOfText,
  errorText,
  messageOf,
  type ErrorCode,
  type ErrorParamsArgs,
} from './index.ts';

type WithParams = {
  [C in ErrorCode]: ErrorParamsArgs<C> extends [] ? never : ErrorParamsArgs<C> extends [unknown?] ? never : C;
}[ErrorCode];

/** A value of each code's parameters: a new code with parameters fails to compile until it has one here. */
const SAMPLE_PARAMS: { [C in WithParams]: ErrorParamsArgs<C>[0] } = {
  'route-not-found': { method: 'GET', path: '/api/nothing' },
  'rate-limited': { minutes: 1 },
  'sign-in-rate-limited': { minutes: 15 },
  'attempts-rate-limited': { minutes: 2 },
  'body-too-deep': { levels: 32 },
  'field-too-long': { field: 'draftComment', max: 5000 },
  'extension-window-passed': { days: 7 },
  'new-deadline-out-of-range': { first: 2000, last: 2100 },
  'message-too-long': { max: 4000 },
  'file-too-large': { megabytes: 50 },
  'too-many-unfinished-uploads': { count: 20 },
  'upload-quota-exceeded': { megabytes: 500 },
  'upload-purpose-invalid': { kind: 'reports', purpose: 'draft' },
  'account-banned': { email: 'help@brand.test' },
  'password-too-long': { max: 128 },
  'followers-not-a-number': { platform: 'tiktok' },
  'social-link-invalid': { platform: 'lemonEight' },
  'social-link-too-long': { platform: 'facebook', max: 500 },
  'deadline-out-of-range': { first: 2000, last: 2100 },
  'payment-days-out-of-range': { min: 1, max: 60 },
  'review-days-out-of-range': { min: 1, max: 30 },
  'revisions-out-of-range': { min: 0, max: 10 },
  'caption-too-long': { max: 2200 },
  'payout-not-due': { status: 'PENDING-CHECKING' },
  'payout-not-due-payment': { status: 'COMPLETED', payment: 'COMPLETED' },
};

const english = (code: ErrorCode): string =>
  (ERRORS[code] as (params?: unknown) => string)((SAMPLE_PARAMS as Record<string, unknown>)[code]);

describe('the error catalogue', () => {
  it('words every code in English', () => {
    expect(ERROR_CODES.filter((code) => english(code).trim() === '')).toEqual([]);
    expect(ERROR_CODES.every((code) => /^[a-z]+(-[a-z]+)*$/.test(code))).toBe(true);
  });

  it('puts the parameters into the English, limits and labels included', () => {
    expect(errorText('rate-limited', { minutes: 1 })).toBe('Too many requests. Please try again in 1 minute.');
    expect(errorText('rate-limited', { minutes: 3 })).toBe('Too many requests. Please try again in 3 minutes.');
    expect(errorText('field-too-long', { field: 'draftComment', max: 5000 })).toBe(
      'Draft Comment must be at most 5000 characters',
    );
    expect(errorText('extension-window-passed', { days: 7 })).toBe(EXTENSION_WINDOW_CLOSED);
    expect(errorText('payout-not-due-payment', { status: 'COMPLETED', payment: 'COMPLETED' })).toBe(
      'The task is not waiting for payment (Approved, Successful)',
    );
  });

  it('knows the code of each text it made: without parameters, a schema’s and a rule’s', () => {
    const withoutParams = ERROR_CODES.filter((code) => !(code in SAMPLE_PARAMS) && code !== 'duplicate-request');
    const lost = withoutParams.filter((code) => {
      const found = errorOfText(messageOf({ code }));
      return found === undefined || messageOf(found) !== messageOf({ code });
    });
    expect(lost).toEqual([]);

    const draft = DraftSubmissionSchema.safeParse({
      newSubmission: { taskId: 'task-1', draftComment: 'x'.repeat(5001) },
    });
    expect(errorOfText(draft.error?.issues[0]?.message ?? '')).toEqual({
      code: 'field-too-long',
      params: { field: 'draftComment', max: 5000 },
    });
    expect(errorOfText('Please enter numbers only in TikTok followers field')).toEqual({
      code: 'followers-not-a-number',
      params: { platform: 'tiktok' },
    });
    expect(errorOfText(EXTENSION_WINDOW_CLOSED)).toEqual({ code: 'extension-window-passed', params: { days: 7 } });
    expect(errorOfText(NEW_DEADLINE_OUT_OF_RANGE)).toEqual({
      code: 'new-deadline-out-of-range',
      params: { first: 2000, last: 2100 },
    });
    expect(errorOfText('Something the catalogue never said')).toBeUndefined();
  });
});
