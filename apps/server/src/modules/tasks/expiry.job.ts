import type { Logger } from 'pino';
import type { Db } from '../../db/client.ts';
import { expireOverdueTasks } from './tasks.service.ts';

/**
 * Runs the deadline sweep now and then every `intervalMs` on this instance. Every instance may
 * run it: the sweep's SQL moves each task once. Returns the function that stops it.
 */
export function startExpirySweep(db: Db, log: Logger, intervalMs = 60_000): () => Promise<void> {
  let running: Promise<void> = Promise.resolve();
  const sweep = () => {
    running = expireOverdueTasks(db)
      .then((expired) => {
        if (expired > 0) log.info({ expired }, 'tasks past their deadline expired');
      })
      .catch((error: unknown) => log.warn({ err: error }, 'expiry sweep failed; retrying on the next tick'));
  };
  sweep();
  const timer = setInterval(sweep, intervalMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
