import { describe, expect, it } from 'vitest';
import {
  bannedMessage,
  ChangePasswordSchema,
  identityCodeFor,
  identityMessage,
  NewUserSchema,
  PASSWORD_PROBLEMS,
  SignInSchema,
  SignUpSchema,
  type SignUp,
} from './index.ts';

const messagesOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? [] : (result.error?.issues.map((issue) => issue.message) ?? []);

const completeSignUp: SignUp = {
  fullName: 'Aisyah Rahman',
  email: 'aisyah@example.com',
  password: 'secret-pass',
  confirmPassword: 'secret-pass',
  contactNumber: '+60 12-345 6789',
  country: 'Malaysia',
  referralCode: '',
  agreesToTerms: true,
  marketingEmails: false,
};

describe('sign-up validation', () => {
  it('lists the messages of SPEC §5 in order for an empty form', () => {
    const empty = {
      ...(Object.fromEntries(Object.keys(completeSignUp).map((key) => [key, ''])) as Record<keyof SignUp, string>),
      agreesToTerms: false,
      marketingEmails: false,
    };
    expect(messagesOf(SignUpSchema.safeParse(empty))).toEqual([
      'Please complete full name field',
      'Please complete email field',
      'Please complete password field',
      'Please confirm your password',
      'Please complete contact number field',
      'Please select country field',
      'Please agree to the Terms of Use and the Privacy Notice',
    ]);
  });

  it('asks for the agreement to the terms and the privacy notice, and leaves marketing e-mails optional', () => {
    expect(messagesOf(SignUpSchema.safeParse({ ...completeSignUp, agreesToTerms: false }))).toEqual([
      'Please agree to the Terms of Use and the Privacy Notice',
    ]);
    expect(SignUpSchema.safeParse({ ...completeSignUp, marketingEmails: false }).success).toBe(true);
  });

  it('puts a password mismatch before the contact number and country', () => {
    const result = SignUpSchema.safeParse({
      ...completeSignUp,
      confirmPassword: 'different',
      contactNumber: '',
      country: '',
    });
    expect(messagesOf(result)).toEqual([
      'Passwords do not match',
      'Please complete contact number field',
      'Please select country field',
    ]);
  });

  it('treats spaces-only text as missing and accepts a complete form without a referral code', () => {
    expect(messagesOf(SignUpSchema.safeParse({ ...completeSignUp, fullName: '   ' }))[0]).toBe(
      'Please complete full name field',
    );
    expect(SignUpSchema.safeParse(completeSignUp).success).toBe(true);
  });
});

describe('sign-in and change-password validation', () => {
  it('asks for the e-mail first, then the password', () => {
    expect(messagesOf(SignInSchema.safeParse({ email: '', password: '' }))).toEqual([
      'Please enter email address',
      'Please enter password',
    ]);
    expect(messagesOf(SignInSchema.safeParse({ email: 'a@b.co', password: '' }))).toEqual(['Please enter password']);
  });

  it('leaves the match of the new passwords to the server, which re-checks the current password first', () => {
    const result = ChangePasswordSchema.safeParse({
      currentPassword: 'old-secret',
      newPassword: 'new-secret-1',
      confirmPassword: 'new-secret-2',
    });
    expect(result.success).toBe(true);
    expect(identityMessage(identityCodeFor(PASSWORD_PROBLEMS.mismatch.code))).toBe('New passwords do not match');
  });
});

describe('field limits', () => {
  it('name the field in the message, the sign-up form and the profile created after it alike', () => {
    const long = (length: number) => 'x'.repeat(length);
    const result = SignUpSchema.safeParse({
      ...completeSignUp,
      fullName: long(201),
      email: `${long(320)}@example.com`,
      contactNumber: long(41),
      referralCode: long(65),
    });
    expect(messagesOf(result)).toEqual([
      'Full name must be at most 200 characters',
      'Email must be at most 320 characters',
      'Contact number must be at most 40 characters',
      'Referral code must be at most 64 characters',
    ]);
    const profile = NewUserSchema.safeParse({ fullName: 'Aisyah', contactNumber: long(41), country: 'Malaysia' });
    expect(messagesOf(profile)).toEqual(['Contact number must be at most 40 characters']);
    expect(messagesOf(SignInSchema.safeParse({ email: 'a@example.com', password: long(129) }))).toEqual([
      'Password must be at most 128 characters',
    ]);
  });
});

describe('identity error messages', () => {
  it.each([
    ['USER_ALREADY_EXISTS', 'Email provided is already in use'],
    ['USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL', 'Email provided is already in use'],
    ['INVALID_EMAIL_OR_PASSWORD', 'Incorrect email/password'],
    ['PASSWORD_TOO_SHORT', 'Password too weak'],
    ['INVALID_EMAIL', 'Email provided is invalid'],
    ['INVALID_PASSWORD', 'Password provided is incorrect'],
    ['USER_NOT_FOUND', 'User not found'],
    ['COMMON_PASSWORD', 'This password is too common. Please choose another.'],
    ['PASSWORD_CONTAINS_EMAIL', 'Your password must not contain your e-mail address.'],
  ])('shows %s as %j', (providerCode, message) => {
    expect(identityMessage(identityCodeFor(providerCode))).toBe(message);
  });

  it.each([
    ['VALIDATION_ERROR', '[body.email] Invalid email address', 'Email provided is invalid'],
    ['VALIDATION_ERROR', '[body.name] Expected string', 'Please check what you entered and try again.'],
    ['PASSWORD_TOO_LONG', 'Password too long', 'Password must be at most 128 characters'],
    ['INVALID_TOKEN', 'Invalid token', 'This reset link is invalid or has expired. Please ask for a new one.'],
    ['MISSING_OR_NULL_ORIGIN', 'Missing or null Origin', 'Please open the portal from its own address and try again.'],
    ['FAILED_TO_CREATE_USER', 'Failed to create user', 'Something went wrong. Please try again.'],
  ])('shows %s (%j) as a sentence: %j', (providerCode, providerMessage, message) => {
    expect(identityMessage(identityCodeFor(providerCode, providerMessage))).toBe(message);
  });

  it('shows the product codes of SPEC §8 with their messages', () => {
    expect(identityMessage('invalid-credential')).toBe('Invalid credentials');
    expect(identityMessage('user-disabled')).toBe('Your account is disabled');
    expect(identityMessage('missing-email')).toBe('No email address provided');
  });

  it('shows an unknown code as it came', () => {
    expect(identityMessage(identityCodeFor('SOMETHING_NEW'))).toBe('SOMETHING_NEW');
  });

  it('names the support address in the banned message', () => {
    expect(bannedMessage('help@portal.example')).toBe(
      'Your account has been banned for violating previous campaign(s). To unban, email help@portal.example',
    );
  });
});
