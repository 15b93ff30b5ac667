import { NewUserSchema } from '../auth/index.ts';
import { z } from 'zod';
import {
  BankDetailsSchema,
  EditProfileSchema,
  LocaleChoiceSchema,
  ProfileSectionSaveSchema,
  UserSchema,
} from '../profile/index.ts';
import { defineEndpoint } from './endpoint.ts';

const auth = { tags: ['auth'], access: 'signed-in' } as const;
const answersUser = { status: 200, schema: UserSchema } as const;

/**
 * The product's own user calls (SPEC §7 `/auth`), as opposed to the identity service: each reads
 * or writes the caller's own user only.
 */
export const userApi = {
  get: defineEndpoint({
    ...auth,
    method: 'GET',
    path: '/api/auth',
    summary: 'The signed-in user',
    response: answersUser,
  }),
  create: defineEndpoint({
    ...auth,
    method: 'POST',
    path: '/api/auth',
    summary: 'Create the profile right after the identity sign-up',
    body: NewUserSchema,
    response: answersUser,
  }),
  updateProfile: defineEndpoint({
    ...auth,
    method: 'PUT',
    path: '/api/auth',
    summary: 'Save the profile, or the language alone',
    // The language alone first: a profile (which never has only `locale`) is then checked with its own messages.
    body: z.union([LocaleChoiceSchema, EditProfileSchema]),
    response: answersUser,
  }),
  updateProfileSection: defineEndpoint({
    ...auth,
    method: 'PATCH',
    path: '/api/auth/profile',
    summary: 'Save one section of the profile (the first run): its fields only',
    body: ProfileSectionSaveSchema,
    response: answersUser,
  }),
  updateBankDetails: defineEndpoint({
    ...auth,
    method: 'PUT',
    path: '/api/auth/bank',
    summary: 'Save the payment details',
    body: BankDetailsSchema,
    response: answersUser,
  }),
};
