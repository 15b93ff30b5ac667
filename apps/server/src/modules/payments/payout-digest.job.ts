import type { Logger } from 'pino';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import type { Mailer } from '../../lib/mailer.ts';
import { startPeriodicJob } from '../../lib/periodic-job.ts';
import { sendPayoutDigest } from './payout-digest.service.ts';

/**
 * Checks now and then every `intervalMs` whether the day's payout e-mail to the team is owed, and
 * sends it; every instance may run it (the day is claimed by one). Returns the function that stops it.
 */
export function startPayoutDigest(
  db: Db,
  mailer: Mailer,
  log: Logger,
  options: { to: string; publicUrl: string; clock: Clock; intervalMs?: number },
): () => Promise<void> {
  return startPeriodicJob(
    'payout digest',
    async () => {
      const sent = await sendPayoutDigest(db, mailer, {
        to: options.to,
        publicUrl: options.publicUrl,
        now: options.clock(),
      });
      if (sent) log.info({ to: options.to }, 'payout digest sent');
    },
    log,
    options.intervalMs ?? 5 * 60_000,
  );
}
