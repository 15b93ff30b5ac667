import { API_ERROR_CODES, userApi } from '@portal/domain/routes';
import { identityMessage, type User } from '@portal/domain/auth';
import { ApiClientError, callApiUnparsed } from '@/lib/api-client';

/**
 * SPEC §5: an answer without an id counts as user not found. Any other answer is a user: the
 * server serializes it with the user schema.
 */
export function parseUserAnswer(answer: unknown): User {
  if (typeof answer !== 'object' || answer === null || !('id' in answer) || !answer.id) {
    throw new ApiClientError(404, API_ERROR_CODES.notFound, identityMessage('user-not-found'));
  }
  return answer as User;
}

export async function getUser(): Promise<User> {
  return parseUserAnswer(await callApiUnparsed(userApi.get));
}
