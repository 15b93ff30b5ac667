import { sql } from 'drizzle-orm';
import { malaysianDateOf } from '@portal/domain/calendar';
import { malaysianPeriodsOf, PAYMENT_HISTORY_CSV_COLUMNS, type EarningsSummary } from '@portal/domain/earnings';
import { toDecimalText } from '@portal/domain/money';
import { AWAITING_PAYMENT_STATUSES, DEFAULT_CURRENCY, PAID_STATUSES } from '@portal/domain/tasks';
import { rowsOf, type Db } from '../../db/client.ts';
import { statusInSql } from '../../db/sql-tasks.ts';
import { campaigns, tasks } from '../../db/schema/campaigns.ts';
import { payments, referrals } from '../../db/schema/referrals.ts';
import { toCsv } from './csv.ts';

/** A task's amount and currency: what its creator agreed to, or the campaign's for tasks from before terms. */
const taskAmountSql = sql`coalesce(t.agreed_incentive_minor, c.incentive_minor)`;
const taskCurrencySql = sql`coalesce(t.agreed_currency, nullif(c.currency, ''), ${DEFAULT_CURRENCY})`;
const campaignCurrencySql = sql`coalesce(nullif(c.currency, ''), ${DEFAULT_CURRENCY})`;

interface SummaryRow {
  currency: string;
  awaiting: number;
  awaiting_count: number;
  nearest_due_on: string | null;
  overdue: number;
  overdue_count: number;
  paid_month: number;
  paid_year: number;
  referral_pending: number;
  referral_payable: number;
  referral_paid: number;
}

/**
 * The creator's earnings at `now`, per currency, from their own rows only: tasks awaiting payment
 * (not yet overdue, with the nearest due date) and overdue (due on a Malaysian day before today),
 * everything paid this Malaysian month and year, and their referral fees pending (the friend's task
 * is not done), payable and paid. Currencies with nothing in them are left out.
 */
export async function earningsSummary(db: Db, userId: string, now: Date): Promise<EarningsSummary> {
  const { today, month, year } = malaysianPeriodsOf(now);
  const rows = rowsOf<SummaryRow>(
    await db.execute(sql`
      with earnings as (
        select ${taskCurrencySql} as currency, ${taskAmountSql} as amount, 'task' as kind,
          t.payment_due_on as due_on, null::timestamptz as paid_at
        from ${tasks} t join ${campaigns} c on c.id = t.campaign_id
        where t.user_id = ${userId} and ${statusInSql(AWAITING_PAYMENT_STATUSES)}
        union all
        select p.currency, p.amount_minor,
          case when p.referral_id is null then 'paid' else 'referral-paid' end, null, p.paid_at
        from ${payments} p
        where p.user_id = ${userId}
        union all
        select ${campaignCurrencySql}, coalesce(c.referral_fee_minor, 0),
          case when r.status = 'REFERRAL-INVITED' then 'referral-pending' else 'referral-payable' end, null, null
        from ${referrals} r join ${campaigns} c on c.id = r.campaign_id
        where r.referrer_id = ${userId} and r.status in ('REFERRAL-INVITED', 'REFERRAL-PAYMENT')
      )
      select currency,
        coalesce(sum(amount) filter (where kind = 'task' and (due_on is null or due_on >= ${today}::date)), 0)::bigint as awaiting,
        (count(*) filter (where kind = 'task' and (due_on is null or due_on >= ${today}::date)))::int as awaiting_count,
        to_char(min(due_on) filter (where kind = 'task' and due_on >= ${today}::date), 'YYYY-MM-DD') as nearest_due_on,
        coalesce(sum(amount) filter (where kind = 'task' and due_on < ${today}::date), 0)::bigint as overdue,
        (count(*) filter (where kind = 'task' and due_on < ${today}::date))::int as overdue_count,
        coalesce(sum(amount) filter (where paid_at >= ${month.start.toISOString()}::timestamptz
          and paid_at < ${month.end.toISOString()}::timestamptz), 0)::bigint as paid_month,
        coalesce(sum(amount) filter (where paid_at >= ${year.start.toISOString()}::timestamptz
          and paid_at < ${year.end.toISOString()}::timestamptz), 0)::bigint as paid_year,
        coalesce(sum(amount) filter (where kind = 'referral-pending'), 0)::bigint as referral_pending,
        coalesce(sum(amount) filter (where kind = 'referral-payable'), 0)::bigint as referral_payable,
        coalesce(sum(amount) filter (where kind = 'referral-paid'), 0)::bigint as referral_paid
      from earnings
      group by currency
      order by currency`),
  );
  return {
    currencies: rows.map((row) => ({
      currency: row.currency,
      awaiting: {
        amountMinor: Number(row.awaiting),
        count: Number(row.awaiting_count),
        nearestDueOn: row.nearest_due_on,
      },
      overdue: { amountMinor: Number(row.overdue), count: Number(row.overdue_count) },
      paidThisMonthMinor: Number(row.paid_month),
      paidThisYearMinor: Number(row.paid_year),
      referralFees: {
        pendingMinor: Number(row.referral_pending),
        payableMinor: Number(row.referral_payable),
        paidMinor: Number(row.referral_paid),
      },
    })),
  };
}

interface HistoryRow {
  kind: 'task' | 'referral';
  date: Date | string;
  campaign: string;
  amount: number;
  currency: string;
  due_on: string | null;
  paid_at: Date | string | null;
  reference: string | null;
}

const malaysianDay = (instant: Date | string | null): string =>
  instant === null ? '' : malaysianDateOf(new Date(instant));

/**
 * The creator's payment history as CSV (PAYMENT_HISTORY_CSV_COLUMNS), newest first, from their own
 * rows only: their paid tasks and their paid referral fees — the rows of the Payment History page.
 * Money approved but not paid yet is in the earnings summary, not here. Dates are Malaysian days;
 * amounts decimal text.
 */
export async function paymentHistoryCsv(db: Db, userId: string): Promise<string> {
  const rows = rowsOf<HistoryRow>(
    await db.execute(sql`
      select 'task' as kind, coalesce(p.paid_at, t.updated_at) as date, c.title as campaign,
        coalesce(p.amount_minor, ${taskAmountSql}) as amount, coalesce(p.currency, ${taskCurrencySql}) as currency,
        to_char(t.payment_due_on, 'YYYY-MM-DD') as due_on, p.paid_at, p.reference
      from ${tasks} t join ${campaigns} c on c.id = t.campaign_id
      left join ${payments} p on p.task_id = t.id
      where t.user_id = ${userId} and ${statusInSql(PAID_STATUSES)}
      union all
      select 'referral', p.paid_at, c.title, p.amount_minor, p.currency, null, p.paid_at, p.reference
      from ${payments} p
      join ${referrals} r on r.id = p.referral_id
      join ${campaigns} c on c.id = r.campaign_id
      where p.user_id = ${userId} and r.referrer_id = ${userId}
      order by date desc`),
  );
  const lines = rows.map((row) => [
    malaysianDay(row.date),
    row.campaign,
    row.kind === 'task' ? 'Task' : 'Referral',
    toDecimalText(Number(row.amount)),
    row.currency,
    'Paid',
    row.due_on ?? '',
    malaysianDay(row.paid_at),
    row.reference ?? '',
  ]);
  return toCsv([PAYMENT_HISTORY_CSV_COLUMNS, ...lines]);
}
