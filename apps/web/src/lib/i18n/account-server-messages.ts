import { msg } from '@lingui/core/macro';

/**
 * The account screens' English texts that are not errors (server-messages.ts), kept under their
 * own English text in the account screens' catalogue, which the task pages never load: the
 * toasts of features/auth/api/change-password.ts. Errors are shown by their code
 * (account-error-messages.ts).
 */
export const ACCOUNT_SERVER_MESSAGES = [
  msg({ id: 'Password Updated', message: 'Password Updated' }),
  msg({ id: 'Error updating credential', message: 'Error updating credential' }),
  msg({ id: 'Error updating password', message: 'Error updating password' }),
];
