import type { Logger } from 'pino';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import type { JobDefinition } from '../../lib/jobs.ts';
import { recordDeadlineReminders } from './deadline-reminders.service.ts';

/**
 * Records the deadline reminders due, every `everySeconds`, for the notification outbox to send.
 * A run retried, or taken over from a crashed instance, records none twice: a unique index lets
 * each reminder in once.
 */
export function deadlineReminderJob(db: Db, log: Logger, everySeconds: number, clock: Clock): JobDefinition {
  return {
    name: 'tasks.remind',
    schedule: { everySeconds },
    run: async () => {
      const reminded = await recordDeadlineReminders(db, clock());
      if (reminded.length > 0) log.info({ reminded: reminded.length }, 'creators reminded of a deadline near');
    },
  };
}
