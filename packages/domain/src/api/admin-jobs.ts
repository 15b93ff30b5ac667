import { JobsOverviewSchema } from '../admin/index.ts';
import { admin } from './admin-endpoint.ts';
import { defineEndpoint } from './endpoint.ts';

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
