import type { FastifyInstance } from 'fastify';
import { adminJobsApi } from '@portal/domain/operator-api';
import type { JobCounts } from '@portal/domain/admin';
import type { Db } from '../../db/client.ts';
import { addEndpoint } from '../../lib/endpoint.ts';
import { countMailsGivenUp } from '../../lib/mail-dead-letters.ts';

/**
 * The background jobs' counts and the e-mails given up on (admins only): the way to read them on
 * PGlite, where the server holds the database.
 */
export async function adminJobsRoutes(
  app: FastifyInstance,
  options: { db: Db; jobCounts?: () => Promise<JobCounts[] | null> },
) {
  addEndpoint(app, adminJobsApi.overview, {
    handler: async () => {
      const [jobs, mailsGivenUp] = await Promise.all([options.jobCounts?.() ?? null, countMailsGivenUp(options.db)]);
      return { running: jobs !== null, jobs: jobs ?? [], mailsGivenUp };
    },
  });
}
