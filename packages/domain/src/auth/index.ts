import { z } from 'zod';
import { isBlank, withOrderedRules } from '../validation/index.ts';

export {
  identityMessage,
  identityCodeFor,
  bannedMessage,
  PASSWORD_PROBLEMS,
  type IdentityCode,
  type PasswordProblem,
} from './identity-errors.ts';

/** better-auth rejects shorter passwords; reported as 'Password too weak'. */
export const MIN_PASSWORD_LENGTH = 8;
export const MAX_PASSWORD_LENGTH = 128;

export const SignInSchema = withOrderedRules(z.object({ email: z.string(), password: z.string() }), [
  { path: 'email', message: 'Please enter email address', fails: (v) => isBlank(v.email) },
  { path: 'password', message: 'Please enter password', fails: (v) => v.password === '' },
]);
export type SignIn = z.infer<typeof SignInSchema>;

const signUpFields = z.object({
  fullName: z.string(),
  email: z.string(),
  password: z.string(),
  confirmPassword: z.string(),
  contactNumber: z.string(),
  country: z.string(),
  referralCode: z.string(),
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

export const ForgotPasswordSchema = withOrderedRules(z.object({ email: z.string() }), [
  { path: 'email', message: 'Please enter email address', fails: (v) => isBlank(v.email) },
]);
export type ForgotPassword = z.infer<typeof ForgotPasswordSchema>;

export const ResetPasswordSchema = withOrderedRules(
  z.object({ newPassword: z.string(), confirmPassword: z.string() }),
  [
    { path: 'newPassword', message: 'Please enter password', fails: (v) => v.newPassword === '' },
    { path: 'confirmPassword', message: 'Passwords do not match', fails: (v) => v.newPassword !== v.confirmPassword },
  ],
);
export type ResetPassword = z.infer<typeof ResetPasswordSchema>;

export const ChangePasswordSchema = withOrderedRules(
  z.object({ currentPassword: z.string(), newPassword: z.string(), confirmPassword: z.string() }),
  [
    { path: 'currentPassword', message: 'Please enter password', fails: (v) => v.currentPassword === '' },
    { path: 'newPassword', message: 'Please enter password', fails: (v) => v.newPassword === '' },
    {
      path: 'confirmPassword',
      message: 'New passwords do not match',
      fails: (v) => v.newPassword !== v.confirmPassword,
    },
  ],
);
export type ChangePassword = z.infer<typeof ChangePasswordSchema>;

export const MAX_FULL_NAME_LENGTH = 200;

/** A name as the identity service and the profile both keep it. */
export const FullNameSchema = z
  .string('Please complete full name field')
  .trim()
  .min(1, 'Please complete full name field')
  .max(MAX_FULL_NAME_LENGTH, `Full name must be at most ${MAX_FULL_NAME_LENGTH} characters`);

/** The profile the portal creates right after the identity sign-up (`POST /api/auth`). */
export const NewUserSchema = z.object({
  fullName: FullNameSchema,
  contactNumber: z.string().trim().min(1, 'Please complete contact number field').max(40),
  country: z.string().trim().min(1, 'Please select country field').max(100),
  referralCode: z.string().trim().max(64).optional(),
});
export type NewUser = z.infer<typeof NewUserSchema>;

export { UserSchema, type User } from '../profile/index.ts';
