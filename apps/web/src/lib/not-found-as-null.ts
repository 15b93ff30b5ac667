import { API_ERROR_CODES } from '@portal/domain/routes';
import { ApiClientError } from './api-client';

/** SPEC §8 'No campaign found': a task, invite or referral the server does not know reads as no answer (null). */
export async function notFoundAsNull<T>(load: () => Promise<T>): Promise<T | null> {
  try {
    return await load();
  } catch (error) {
    if (error instanceof ApiClientError && (error.status === 404 || error.code === API_ERROR_CODES.notFound)) {
      return null;
    }
    throw error;
  }
}
