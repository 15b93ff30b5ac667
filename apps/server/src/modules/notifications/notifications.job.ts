import type { Logger } from 'pino';
import type { Db } from '../../db/client.ts';
import type { JobDefinition } from '../../lib/jobs.ts';
import type { Mailer } from '../../lib/mailer.ts';
import { pruneMailDeadLetters } from '../../lib/mail-dead-letters.ts';
import { deliverQueuedMails } from '../../lib/queued-mails.ts';
import { deliverNotifications, NOTIFICATION_BATCH } from './notifications.service.ts';
import type { PushChannel } from './push-channel.ts';

export interface OutboxOptions {
  publicUrl: string;
  /** Signs the e-mails' unsubscribe links. */
  secret: string;
  /** Web Push, when the instance offers it. */
  push?: PushChannel;
}

/**
 * One run of the outbox: the e-mails given up on over two weeks ago forgotten; the queued mails
 * about no task event (password resets) whose first send failed, or their retries; then the task
 * events owed an e-mail or a push, batch after batch until none is left, a send fails or
 * `isStopped`.
 */
export async function sendOutbox(
  db: Db,
  mailer: Mailer,
  log: Logger,
  options: OutboxOptions,
  isStopped: () => boolean = () => false,
): Promise<void> {
  await pruneMailDeadLetters(db);
  await deliverQueuedMails(db, mailer, { log });
  for (;;) {
    const { publicUrl, secret, push } = options;
    const result = await deliverNotifications(db, mailer, { publicUrl, secret, push, log });
    if (result.sent > 0) log.info({ sent: result.sent }, 'notification e-mails sent');
    if (isStopped() || result.claimed < NOTIFICATION_BATCH || result.failed > 0) return;
  }
}

/**
 * The outbox, every `everySeconds`. Each event and mail is claimed by one run (`SKIP LOCKED`, then
 * a lease as long as the batch's slowest sends) and marked sent right after its send, so a run
 * retried, or taken over from a crashed instance, skips what another still holds or has sent:
 * an e-mail goes twice only when an instance dies between sending it and marking it.
 */
export function notificationJob(
  db: Db,
  mailer: Mailer,
  log: Logger,
  options: OutboxOptions & { everySeconds: number },
): JobDefinition {
  return {
    name: 'notifications.send',
    schedule: { everySeconds: options.everySeconds },
    run: ({ isStopped }) => sendOutbox(db, mailer, log, options, isStopped),
  };
}
