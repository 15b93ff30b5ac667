import { msg } from '@lingui/core/macro';

/**
 * The server's and the shared schemas' English messages (server-messages.ts) that only the account
 * screens show: sign-in, sign-up, passwords, the profile and the payment details. They are in the
 * account screens' catalogue, which the task pages never load.
 */
export const ACCOUNT_SERVER_MESSAGES = [
  msg({ id: 'Invalid credentials', message: 'Invalid credentials' }),
  msg({ id: 'Your account is disabled', message: 'Your account is disabled' }),
  msg({ id: 'Password provided is incorrect', message: 'Password provided is incorrect' }),
  msg({ id: 'Email provided is invalid', message: 'Email provided is invalid' }),
  msg({ id: 'Email provided is already in use', message: 'Email provided is already in use' }),
  msg({ id: 'No email address provided', message: 'No email address provided' }),
  msg({ id: 'Incorrect email/password', message: 'Incorrect email/password' }),
  msg({ id: 'Password too weak', message: 'Password too weak' }),
  msg({
    id: 'This password is too common. Please choose another.',
    message: 'This password is too common. Please choose another.',
  }),
  msg({
    id: 'Your password must not contain your e-mail address.',
    message: 'Your password must not contain your e-mail address.',
  }),
  msg({ id: 'Please check what you entered and try again.', message: 'Please check what you entered and try again.' }),
  msg({
    id: 'This reset link is invalid or has expired. Please ask for a new one.',
    message: 'This reset link is invalid or has expired. Please ask for a new one.',
  }),
  msg({ id: 'Please enter email address', message: 'Please enter email address' }),
  msg({ id: 'Please enter password', message: 'Please enter password' }),
  msg({ id: 'Please complete full name field', message: 'Please complete full name field' }),
  msg({ id: 'Please complete email field', message: 'Please complete email field' }),
  msg({ id: 'Please complete password field', message: 'Please complete password field' }),
  msg({ id: 'Please confirm your password', message: 'Please confirm your password' }),
  msg({ id: 'Passwords do not match', message: 'Passwords do not match' }),
  msg({ id: 'Please complete contact number field', message: 'Please complete contact number field' }),
  msg({ id: 'Please select country field', message: 'Please select country field' }),
  msg({ id: 'New passwords do not match', message: 'New passwords do not match' }),
  msg({ id: 'Password Updated', message: 'Password Updated' }),
  msg({ id: 'Error resetting password {code}', message: 'Error resetting password {code}' }),
  // Edit Profile (SPEC §5), in the schema's order; the followers' and links' messages name the platform.
  msg({ id: 'Please provide date of birth', message: 'Please provide date of birth' }),
  msg({ id: 'Please provide a valid date of birth', message: 'Please provide a valid date of birth' }),
  msg({ id: 'Please select gender', message: 'Please select gender' }),
  msg({ id: 'Please select race', message: 'Please select race' }),
  msg({ id: 'Please select location', message: 'Please select location' }),
  msg({ id: 'Phease provide at least one language', message: 'Phease provide at least one language' }),
  msg({ id: 'Please confirm if you have kids', message: 'Please confirm if you have kids' }),
  msg({ id: 'Please select marital status', message: 'Please select marital status' }),
  msg({ id: 'Please select at least one content type', message: 'Please select at least one content type' }),
  msg({
    id: 'Please add the follower count of at least one account',
    message: 'Please add the follower count of at least one account',
  }),
  msg({
    id: 'Please enter numbers only in {platform} followers field',
    message: 'Please enter numbers only in {platform} followers field',
  }),
  msg({
    id: '{platform} link is invalid - Please provide full URL including https://',
    message: '{platform} link is invalid - Please provide full URL including https://',
  }),
  msg({ id: 'Please update followers to proceed', message: 'Please update followers to proceed' }),
  // Payment details (SPEC §5).
  msg({ id: 'Please select payment method', message: 'Please select payment method' }),
  msg({ id: 'Please select bank name', message: 'Please select bank name' }),
  msg({ id: 'Please enter bank account name', message: 'Please enter bank account name' }),
  msg({
    id: 'Please enter numbers only for bank account number',
    message: 'Please enter numbers only for bank account number',
  }),
  msg({ id: 'Please provide paypal email', message: 'Please provide paypal email' }),
  // Change password: the toasts of features/auth/api/change-password.ts.
  msg({ id: 'Error updating credential', message: 'Error updating credential' }),
  msg({ id: 'Error updating password', message: 'Error updating password' }),
];
