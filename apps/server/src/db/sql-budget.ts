import { sql, type SQL } from 'drizzle-orm';
import { BUDGET_REFERRAL_STATUSES, BUDGET_TASK_STATUSES, type BudgetShare } from '@portal/domain/campaigns';
import { campaigns, tasks } from './schema/campaigns.ts';
import { referrals } from './schema/referrals.ts';
import { termSql } from './sql-json.ts';

/**
 * The SQL of a campaign's budget use (`BUDGET_TASK_STATUSES`, `BUDGET_REFERRAL_STATUSES`): each task
 * and referral fee of the campaign as a line with its share and its amount in minor units.
 */

const listOf = (values: readonly string[]) =>
  sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  );

/** The shares that count against the budget (`remaining`); `invited` is shown apart. */
export const SPENT_SHARES = ['committed', 'approved', 'paid'] as const satisfies readonly BudgetShare[];

/** Task `t`'s share of its campaign's budget, null for none (rejected, expired). */
const taskShareSql = sql`(case
  ${sql.join(
    (Object.entries(BUDGET_TASK_STATUSES) as [BudgetShare, readonly string[]][]).map(
      ([share, statuses]) => sql`when t.status in (${listOf(statuses)}) then ${share}`,
    ),
    sql` `,
  )}
  end)`;

/** A referral fee's share: committed while the friend's task (`t`) is accepted and unpaid. */
const referralShareSql = sql`(case
  when r.status in (${listOf(BUDGET_REFERRAL_STATUSES.committed)})
    and t.status in (${listOf([...BUDGET_TASK_STATUSES.committed, ...BUDGET_TASK_STATUSES.approved])}) then 'committed'
  when r.status in (${listOf(BUDGET_REFERRAL_STATUSES.approved)}) then 'approved'
  when r.status in (${listOf(BUDGET_REFERRAL_STATUSES.paid)}) then 'paid'
  end)`;

/** A task's incentive as its creator agreed to it (the campaign's until they did). */
const incentiveSql = termSql('incentive_minor', 'task');

/**
 * Every task and referral fee of campaign `campaignId` (an expression that must not read the
 * aliases `t`, `c` or `r`), with columns `share` (null for none) and `amount`.
 */
export const budgetLinesSql = (campaignId: SQL): SQL => sql`
  select ${taskShareSql} as share, ${incentiveSql}::bigint as amount
    from ${tasks} t join ${campaigns} c on c.id = t.campaign_id
    where t.campaign_id = ${campaignId}
  union all
  select ${referralShareSql} as share, coalesce(c.referral_fee_minor, 0)::bigint as amount
    from ${referrals} r join ${campaigns} c on c.id = r.campaign_id join ${tasks} t on t.id = r.task_id
    where r.campaign_id = ${campaignId}`;

/** What campaign `campaignId` holds in each share: rows of `share` and `amount` (minor units). */
export const budgetUseSql = (campaignId: string): SQL => sql`
  select l.share, sum(l.amount)::bigint as amount
    from (${budgetLinesSql(sql`${campaignId}::uuid`)}) l
    where l.share is not null group by l.share`;

/**
 * Whether task `t`'s payment is secured: campaign `c` has a budget whose money a manager confirmed,
 * and that budget covers what is committed, approved and paid with the task's incentive among them.
 */
export const paymentSecuredSql = sql`(select
    own.budget is not null and own.confirmed and own.share is not null
    and own.budget >= (case when own.share in (${listOf(SPENT_SHARES)}) then 0 else own.amount end)
      + (select coalesce(sum(l.amount), 0) from (${budgetLinesSql(sql`own.campaign_id`)}) l
          where l.share in (${listOf(SPENT_SHARES)}))
  from (select c.id as campaign_id, c.budget_minor as budget, c.funds_confirmed_at is not null as confirmed,
    ${taskShareSql} as share, ${incentiveSql}::bigint as amount) own)`;
