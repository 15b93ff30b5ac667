import { sql } from 'drizzle-orm';
import type { PayoutProblem, PayoutStage, PayoutTracker, PayoutTrackers } from '@portal/domain/earnings';
import { rowsOf, type Db } from '../../db/client.ts';
import { campaigns, tasks } from '../../db/schema/campaigns.ts';
import { ledgerEntries, ledgerPostings, payoutBatches, payoutLines } from '../../db/schema/payouts.ts';
import { referrals } from '../../db/schema/referrals.ts';
import { accrueOwed } from './ledger.ts';
import type { LineStatus } from './lines.ts';
import type { PayoutMethod } from './rail.ts';

/** How long a paid payout stays in the creator's tracker list. */
const PAID_SHOWN_DAYS = 90;

const STAGE_OF: Record<LineStatus, PayoutStage> = {
  scheduled: 'scheduled',
  sent: 'sent',
  // Money nobody claimed is the creator's to-do as much as money returned: it waits on their PayPal e-mail.
  unclaimed: 'returned',
  paid: 'paid',
  returned: 'returned',
  failed: 'returned',
};

const iso = (value: Date | string | null): string | null => (value === null ? null : new Date(value).toISOString());

/**
 * The creator's payouts as they follow them: each task or referral fee that fell due, at the stage
 * its latest line stands (Approved while in no batch), with the time of each stage reached and, on
 * a return, what went wrong and the rail's reason. Unpaid ones and those paid in the last 90 days,
 * newest first.
 */
export async function payoutTrackers(db: Db, userId: string, now: Date): Promise<PayoutTrackers> {
  await db.transaction((tx) => accrueOwed(tx, { userId }, now));
  const paidSince = new Date(now.getTime() - PAID_SHOWN_DAYS * 24 * 60 * 60 * 1000);
  const rows = rowsOf<{
    task_id: string | null;
    referral_id: string | null;
    campaign: string;
    amount_minor: number;
    currency: string;
    approved_at: Date | string;
    line_status: LineStatus | null;
    line_created_at: Date | string | null;
    line_status_at: Date | string | null;
    reason: string | null;
    method: PayoutMethod | null;
    sent_at: Date | string | null;
    batch_id: string | null;
  }>(
    await db.execute(sql`
      select a.task_id, a.referral_id, coalesce(tc.title, rc.title) as campaign,
        coalesce(l.amount_minor, e.amount_minor) as amount_minor, a.currency, a.created_at as approved_at,
        l.status as line_status, l.created_at as line_created_at, l.status_at as line_status_at, l.reason,
        b.method, b.sent_at, l.batch_id
      from ${ledgerPostings} a
      join lateral (select amount_minor from ${ledgerEntries} where posting_id = a.id and amount_minor > 0) e on true
      left join ${tasks} t on t.id = a.task_id
      left join ${campaigns} tc on tc.id = t.campaign_id
      left join ${referrals} r on r.id = a.referral_id
      left join ${campaigns} rc on rc.id = r.campaign_id
      left join lateral (
        select * from ${payoutLines} pl
        where (a.task_id is not null and pl.task_id = a.task_id) or (a.referral_id is not null and pl.referral_id = a.referral_id)
        order by pl.created_at desc, pl.id desc limit 1) l on true
      left join ${payoutBatches} b on b.id = l.batch_id
      where a.user_id = ${userId} and a.kind = 'accrue'
        and not exists (select 1 from ${ledgerPostings} w where w.kind = 'withdraw'
          and w.user_id = a.user_id and w.task_id is not distinct from a.task_id
          and w.referral_id is not distinct from a.referral_id)
        and (l.status is distinct from 'paid' or l.status_at >= ${paidSince})
      order by a.created_at desc, a.id desc`),
  );
  return {
    payouts: rows.map((row): PayoutTracker => {
      const status = row.line_status;
      const stage: PayoutStage = status ? STAGE_OF[status] : 'approved';
      const problem: PayoutProblem | null =
        status === 'unclaimed' || status === 'returned' || status === 'failed' ? status : null;
      // A line that came back was sent first, even when the rail said nothing until then.
      const reachedSent = stage === 'sent' || stage === 'paid' || stage === 'returned';
      return {
        taskId: row.task_id,
        referralId: row.referral_id,
        campaign: row.campaign,
        amountMinor: Number(row.amount_minor),
        currency: row.currency,
        stage,
        approvedAt: iso(row.approved_at),
        scheduledAt: iso(row.line_created_at),
        sentAt: reachedSent ? iso(row.sent_at ?? row.line_status_at) : null,
        paidAt: stage === 'paid' ? iso(row.line_status_at) : null,
        returnedAt: stage === 'returned' ? iso(row.line_status_at) : null,
        problem,
        reason: problem ? row.reason : null,
        method: row.method,
        batchId: row.batch_id,
      };
    }),
  };
}
