import { describe, expect, it } from 'vitest';
// The profile's schema, whose building makes its messages (errorText).
import '../profile/edit-profile.ts';
import { API_ERROR_CODES } from '../api/constants.ts';
import {
  DraftSubmissionSchema,
  EXTENSION_WINDOW_CLOSED,
  NEW_DEADLINE_OUT_OF_RANGE,
  SUBMISSION_ERRORS,
} from '../tasks/index.ts';
import { ERROR_CODES, ERRORS, EXAMPLE_PARAMS, errorOfText, errorText, messageOf, type ErrorCode } from './index.ts';

const english = (code: ErrorCode): string =>
  (ERRORS[code] as (params?: unknown) => string)((EXAMPLE_PARAMS as Record<string, unknown>)[code]);

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
    const withoutParams = ERROR_CODES.filter((code) => !(code in EXAMPLE_PARAMS) && code !== 'duplicate-request');
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

  it('gives the codes zod-free modules name their texts with, and the texts the catalogue gives them', () => {
    const named = [...Object.values(SUBMISSION_ERRORS), ...Object.values(API_ERROR_CODES).map((code) => ({ code }))];
    const wrong = named.filter(({ code }) => !(ERROR_CODES as readonly string[]).includes(code));
    expect(wrong).toEqual([]);
    for (const error of Object.values(SUBMISSION_ERRORS)) expect(messageOf(error)).toBe(error.message);
  });
});
