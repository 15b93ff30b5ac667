import { NewUserSchema, type NewUser, type User } from '@portal/domain/auth';
import { apiClient } from '@/lib/api-client';
import { parseUserAnswer } from './get-user';

/** Creates the portal profile right after the identity sign-up. */
export async function createUser(newUser: NewUser): Promise<User> {
  return parseUserAnswer(await apiClient.post('/auth', NewUserSchema.parse(newUser)));
}
