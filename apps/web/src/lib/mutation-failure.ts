import { DUPLICATE_REQUEST_MESSAGE } from '@portal/domain/api';
import { ApiClientError } from './api-client';

/** SPEC §8: a repeated request (409) says 'Duplicate Request'; any other failure the step's own message. */
export const mutationFailureMessage = (error: Error, fallback: string): string =>
  error instanceof ApiClientError && error.status === 409 ? DUPLICATE_REQUEST_MESSAGE : fallback;
