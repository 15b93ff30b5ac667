import type { FastifyInstance } from 'fastify';
import { adminJobsApi } from '@portal/domain/api';
import type { JobCounts } from '@portal/domain/admin';
import { addEndpoint } from '../../lib/endpoint.ts';

/** The background jobs' counts (admins only): the way to read them on PGlite, where the server holds the database. */
export async function adminJobsRoutes(
  app: FastifyInstance,
  options: { jobCounts?: () => Promise<JobCounts[] | null> },
) {
  addEndpoint(app, adminJobsApi.overview, {
    handler: async () => {
      const jobs = (await options.jobCounts?.()) ?? null;
      return { running: jobs !== null, jobs: jobs ?? [] };
    },
  });
}
