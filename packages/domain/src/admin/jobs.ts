import { z } from 'zod';

/** One background job's runs (`GET /api/admin/jobs`), as the job engine last counted them. */
export const JobCountsSchema = z.object({
  /** The job's queue: `tasks.expire`, `notifications.send`... */
  name: z.string(),
  /** Runs due now, waiting for an instance to take them. */
  ready: z.number().int(),
  /** Runs due later: the next run of an interval, or a retry waiting out its back-off. */
  deferred: z.number().int(),
  active: z.number().int(),
  /** Runs that failed their last retry (kept 7 days). */
  failed: z.number().int(),
  /** Runs given up, in the job's dead-letter queue `<name>.dead` (kept 14 days). */
  dead: z.number().int(),
  /** When they were counted (every 10 seconds). */
  countedAt: z.string(),
});
export type JobCounts = z.infer<typeof JobCountsSchema>;

export const JobsOverviewSchema = z.object({
  /** False until this instance has started its jobs (just after it starts), or in a test app that runs none. */
  running: z.boolean(),
  jobs: z.array(JobCountsSchema),
  /**
   * E-mails the outbox gave up on in the last 14 days, each the outbox's dead letter: a
   * notification or queued mail whose every try failed (8), or a queued mail whose link expired
   * unsent. Counted from the database, whether or not this instance runs its jobs.
   */
  mailsGivenUp: z.number().int(),
});
export type JobsOverview = z.infer<typeof JobsOverviewSchema>;
