/** The identity error codes of SPEC §8, with their messages. */
const IDENTITY_MESSAGES = {
  'invalid-credential': 'Invalid credentials',
  'user-disabled': 'Your account is disabled',
  'invalid-password': 'Password provided is incorrect',
  'invalid-email': 'Email provided is invalid',
  'email-already-in-use': 'Email provided is already in use',
  'missing-email': 'No email address provided',
  'user-not-found': 'User not found',
  'wrong-password': 'Incorrect email/password',
  'weak-password': 'Password too weak',
  'common-password': 'This password is too common. Please choose another.',
  'password-contains-email': 'Your password must not contain your e-mail address.',
} as const;

export type IdentityCode = keyof typeof IDENTITY_MESSAGES;

/**
 * The portal's own password rules, on top of better-auth's length rule. The server refuses such
 * a password with one of these bodies (better-auth's error shape), so the web maps it as any other.
 */
export const PASSWORD_PROBLEMS = {
  common: { code: 'COMMON_PASSWORD', message: IDENTITY_MESSAGES['common-password'] },
  containsEmail: { code: 'PASSWORD_CONTAINS_EMAIL', message: IDENTITY_MESSAGES['password-contains-email'] },
} as const;

export type PasswordProblem = (typeof PASSWORD_PROBLEMS)[keyof typeof PASSWORD_PROBLEMS];

/** better-auth's error codes, translated to the product's identity codes. */
const FROM_BETTER_AUTH: Record<string, IdentityCode> = {
  INVALID_EMAIL_OR_PASSWORD: 'wrong-password',
  CREDENTIAL_ACCOUNT_NOT_FOUND: 'invalid-credential',
  INVALID_PASSWORD: 'invalid-password',
  INVALID_EMAIL: 'invalid-email',
  USER_ALREADY_EXISTS: 'email-already-in-use',
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: 'email-already-in-use',
  PASSWORD_TOO_SHORT: 'weak-password',
  PASSWORD_TOO_LONG: 'weak-password',
  USER_NOT_FOUND: 'user-not-found',
  USER_EMAIL_NOT_FOUND: 'missing-email',
  [PASSWORD_PROBLEMS.common.code]: 'common-password',
  [PASSWORD_PROBLEMS.containsEmail.code]: 'password-contains-email',
};

/** Maps a provider code to the product's code; an unknown code is kept as it came. */
export function identityCodeFor(providerCode: string): string {
  return FROM_BETTER_AUTH[providerCode] ?? providerCode;
}

/** SPEC §8: a known code shows its message, an unknown one shows the raw code. */
export function identityMessage(code: string): string {
  return code in IDENTITY_MESSAGES ? IDENTITY_MESSAGES[code as IdentityCode] : code;
}

export function bannedMessage(supportEmail: string): string {
  return `Your account has been banned for violating previous campaign(s). To unban, email ${supportEmail}`;
}
