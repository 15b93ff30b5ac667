import { z } from 'zod';
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
const emailText = limitedText('Email', MAX_EMAIL_LENGTH);
const passwordText = limitedText('Password', MAX_PASSWORD_LENGTH);
const fullNameText = limitedText('Full name', MAX_FULL_NAME_LENGTH);
const contactNumberText = limitedText('Contact number', MAX_CONTACT_NUMBER_LENGTH);
const countryText = limitedText('Country', MAX_COUNTRY_LENGTH);
const referralCodeText = limitedText('Referral code', MAX_REFERRAL_CODE_LENGTH);

export const SignInSchema = withOrderedRules(z.object({ email: emailText, password: passwordText }), [
  { path: 'email', message: 'Please enter email address', fails: (v) => isBlank(v.email) },
  { path: 'password', message: 'Please enter password', fails: (v) => v.password === '' },
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
});

/** Sign-up, checked in SPEC §5's order. */
export const SignUpSchema = withOrderedRules(signUpFields, [
  { path: 'fullName', message: 'Please complete full name field', fails: (v) => isBlank(v.fullName) },
  { path: 'email', message: 'Please complete email field', fails: (v) => isBlank(v.email) },
  { path: 'password', message: 'Please complete password field', fails: (v) => v.password === '' },
  { path: 'confirmPassword', message: 'Please confirm your password', fails: (v) => v.confirmPassword === '' },
  {
    path: 'confirmPassword',
    message: 'Passwords do not match',
    fails: (v) => v.confirmPassword !== '' && v.password !== v.confirmPassword,
  },
  { path: 'contactNumber', message: 'Please complete contact number field', fails: (v) => isBlank(v.contactNumber) },
  { path: 'country', message: 'Please select country field', fails: (v) => isBlank(v.country) },
]);
export type SignUp = z.infer<typeof SignUpSchema>;

export const ForgotPasswordSchema = withOrderedRules(z.object({ email: emailText }), [
  { path: 'email', message: 'Please enter email address', fails: (v) => isBlank(v.email) },
]);
export type ForgotPassword = z.infer<typeof ForgotPasswordSchema>;

export const ResetPasswordSchema = withOrderedRules(
  z.object({ newPassword: passwordText, confirmPassword: passwordText }),
  [
    { path: 'newPassword', message: 'Please enter password', fails: (v) => v.newPassword === '' },
    { path: 'confirmPassword', message: 'Passwords do not match', fails: (v) => v.newPassword !== v.confirmPassword },
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
    { path: 'currentPassword', message: 'Please enter password', fails: (v) => v.currentPassword === '' },
    { path: 'newPassword', message: 'Please enter password', fails: (v) => v.newPassword === '' },
  ],
);
export type ChangePassword = z.infer<typeof ChangePasswordSchema>;

/** A name as the identity service and the profile both keep it. */
export const FullNameSchema = z
  .string('Please complete full name field')
  .trim()
  .min(1, 'Please complete full name field')
  .max(MAX_FULL_NAME_LENGTH, `Full name must be at most ${MAX_FULL_NAME_LENGTH} characters`);

/** The profile the portal creates right after the identity sign-up (`POST /api/auth`). */
export const NewUserSchema = z.object({
  fullName: FullNameSchema,
  contactNumber: contactNumberText.trim().min(1, 'Please complete contact number field'),
  country: countryText.trim().min(1, 'Please select country field'),
  referralCode: referralCodeText.trim().optional(),
});
export type NewUser = z.infer<typeof NewUserSchema>;
