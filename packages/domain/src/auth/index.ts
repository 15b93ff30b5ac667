// The messages and limits need no zod: a page that only shows them (the sign-in page's frame) does
// not load it. The schemas live in schemas.ts.
export {
  identityMessage,
  identityCodeFor,
  identityError,
  PASSWORD_PROBLEMS,
  type PasswordProblem,
} from './identity-errors.ts';
export { bannedMessage, USER_NOT_FOUND_MESSAGE } from './refusals.ts';

export * from './limits.ts';
export * from './schemas.ts';

export type { User } from '../profile/index.ts';
