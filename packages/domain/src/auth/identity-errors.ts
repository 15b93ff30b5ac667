import { errorText, type CodedError, type ErrorCode } from '../errors/index.ts';
import { MAX_PASSWORD_LENGTH } from './limits.ts';

/**
 * The identity error codes of SPEC §8, and the portal's own codes for the other refusals a
 * creator can meet: codes of the error catalogue (`@portal/domain/errors`), which words them.
 */
const IDENTITY_ERRORS = [
  'invalid-credential',
  'user-disabled',
  'invalid-password',
  'invalid-email',
  'email-already-in-use',
  'missing-email',
  'user-not-found',
  'wrong-password',
  'weak-password',
  'common-password',
  'password-contains-email',
  'new-passwords-mismatch',
  'password-too-long',
  'invalid-input',
  'invalid-reset-link',
  'session-expired',
  'untrusted-origin',
  'identity-failure',
] as const satisfies readonly ErrorCode[];

type IdentityCode = (typeof IDENTITY_ERRORS)[number];

const isIdentityCode = (code: string): code is IdentityCode => (IDENTITY_ERRORS as readonly string[]).includes(code);

/** An identity code as an error of the catalogue, with the limit it names; undefined for a code it does not know. */
export function identityError(code: string): CodedError | undefined {
  if (!isIdentityCode(code)) return undefined;
  return code === 'password-too-long' ? { code, params: { max: MAX_PASSWORD_LENGTH } } : { code };
}

/**
 * The portal's own password rules, on top of better-auth's length rule. The server refuses such
 * a password with one of these bodies (better-auth's error shape), so the web maps it as any other.
 * A change of password whose confirmation differs is refused by the server too, after the current
 * password is re-checked (SPEC §5), so the form leaves the match to it.
 */
export const PASSWORD_PROBLEMS = {
  common: { code: 'COMMON_PASSWORD', message: errorText('common-password') },
  containsEmail: { code: 'PASSWORD_CONTAINS_EMAIL', message: errorText('password-contains-email') },
  mismatch: { code: 'NEW_PASSWORDS_DO_NOT_MATCH', message: errorText('new-passwords-mismatch') },
} as const;

export type PasswordProblem = (typeof PASSWORD_PROBLEMS)[keyof typeof PASSWORD_PROBLEMS];

/**
 * better-auth's error codes a creator's sign-in, sign-up, password reset or change can meet,
 * translated to the product's identity codes.
 */
const FROM_BETTER_AUTH: Record<string, IdentityCode> = {
  INVALID_EMAIL_OR_PASSWORD: 'wrong-password',
  CREDENTIAL_ACCOUNT_NOT_FOUND: 'invalid-credential',
  INVALID_PASSWORD: 'invalid-password',
  INVALID_EMAIL: 'invalid-email',
  USER_ALREADY_EXISTS: 'email-already-in-use',
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: 'email-already-in-use',
  PASSWORD_TOO_SHORT: 'weak-password',
  PASSWORD_TOO_LONG: 'password-too-long',
  USER_NOT_FOUND: 'user-not-found',
  USER_EMAIL_NOT_FOUND: 'missing-email',
  [PASSWORD_PROBLEMS.common.code]: 'common-password',
  [PASSWORD_PROBLEMS.containsEmail.code]: 'password-contains-email',
  [PASSWORD_PROBLEMS.mismatch.code]: 'new-passwords-mismatch',
  VALIDATION_ERROR: 'invalid-input',
  MISSING_FIELD: 'invalid-input',
  BODY_MUST_BE_AN_OBJECT: 'invalid-input',
  INVALID_TOKEN: 'invalid-reset-link',
  TOKEN_EXPIRED: 'invalid-reset-link',
  SESSION_EXPIRED: 'session-expired',
  SESSION_NOT_FRESH: 'session-expired',
  FAILED_TO_GET_SESSION: 'session-expired',
  INVALID_ORIGIN: 'untrusted-origin',
  MISSING_OR_NULL_ORIGIN: 'untrusted-origin',
  CROSS_SITE_NAVIGATION_LOGIN_BLOCKED: 'untrusted-origin',
  INVALID_REDIRECT_URL: 'untrusted-origin',
  INVALID_CALLBACK_URL: 'untrusted-origin',
  FAILED_TO_CREATE_USER: 'identity-failure',
  FAILED_TO_CREATE_SESSION: 'identity-failure',
  FAILED_TO_UPDATE_USER: 'identity-failure',
  FAILED_TO_CREATE_VERIFICATION: 'identity-failure',
};

/** better-auth's validation messages name the field first: `[body.email] Invalid email address`. */
const EMAIL_FIELD = /^\[body\.email\]/;

/**
 * Maps a provider code to the product's code; an unknown code is kept as it came. A validation
 * failure of the e-mail field is an invalid e-mail, whatever else better-auth calls it.
 */
export function identityCodeFor(providerCode: string, providerMessage = ''): string {
  const code = FROM_BETTER_AUTH[providerCode];
  if (code === 'invalid-input' && EMAIL_FIELD.test(providerMessage)) return 'invalid-email';
  return code ?? providerCode;
}

/** SPEC §8: a known code shows its message, an unknown one shows the raw code. */
export function identityMessage(code: string): string {
  if (!isIdentityCode(code)) return code;
  return code === 'password-too-long' ? errorText(code, { max: MAX_PASSWORD_LENGTH }) : errorText(code);
}
