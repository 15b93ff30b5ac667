import { z } from 'zod';
import { errorText } from '../errors/index.ts';
import { isBlank, limitedText, withOrderedRules } from '../validation/index.ts';
import {
  MAX_CONTACT_NUMBER_LENGTH,
  MAX_COUNTRY_LENGTH,
  MAX_EMAIL_LENGTH,
  MAX_FULL_NAME_LENGTH,
  MAX_PASSWORD_LENGTH,
  MAX_REFERRAL_CODE_LENGTH,
} from './limits.ts';

/** Each field's text with its limit, the message naming the field; the forms' inputs read `maxLength` from them. */
const emailText = limitedText('email', MAX_EMAIL_LENGTH);
const passwordText = limitedText('password', MAX_PASSWORD_LENGTH);
const fullNameText = limitedText('fullName', MAX_FULL_NAME_LENGTH);
const contactNumberText = limitedText('contactNumber', MAX_CONTACT_NUMBER_LENGTH);
const countryText = limitedText('country', MAX_COUNTRY_LENGTH);
const referralCodeText = limitedText('referralCode', MAX_REFERRAL_CODE_LENGTH);

export const SignInSchema = withOrderedRules(z.object({ email: emailText, password: passwordText }), [
  { path: 'email', message: errorText('email-required'), fails: (v) => isBlank(v.email) },
  { path: 'password', message: errorText('password-required'), fails: (v) => v.password === '' },
]);
export type SignIn = z.infer<typeof SignInSchema>;

const signUpFields = z.object({
  fullName: fullNameText,
  email: emailText,
  password: passwordText,
  confirmPassword: passwordText,
  contactNumber: contactNumberText,
  country: countryText,
  referralCode: referralCodeText,
  /** The terms of use and the privacy notice, agreed to in one required box. */
  agreesToTerms: z.boolean(),
  /** News and offers by e-mail: a separate choice, off unless ticked. */
  marketingEmails: z.boolean(),
});

/** Sign-up, checked in SPEC §5's order, then the agreement to the terms and the privacy notice. */
export const SignUpSchema = withOrderedRules(signUpFields, [
  { path: 'fullName', message: errorText('full-name-required'), fails: (v) => isBlank(v.fullName) },
  { path: 'email', message: errorText('email-field-required'), fails: (v) => isBlank(v.email) },
  { path: 'password', message: errorText('password-field-required'), fails: (v) => v.password === '' },
  {
    path: 'confirmPassword',
    message: errorText('password-confirmation-required'),
    fails: (v) => v.confirmPassword === '',
  },
  {
    path: 'confirmPassword',
    message: errorText('passwords-mismatch'),
    fails: (v) => v.confirmPassword !== '' && v.password !== v.confirmPassword,
  },
  { path: 'contactNumber', message: errorText('contact-number-required'), fails: (v) => isBlank(v.contactNumber) },
  { path: 'country', message: errorText('country-required'), fails: (v) => isBlank(v.country) },
  { path: 'agreesToTerms', message: errorText('terms-agreement-required'), fails: (v) => !v.agreesToTerms },
]);
export type SignUp = z.infer<typeof SignUpSchema>;

export const ForgotPasswordSchema = withOrderedRules(z.object({ email: emailText }), [
  { path: 'email', message: errorText('email-required'), fails: (v) => isBlank(v.email) },
]);
export type ForgotPassword = z.infer<typeof ForgotPasswordSchema>;

export const ResetPasswordSchema = withOrderedRules(
  z.object({ newPassword: passwordText, confirmPassword: passwordText }),
  [
    { path: 'newPassword', message: errorText('password-required'), fails: (v) => v.newPassword === '' },
    {
      path: 'confirmPassword',
      message: errorText('passwords-mismatch'),
      fails: (v) => v.newPassword !== v.confirmPassword,
    },
  ],
);
export type ResetPassword = z.infer<typeof ResetPasswordSchema>;

/**
 * Change password as the form checks it. Whether the new passwords match is checked by the server,
 * after the current password (SPEC §5: `PASSWORD_PROBLEMS.mismatch`).
 */
export const ChangePasswordSchema = withOrderedRules(
  z.object({ currentPassword: passwordText, newPassword: passwordText, confirmPassword: passwordText }),
  [
    { path: 'currentPassword', message: errorText('password-required'), fails: (v) => v.currentPassword === '' },
    { path: 'newPassword', message: errorText('password-required'), fails: (v) => v.newPassword === '' },
  ],
);
export type ChangePassword = z.infer<typeof ChangePasswordSchema>;

/** A name as the identity service and the profile both keep it. */
export const FullNameSchema = z
  .string(errorText('full-name-required'))
  .trim()
  .min(1, errorText('full-name-required'))
  .max(MAX_FULL_NAME_LENGTH, errorText('field-too-long', { field: 'fullName', max: MAX_FULL_NAME_LENGTH }));

/** The profile the portal creates right after the identity sign-up (`POST /api/auth`). */
export const NewUserSchema = z.object({
  fullName: FullNameSchema,
  contactNumber: contactNumberText.trim().min(1, errorText('contact-number-required')),
  country: countryText.trim().min(1, errorText('country-required')),
  referralCode: referralCodeText.trim().optional(),
  /**
   * The terms of use and the privacy notice, agreed to on the sign-up form (recorded in their
   * current versions). An account made through the API without it is asked at its first sign-in.
   */
  agreesToTerms: z.literal(true).optional(),
  /** News and offers by e-mail, chosen on the sign-up form. */
  marketingEmails: z.boolean().optional(),
});
export type NewUser = z.infer<typeof NewUserSchema>;
