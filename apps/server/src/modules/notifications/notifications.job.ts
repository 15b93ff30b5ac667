import type { Logger } from 'pino';
import type { Db } from '../../db/client.ts';
import type { Mailer } from '../../lib/mailer.ts';
import { deliverQueuedMails } from '../../lib/queued-mails.ts';
import { startPeriodicJob } from '../../lib/periodic-job.ts';
import { deliverNotifications, NOTIFICATION_BATCH } from './notifications.service.ts';
import type { PushChannel } from './push-channel.ts';

/**
 * Sends the notification outbox and the queued mails now and then every `intervalMs` on this
 * instance; every instance may run it (each event and mail is claimed by one run). Returns the function that stops it.
 */
export function startNotificationSender(
  db: Db,
  mailer: Mailer,
  log: Logger,
  options: {
    publicUrl: string;
    /** Signs the e-mails' unsubscribe links. */
    secret: string;
    /** Web Push, when the instance offers it. */
    push?: PushChannel;
    intervalMs: number;
  },
): () => Promise<void> {
  return startPeriodicJob(
    'notification run',
    async (isStopped) => {
      // The mails about no task event (password resets) whose first send failed, or their retries.
      await deliverQueuedMails(db, mailer, { log });
      // A full batch is followed at once by the next, until the outbox is empty or a send fails.
      for (;;) {
        const { publicUrl, secret, push } = options;
        const result = await deliverNotifications(db, mailer, { publicUrl, secret, push, log });
        if (result.sent > 0) log.info({ sent: result.sent }, 'notification e-mails sent');
        if (isStopped() || result.claimed < NOTIFICATION_BATCH || result.failed > 0) return;
      }
    },
    log,
    options.intervalMs,
  );
}
