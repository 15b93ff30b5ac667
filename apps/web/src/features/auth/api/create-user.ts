import { userApi } from '@portal/domain/routes';
import type { NewUser, User } from '@portal/domain/auth';
import { callApiUnparsed } from '@/lib/api-client';
import { parseUserAnswer } from './get-user';

/** Creates the portal profile right after the identity sign-up. */
export async function createUser(newUser: NewUser): Promise<User> {
  return parseUserAnswer(await callApiUnparsed(userApi.create, { body: newUser }));
}
