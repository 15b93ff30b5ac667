import type { Logger } from 'pino';
import type { Db } from '../../db/client.ts';
import type { Mailer } from '../../lib/mailer.ts';
import { deliverNotifications, NOTIFICATION_BATCH } from './notifications.service.ts';

/**
 * Sends the notification outbox now and then every `intervalMs` on this instance; every instance
 * may run it (each event is claimed by one run). A full batch is followed at once by the next.
 * Returns the function that stops it, after the run under way.
 */
export function startNotificationSender(
  db: Db,
  mailer: Mailer,
  log: Logger,
  options: { publicUrl: string; intervalMs?: number },
): () => Promise<void> {
  let stopped = false;
  let running: Promise<void> | null = null;
  const drain = async () => {
    for (;;) {
      const result = await deliverNotifications(db, mailer, { publicUrl: options.publicUrl, log });
      if (result.sent > 0) log.info({ sent: result.sent }, 'notification e-mails sent');
      if (stopped || result.claimed < NOTIFICATION_BATCH || result.failed > 0) return;
    }
  };
  const tick = () => {
    // A run still under way (a slow mail server) is not doubled on this instance.
    if (running || stopped) return;
    running = drain()
      .catch((error: unknown) => log.warn({ err: error }, 'notification run failed; retrying on the next tick'))
      .finally(() => {
        running = null;
      });
  };
  tick();
  const timer = setInterval(tick, options.intervalMs ?? 5_000);
  timer.unref();
  return async () => {
    stopped = true;
    clearInterval(timer);
    await running;
  };
}
