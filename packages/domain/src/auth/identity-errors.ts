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
} as const;

export type IdentityCode = keyof typeof IDENTITY_MESSAGES;

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
