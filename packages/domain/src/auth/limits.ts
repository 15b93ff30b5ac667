/** The longest texts the identity service and the profile keep; the forms' inputs read them from the schemas. */

/** better-auth refuses shorter passwords; reported as 'Password too weak'. */
export const MIN_PASSWORD_LENGTH = 8;
export const MAX_PASSWORD_LENGTH = 128;
export const MAX_FULL_NAME_LENGTH = 200;
export const MAX_EMAIL_LENGTH = 320;
export const MAX_CONTACT_NUMBER_LENGTH = 40;
export const MAX_COUNTRY_LENGTH = 100;
export const MAX_REFERRAL_CODE_LENGTH = 64;
