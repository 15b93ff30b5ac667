import type { Logger } from 'pino';
import type { Db } from '../../db/client.ts';
import type { JobDefinition } from '../../lib/jobs.ts';
import { expireOverdueTasks } from './tasks.service.ts';

/**
 * The deadline sweep, every `everySeconds`. A run retried, or taken over from a crashed instance,
 * expires nothing twice: the sweep's SQL moves each task once, with one `expire` event. The
 * creators' lists read afresh through the after-commit hook, which the sweep tells what it moved.
 */
export function expiryJob(db: Db, log: Logger, everySeconds: number): JobDefinition {
  return {
    name: 'tasks.expire',
    schedule: { everySeconds },
    run: async () => {
      const expired = (await expireOverdueTasks(db)).length;
      if (expired > 0) log.info({ expired }, 'tasks past their deadline expired');
    },
  };
}
