import { JobsOverviewSchema } from '../admin/index.ts';
import { admin } from '../api/admin-endpoint.ts';
import { defineEndpoint } from '../api/endpoint.ts';

/**
 * Calls for operators (with an admin's token, by curl or a monitoring tool), which the web app
 * does not make: apart from the contracts in `../api`, each of which the web app has a route for.
 */

/** What an operator reads of the background jobs. */
export const adminJobsApi = {
  overview: defineEndpoint({
    ...admin,
    method: 'GET',
    path: '/api/admin/jobs',
    summary:
      'Each background job: its runs ready, deferred (the next interval, a retry in back-off), active, failed and ' +
      'given up to its dead-letter queue, as the job engine last counted them (every minute); and the e-mails the ' +
      'outbox gave up on in the last 14 days',
    response: { status: 200, schema: JobsOverviewSchema },
  }),
};
