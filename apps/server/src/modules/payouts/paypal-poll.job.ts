import { and, eq, lt } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Db } from '../../db/client.ts';
import { payoutBatches } from '../../db/schema/payouts.ts';
import type { JobDefinition } from '../../lib/jobs.ts';
import { sendBatch } from './batches.service.ts';
import type { PaypalSetup } from './rails.ts';
import { applyReports } from './reports.service.ts';

/**
 * Brings PayPal batches up to date: a batch whose sender died while sending it (its lease ran out)
 * is sent again, which PayPal takes as a replay of the same `sender_batch_id`; each sent batch is
 * asked how its payments stand, for the webhooks that were lost or never set up. Answers how many
 * batches it resumed and asked about.
 */
export async function bringPaypalBatchesUpToDate(
  db: Db,
  paypal: PaypalSetup,
  options: { leaseMs: number; at?: Date; isStopped?: () => boolean },
): Promise<{ resumed: number; refreshed: number }> {
  const at = options.at ?? new Date();
  const stopped = options.isStopped ?? (() => false);
  const stalled = await db
    .select({ id: payoutBatches.id })
    .from(payoutBatches)
    .where(
      and(
        eq(payoutBatches.method, 'paypal'),
        eq(payoutBatches.status, 'sending'),
        lt(payoutBatches.sendingStartedAt, new Date(at.getTime() - options.leaseMs)),
      ),
    );
  let resumed = 0;
  for (const batch of stalled) {
    if (stopped()) break;
    if ((await sendBatch(db, paypal.rail, batch.id, { at, leaseMs: options.leaseMs })).sent) resumed += 1;
  }
  const sent = await db
    .select({ id: payoutBatches.id, railBatchId: payoutBatches.railBatchId })
    .from(payoutBatches)
    .where(and(eq(payoutBatches.method, 'paypal'), eq(payoutBatches.status, 'sent')));
  let refreshed = 0;
  for (const batch of sent) {
    if (stopped()) break;
    await applyReports(db, await paypal.rail.refresh({ batchId: batch.id, railBatchId: batch.railBatchId }));
    refreshed += 1;
  }
  return { resumed, refreshed };
}

/** `bringPaypalBatchesUpToDate` every PAYPAL_POLL_SECONDS, on one instance at a time. */
export function paypalPollJob(db: Db, paypal: PaypalSetup, log: Logger, leaseMs: number): JobDefinition {
  return {
    name: 'payouts.paypal-poll',
    schedule: { everySeconds: paypal.settings.pollSeconds },
    run: async ({ isStopped }) => {
      const { resumed, refreshed } = await bringPaypalBatchesUpToDate(db, paypal, { leaseMs, isStopped });
      if (resumed > 0 || refreshed > 0) log.info({ resumed, refreshed }, 'PayPal batches brought up to date');
    },
  };
}
