import type { Logger } from 'pino';
import type { Db } from '../../db/client.ts';
import type { JobDefinition } from '../../lib/jobs.ts';
import type { TaskLists } from './task-lists.ts';
import { expireOverdueTasks } from './tasks.service.ts';

/** One run of the deadline sweep: the tasks that expired, and their creators' lists read afresh. Returns how many. */
export async function sweepOverdueTasks(db: Db, taskLists: TaskLists): Promise<number> {
  const creators = await expireOverdueTasks(db);
  await taskLists.touch(creators);
  return creators.length;
}

/**
 * The deadline sweep, every `everySeconds`. A run retried, or taken over from a crashed instance,
 * expires nothing twice: the sweep's SQL moves each task once, with one `expire` event.
 */
export function expiryJob(db: Db, taskLists: TaskLists, log: Logger, everySeconds: number): JobDefinition {
  return {
    name: 'tasks.expire',
    schedule: { everySeconds },
    run: async () => {
      const expired = await sweepOverdueTasks(db, taskLists);
      if (expired > 0) log.info({ expired }, 'tasks past their deadline expired');
    },
  };
}
