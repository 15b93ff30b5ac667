import { sql } from 'drizzle-orm';
import type { PaymentStatement } from '@portal/domain/earnings';
import { rowsOf, type Db } from '../../db/client.ts';
import { isDatabaseId } from '../../db/ids.ts';
import { campaigns, tasks } from '../../db/schema/campaigns.ts';
import { users } from '../../db/schema/identity.ts';
import { payoutBatches, payoutLines } from '../../db/schema/payouts.ts';
import { referrals } from '../../db/schema/referrals.ts';
import { notFound } from '../../lib/http-error.ts';
import type { PayoutMethod } from './rail.ts';

const iso = (value: Date | string): string => new Date(value).toISOString();

/**
 * The statement of what batch `batchId` paid `userId`: their paid lines only, each with its
 * campaign (and friend, for a referral fee), amount and the rail's reference, the total per
 * currency, and when the last was paid. A batch that paid them nothing, someone else's, or an id
 * that is none is "not found" alike, so a statement never tells whether a batch exists.
 */
export async function paymentStatement(
  db: Db,
  userId: string,
  batchId: string,
  payerName: string,
): Promise<PaymentStatement> {
  if (!isDatabaseId(batchId)) throw notFound('payout-batch-not-found');
  const rows = rowsOf<{
    task_id: string | null;
    referral_id: string | null;
    campaign: string;
    friend_name: string | null;
    amount_minor: number;
    currency: string;
    reference: string | null;
    paid_at: Date | string;
    method: PayoutMethod;
    creator_name: string;
  }>(
    await db.execute(sql`
      select l.task_id, l.referral_id, coalesce(tc.title, rc.title) as campaign, friend.name as friend_name,
        l.amount_minor, l.currency, coalesce(l.rail_item_id, b.rail_batch_id) as reference,
        l.status_at as paid_at, b.method, creator.name as creator_name
      from ${payoutLines} l
      join ${payoutBatches} b on b.id = l.batch_id
      join ${users} creator on creator.id = l.user_id
      left join ${tasks} t on t.id = l.task_id
      left join ${campaigns} tc on tc.id = t.campaign_id
      left join ${referrals} r on r.id = l.referral_id
      left join ${campaigns} rc on rc.id = r.campaign_id
      left join ${users} friend on friend.id = r.referred_user_id
      where l.batch_id = ${batchId} and l.user_id = ${userId} and l.status = 'paid'
      order by l.status_at, l.created_at, l.id`),
  );
  const [first] = rows;
  if (!first) throw notFound('payout-batch-not-found');
  const lines = rows.map((row) => ({
    taskId: row.task_id,
    referralId: row.referral_id,
    campaign: row.campaign,
    friendName: row.friend_name,
    amountMinor: Number(row.amount_minor),
    currency: row.currency,
    reference: row.reference,
    paidAt: iso(row.paid_at),
  }));
  const totals = new Map<string, number>();
  for (const line of lines) totals.set(line.currency, (totals.get(line.currency) ?? 0) + line.amountMinor);
  return {
    batchId,
    payerName,
    creatorName: first.creator_name,
    method: first.method,
    // The rows come in the order they were paid.
    paidAt: iso((rows.at(-1) ?? first).paid_at),
    lines,
    totals: [...totals].map(([currency, amountMinor]) => ({ currency, amountMinor })),
  };
}
