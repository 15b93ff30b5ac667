import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { AccountErrorCode } from '@portal/domain/errors';

/**
 * The errors of the catalogue that only the account screens show (sign-in and sign-up, passwords,
 * the profile, the payment details), under `error.{code}`, in the account screens' catalogue
 * (error-messages.ts has the others).
 */
export const ACCOUNT_ERROR_MESSAGES = {
  'account-banned': msg({
    id: 'error.account-banned',
    message: 'Your account has been banned for violating previous campaign(s). To unban, email {email}',
  }),
  'invalid-credential': msg({ id: 'error.invalid-credential', message: 'Invalid credentials' }),
  'user-disabled': msg({ id: 'error.user-disabled', message: 'Your account is disabled' }),
  'invalid-password': msg({ id: 'error.invalid-password', message: 'Password provided is incorrect' }),
  'invalid-email': msg({ id: 'error.invalid-email', message: 'Email provided is invalid' }),
  'email-already-in-use': msg({ id: 'error.email-already-in-use', message: 'Email provided is already in use' }),
  'missing-email': msg({ id: 'error.missing-email', message: 'No email address provided' }),
  'wrong-password': msg({ id: 'error.wrong-password', message: 'Incorrect email/password' }),
  'weak-password': msg({ id: 'error.weak-password', message: 'Password too weak' }),
  'common-password': msg({
    id: 'error.common-password',
    message: 'This password is too common. Please choose another.',
  }),
  'password-contains-email': msg({
    id: 'error.password-contains-email',
    message: 'Your password must not contain your e-mail address.',
  }),
  'new-passwords-mismatch': msg({ id: 'error.new-passwords-mismatch', message: 'New passwords do not match' }),
  'password-too-long': msg({ id: 'error.password-too-long', message: 'Password must be at most {max} characters' }),
  'invalid-input': msg({ id: 'error.invalid-input', message: 'Please check what you entered and try again.' }),
  'invalid-reset-link': msg({
    id: 'error.invalid-reset-link',
    message: 'This reset link is invalid or has expired. Please ask for a new one.',
  }),
  'session-expired': msg({ id: 'error.session-expired', message: 'Your session has expired. Please sign in again.' }),
  'untrusted-origin': msg({
    id: 'error.untrusted-origin',
    message: 'Please open the portal from its own address and try again.',
  }),
  'identity-failure': msg({ id: 'error.identity-failure', message: 'Something went wrong. Please try again.' }),
  'email-required': msg({ id: 'error.email-required', message: 'Please enter email address' }),
  'password-required': msg({ id: 'error.password-required', message: 'Please enter password' }),
  'full-name-required': msg({ id: 'error.full-name-required', message: 'Please complete full name field' }),
  'email-field-required': msg({ id: 'error.email-field-required', message: 'Please complete email field' }),
  'password-field-required': msg({ id: 'error.password-field-required', message: 'Please complete password field' }),
  'password-confirmation-required': msg({
    id: 'error.password-confirmation-required',
    message: 'Please confirm your password',
  }),
  'passwords-mismatch': msg({ id: 'error.passwords-mismatch', message: 'Passwords do not match' }),
  'contact-number-required': msg({
    id: 'error.contact-number-required',
    message: 'Please complete contact number field',
  }),
  'country-required': msg({ id: 'error.country-required', message: 'Please select country field' }),
  'date-of-birth-required': msg({ id: 'error.date-of-birth-required', message: 'Please provide date of birth' }),
  'date-of-birth-invalid': msg({ id: 'error.date-of-birth-invalid', message: 'Please provide a valid date of birth' }),
  'gender-required': msg({ id: 'error.gender-required', message: 'Please select gender' }),
  'race-required': msg({ id: 'error.race-required', message: 'Please select race' }),
  'location-required': msg({ id: 'error.location-required', message: 'Please select location' }),
  'language-required': msg({ id: 'error.language-required', message: 'Phease provide at least one language' }),
  'kids-required': msg({ id: 'error.kids-required', message: 'Please confirm if you have kids' }),
  'marital-status-required': msg({ id: 'error.marital-status-required', message: 'Please select marital status' }),
  'content-type-required': msg({
    id: 'error.content-type-required',
    message: 'Please select at least one content type',
  }),
  'followers-not-a-number': msg({
    id: 'error.followers-not-a-number',
    message: 'Please enter numbers only in {platform} followers field',
  }),
  'social-link-invalid': msg({
    id: 'error.social-link-invalid',
    message: '{platform} link is invalid - Please provide full URL including https://',
  }),
  'social-link-too-long': msg({
    id: 'error.social-link-too-long',
    message: '{platform} link must be at most {max} characters',
  }),
  'follower-count-required': msg({
    id: 'error.follower-count-required',
    message: 'Please add the follower count of at least one account',
  }),
  'followers-stale': msg({ id: 'error.followers-stale', message: 'Please update followers to proceed' }),
  'payment-method-required': msg({ id: 'error.payment-method-required', message: 'Please select payment method' }),
  'bank-name-required': msg({ id: 'error.bank-name-required', message: 'Please select bank name' }),
  'bank-account-name-required': msg({
    id: 'error.bank-account-name-required',
    message: 'Please enter bank account name',
  }),
  'bank-account-number-required': msg({
    id: 'error.bank-account-number-required',
    message: 'Please enter numbers only for bank account number',
  }),
  'paypal-email-required': msg({ id: 'error.paypal-email-required', message: 'Please provide paypal email' }),
  'only-name-changeable': msg({ id: 'error.only-name-changeable', message: 'Only the name can be changed here' }),
  'unsubscribe-link-invalid': msg({
    id: 'error.unsubscribe-link-invalid',
    message: 'This unsubscribe link is not valid. Sign in to change your notifications.',
  }),
  'terms-agreement-required': msg({
    id: 'error.terms-agreement-required',
    message: 'Please agree to the Terms of Use and the Privacy Notice',
  }),
  'legal-document-changed': msg({
    id: 'error.legal-document-changed',
    message: 'This document has just changed. Please read the new version.',
  }),
  'data-export-not-found': msg({
    id: 'error.data-export-not-found',
    message: 'No such data export of yours is ready to download',
  }),
  'data-export-expired': msg({
    id: 'error.data-export-expired',
    message: 'This data export has expired: ask for a new one',
  }),
  'account-deletion-pending': msg({
    id: 'error.account-deletion-pending',
    message: 'Your account is being deleted on {date}. You can cancel the deletion or sign out.',
  }),
  'deletion-confirmation-required': msg({
    id: 'error.deletion-confirmation-required',
    message: 'Type your e-mail address to confirm',
  }),
  'deletion-confirmation-mismatch': msg({
    id: 'error.deletion-confirmation-mismatch',
    message: 'Type the e-mail address of your account exactly to confirm',
  }),
  'no-deletion-pending': msg({
    id: 'error.no-deletion-pending',
    message: 'Your account is not waiting to be deleted',
  }),
} satisfies Record<AccountErrorCode, MessageDescriptor>;
