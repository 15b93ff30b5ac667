import { t } from '@lingui/core/macro';
import { API_ERROR_CODES } from '@portal/domain/routes';
import { USER_NOT_FOUND_MESSAGE, type User } from '@portal/domain/auth';
import { ApiClientError } from '@/lib/api-client';

/**
 * SPEC §5: an answer without an id counts as user not found. Any other answer is a user: the
 * server serializes it with the user schema.
 */
export function parseUserAnswer(answer: unknown): User {
  if (typeof answer !== 'object' || answer === null || !('id' in answer) || !answer.id) {
    throw new ApiClientError(404, API_ERROR_CODES.userNotFound, USER_NOT_FOUND_MESSAGE);
  }
  return answer as User;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/**
 * The user from `GET /api/auth`'s answer as the identity provider sends it with the session
 * (`{ status, body }`): the user, or the same ApiClientError the call itself would have thrown.
 */
export function userFromSessionAnswer(answer: unknown): User {
  if (isRecord(answer) && typeof answer.status === 'number' && answer.status !== 200) {
    const body = isRecord(answer.body) ? answer.body : {};
    const code = typeof body.code === 'string' ? body.code : `http-${answer.status}`;
    const { status } = answer;
    const message = typeof body.message === 'string' ? body.message : t`Request failed with status code ${status}`;
    throw new ApiClientError(answer.status, code, message);
  }
  return parseUserAnswer(isRecord(answer) ? answer.body : null);
}
