import { DUPLICATE_REQUEST_MESSAGE } from '@portal/domain/api';
import { ApiClientError } from './api-client';
import { notify } from './notify';

/** SPEC §8 for the creator's steps: a repeated request (409) says 'Duplicate Request'; any other failure the step's own message. */
export const mutationFailureMessage = (error: Error, fallback: string): string =>
  error instanceof ApiClientError && error.status === 409 ? DUPLICATE_REQUEST_MESSAGE : fallback;

/**
 * The back office's one way to show a failed mutation: what failed, and under it the server's
 * reason as the api client read it (a 409 says why, e.g. 'Campaign is closed', and only a bare
 * replay reads 'Duplicate Request').
 */
export const notifyMutationFailure = (step: string) => (error: Error) =>
  notify.error(step, error instanceof ApiClientError ? error.message : undefined);
