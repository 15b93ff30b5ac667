import type { Logger } from 'pino';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import type { JobDefinition } from '../../lib/jobs.ts';
import type { Mailer } from '../../lib/mailer.ts';
import { PAYOUT_DIGEST_HOUR, sendPayoutDigest } from './payout-digest.service.ts';

/**
 * The team's daily payout e-mail to `to`, at PAYOUT_DIGEST_HOUR in Malaysia (made up at the next
 * pass when no instance ran then). The day it is for is the day its run was asked for, which its
 * retries keep; `payout_digests` sends each day once.
 */
export function payoutDigestJob(
  db: Db,
  mailer: Mailer,
  log: Logger,
  options: { to: string; publicUrl: string; clock: Clock },
): JobDefinition {
  return {
    name: 'payments.digest',
    schedule: { cron: `0 ${PAYOUT_DIGEST_HOUR} * * *`, tz: 'Asia/Kuala_Lumpur' },
    run: async ({ askedAt }) => {
      const { to, publicUrl, clock } = options;
      const sent = await sendPayoutDigest(db, mailer, { to, publicUrl, now: clock(), askedAt });
      if (sent) log.info({ to: options.to }, 'payout digest sent');
    },
  };
}
