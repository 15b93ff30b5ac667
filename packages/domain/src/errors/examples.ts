import type { ErrorCode, ErrorParamsArgs } from './catalogue.ts';

type WithParams = {
  [C in ErrorCode]: ErrorParamsArgs<C> extends [] ? never : ErrorParamsArgs<C> extends [unknown?] ? never : C;
}[ErrorCode];

/**
 * A value of each code's parameters, to show or test a message with: a new code with parameters
 * fails to compile until it has one here.
 */
export const EXAMPLE_PARAMS: { [C in WithParams]: ErrorParamsArgs<C>[0] } = {
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
  'account-deletion-pending': { date: '2026-12-22' },
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
  'approval-not-due': { status: 'APPROVED-PENDING-PAYMENT' },
  'payout-not-due-payment': { status: 'COMPLETED', payment: 'COMPLETED' },
  'invite-beyond-budget': { currency: 'RM', spent: '900.00', invites: '300.00', budget: '1000.00' },
  'application-beyond-budget': { currency: 'RM', spent: '900.00', invites: '150.00', budget: '1000.00' },
};
