import { ApiClientError } from './api-client';
import type { UntranslatedMessage } from './i18n/translate-message';
import { notify } from './notify';

/**
 * The server's reason for a failed call, as the api client read it (shown by its code), or the
 * failure's own text; undefined when it has none.
 */
export const failureReason = (error: Error): UntranslatedMessage | undefined =>
  error instanceof ApiClientError ? error.reason : error.message || undefined;

/**
 * The one way to show a failed mutation, on the creator's side and in the back office (SPEC §8):
 * what failed as the title, and under it the server's reason as the api client read it (a
 * creator's 409 reads 'Duplicate Request'; the back office's says why, e.g. 'Campaign is closed').
 */
export const notifyMutationFailure = (step: UntranslatedMessage) => (error: Error) =>
  notify.error(step, error instanceof ApiClientError ? error.reason : undefined);

/**
 * A failed step on a record that may have changed elsewhere, such as a task in a second tab: shown
 * as any failed mutation, and on a 409 (the record is no longer in the state the page showed)
 * `reload` fetches it again, so the page shows the form of the state it has now.
 */
export const notifyStepFailure =
  (step: UntranslatedMessage, reload: () => Promise<unknown>) => async (error: Error) => {
    notifyMutationFailure(step)(error);
    if (error instanceof ApiClientError && error.status === 409) {
      await reload();
    }
  };
