import { msg } from '@lingui/core/macro';
import type { QueryClient } from '@tanstack/react-query';
import { API_ERROR_CODES, USER_BANNED_MESSAGE } from '@portal/domain/routes';
import { bannedMessage, USER_NOT_FOUND_MESSAGE } from '@portal/domain/auth';
import { ApiClientError } from '@/lib/api-client';
import type { UntranslatedMessage } from '@/lib/i18n/translate-message';
import { notify } from '@/lib/notify';
import { publicConfigQueryOptions } from './api/get-public-config';
import { BANNED_USER_CODE, IdentityRequestError } from './api/identity-request';

/** The messages of the auth provider's steps (components/auth-provider.tsx) when they fail. */
export const USER_FETCH_FAILED = msg`Error retrieving user.`;
export const USER_CREATION_FAILED = msg`Error creating user.`;
export const SESSION_ENDED = msg`Your session has ended. Please sign in again.`;

export function isBanned(error: unknown): error is ApiClientError {
  return error instanceof ApiClientError && error.status === 403 && error.code === API_ERROR_CODES.banned;
}

/** A ban refused at sign-in (identity) or by the product API. */
function isBanRefusal(error: unknown): boolean {
  return isBanned(error) || (error instanceof IdentityRequestError && error.code === BANNED_USER_CODE);
}

/**
 * Shows a failed step's message. The ban's names the address to write to (SPEC §8): it stays
 * until closed, as the creator lands on the sign-in page.
 */
export function showFailure(error: unknown, message: UntranslatedMessage) {
  return isBanRefusal(error) ? notify.lastingError(message) : notify.error(message);
}

/** The answer of every call but cancelling it while the account waits for its deletion. */
export const isDeletionPending = (error: unknown): boolean =>
  error instanceof ApiClientError && error.code === 'account-deletion-pending';

export function isUnauthenticated(error: unknown): boolean {
  return error instanceof ApiClientError && error.status === 401;
}

/** A refusal (4xx) means the identity session is of no use to the portal; other failures may pass. */
export function isRefusal(error: unknown): boolean {
  return error instanceof ApiClientError && error.status >= 400 && error.status < 500;
}

/** The ban's message, with the address to write to when the server's public config can be had. */
export async function bannedNotice(queryClient: QueryClient): Promise<UntranslatedMessage> {
  try {
    const { supportEmail } = await queryClient.fetchQuery(publicConfigQueryOptions());
    return { code: 'account-banned', params: { email: supportEmail }, message: bannedMessage(supportEmail) };
  } catch {
    return { code: API_ERROR_CODES.banned, message: USER_BANNED_MESSAGE };
  }
}

/** The toast for a failed identity or product call; `fallback` is the step's own message. */
export async function failureMessage(
  queryClient: QueryClient,
  error: unknown,
  fallback: UntranslatedMessage,
): Promise<UntranslatedMessage> {
  if (error instanceof IdentityRequestError) {
    return error.reason;
  }
  if (isBanned(error)) {
    return bannedNotice(queryClient);
  }
  if (error instanceof ApiClientError && error.code === API_ERROR_CODES.userNotFound) {
    return { code: API_ERROR_CODES.userNotFound, message: USER_NOT_FOUND_MESSAGE };
  }
  return fallback;
}
