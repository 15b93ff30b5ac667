import type { Logger } from 'pino';
import type { Db } from '../../db/client.ts';
import { startPeriodicJob } from '../../lib/periodic-job.ts';
import { expireOverdueTasks } from './tasks.service.ts';

/**
 * Runs the deadline sweep now and then every `intervalMs` on this instance. Every instance may
 * run it: the sweep's SQL moves each task once. Returns the function that stops it.
 */
export function startExpirySweep(db: Db, log: Logger, intervalMs: number): () => Promise<void> {
  return startPeriodicJob(
    'expiry sweep',
    async () => {
      const expired = await expireOverdueTasks(db);
      if (expired > 0) log.info({ expired }, 'tasks past their deadline expired');
    },
    log,
    intervalMs,
  );
}
