import { API_ERROR_CODES, userApi } from '@portal/domain/api';
import { identityMessage, type User } from '@portal/domain/auth';
import { ApiClientError, callApiUnparsed } from '@/lib/api-client';

/** SPEC §5: an answer without an id counts as user not found. */
export function parseUserAnswer(answer: unknown): User {
  if (typeof answer !== 'object' || answer === null || !('id' in answer) || !answer.id) {
    throw new ApiClientError(404, API_ERROR_CODES.notFound, identityMessage('user-not-found'));
  }
  return userApi.get.response.schema.parse(answer);
}

export async function getUser(): Promise<User> {
  return parseUserAnswer(await callApiUnparsed(userApi.get));
}
