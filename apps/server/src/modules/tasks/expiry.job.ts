import type { Logger } from 'pino';
import type { Db } from '../../db/client.ts';
import { startPeriodicJob } from '../../lib/periodic-job.ts';
import type { TaskLists } from './task-lists.ts';
import { expireOverdueTasks } from './tasks.service.ts';

/** One run of the deadline sweep: the tasks that expired, and their creators' lists read afresh. Returns how many. */
export async function sweepOverdueTasks(db: Db, taskLists: TaskLists): Promise<number> {
  const creators = await expireOverdueTasks(db);
  await taskLists.touch(creators);
  return creators.length;
}

/**
 * Runs the deadline sweep now and then every `intervalMs` on this instance. Every instance may
 * run it: the sweep's SQL moves each task once. Returns the function that stops it.
 */
export function startExpirySweep(db: Db, taskLists: TaskLists, log: Logger, intervalMs: number): () => Promise<void> {
  return startPeriodicJob(
    'expiry sweep',
    async () => {
      const expired = await sweepOverdueTasks(db, taskLists);
      if (expired > 0) log.info({ expired }, 'tasks past their deadline expired');
    },
    log,
    intervalMs,
  );
}
