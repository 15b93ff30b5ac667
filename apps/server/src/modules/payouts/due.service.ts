import { sql } from 'drizzle-orm';
import { malaysianDateOf } from '@portal/domain/calendar';
import type { PaymentMethod } from '@portal/domain/profile';
import { rowsOf, type Db } from '../../db/client.ts';
import { campaigns, tasks } from '../../db/schema/campaigns.ts';
import { users } from '../../db/schema/identity.ts';
import { ledgerEntries, ledgerPostings } from '../../db/schema/payouts.ts';
import { profiles } from '../../db/schema/profiles.ts';
import { referrals } from '../../db/schema/referrals.ts';
import { accrueOwed, type PayoutSource } from './ledger.ts';
import type { PayoutMethod } from './rail.ts';

/** The rail each payout method of a creator's profile is paid on. */
const RAIL_OF: Record<PaymentMethod, PayoutMethod> = { Paypal: 'paypal', 'Bank Transfer': 'bank' };
export const railOf = (method: string | null): PayoutMethod | null =>
  method ? (RAIL_OF[method as PaymentMethod] ?? null) : null;

export interface DuePayout {
  source: PayoutSource;
  userId: string;
  name: string;
  email: string;
  /** The campaign the task is in, or that the referral brought the friend to. */
  campaignTitle: string;
  amountMinor: number;
  currency: string;
  /** The Malaysian day it is due: the task's payment due date, else the day the payout fell due. */
  dueOn: string;
  /** The rail the creator's payout details lead to; null without details. */
  method: PayoutMethod | null;
}

export interface DueGroup {
  method: PayoutMethod | null;
  currency: string;
  totalMinor: number;
  payouts: DuePayout[];
}

/**
 * What is owed and in no batch (approved tasks, referral fees due, and payouts a rail gave back),
 * due by `dueBy` (a Malaysian day), per creator payout method and currency with their totals, the
 * earliest due first: the preview a batch is scheduled from. `method` keeps one rail's (a manual
 * batch may pay any, so `manual` keeps all).
 */
export async function listDue(
  db: Db,
  query: { method?: PayoutMethod; currency?: string; dueBy: string },
  at: Date = new Date(),
): Promise<DueGroup[]> {
  await db.transaction((tx) => accrueOwed(tx, 'all', at));
  const rows = rowsOf<{
    task_id: string | null;
    referral_id: string | null;
    user_id: string;
    currency: string;
    amount: number;
    name: string;
    email: string;
    title: string;
    due_on: string | null;
    fell_due_at: Date | string;
    payment_method: string | null;
  }>(
    await db.execute(sql`
      with owed as (
        select lp.task_id, lp.referral_id, lp.user_id, lp.currency, sum(e.amount_minor) as amount,
          min(lp.created_at) as fell_due_at
        from ${ledgerEntries} e join ${ledgerPostings} lp on lp.id = e.posting_id
        where e.account = 'owed'
        group by lp.task_id, lp.referral_id, lp.user_id, lp.currency
        having sum(e.amount_minor) > 0)
      select o.task_id, o.referral_id, o.user_id, o.currency, o.amount, o.fell_due_at,
        u.name, u.email, coalesce(tc.title, rc.title) as title,
        to_char(t.payment_due_on, 'YYYY-MM-DD') as due_on, p.payment_method
      from owed o
      join ${users} u on u.id = o.user_id
      left join ${profiles} p on p.user_id = o.user_id
      left join ${tasks} t on t.id = o.task_id
      left join ${campaigns} tc on tc.id = t.campaign_id
      left join ${referrals} r on r.id = o.referral_id
      left join ${campaigns} rc on rc.id = r.campaign_id
      where ${query.currency ? sql`o.currency = ${query.currency}` : sql`true`}`),
  );
  const groups = new Map<string, DueGroup>();
  const payouts = rows
    .map((row): DuePayout => ({
      source: row.task_id ? { taskId: row.task_id } : { referralId: row.referral_id ?? '' },
      userId: row.user_id,
      name: row.name,
      email: row.email,
      campaignTitle: row.title,
      amountMinor: Number(row.amount),
      currency: row.currency,
      dueOn: row.due_on ?? malaysianDateOf(new Date(row.fell_due_at)),
      method: railOf(row.payment_method),
    }))
    .filter((payout) => payout.dueOn <= query.dueBy)
    .filter((payout) => !query.method || query.method === 'manual' || payout.method === query.method)
    .sort((a, b) => a.dueOn.localeCompare(b.dueOn) || a.name.localeCompare(b.name));
  for (const payout of payouts) {
    const key = `${payout.method}|${payout.currency}`;
    const group = groups.get(key) ?? { method: payout.method, currency: payout.currency, totalMinor: 0, payouts: [] };
    group.totalMinor += payout.amountMinor;
    group.payouts.push(payout);
    groups.set(key, group);
  }
  return [...groups.values()];
}
