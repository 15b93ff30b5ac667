import type { Logger } from 'pino';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { startPeriodicJob } from '../../lib/periodic-job.ts';
import { recordDeadlineReminders } from './deadline-reminders.service.ts';

/**
 * Records the deadline reminders due now and then every `intervalMs` on this instance (the
 * notification outbox sends them). Every instance may run it: each reminder is recorded once.
 * Returns the function that stops it.
 */
export function startDeadlineReminderSweep(db: Db, log: Logger, intervalMs: number, clock: Clock): () => Promise<void> {
  return startPeriodicJob(
    'deadline reminder sweep',
    async () => {
      const reminded = await recordDeadlineReminders(db, clock());
      if (reminded.length > 0) log.info({ reminded: reminded.length }, 'creators reminded of a deadline near');
    },
    log,
    intervalMs,
  );
}
