// What a refused identity call is told in words: loaded with the first refusal only, so a
// sign-in that works never fetches it.
export { identityCodeFor, identityError, identityMessage, PASSWORD_PROBLEMS } from '@portal/domain/auth';
export { ERROR_CODES } from '@portal/domain/errors';
