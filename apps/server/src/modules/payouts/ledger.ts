import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { DEFAULT_CURRENCY, type TaskStatus } from '@portal/domain/tasks';
import { rowsOf, type Db, type Tx } from '../../db/client.ts';
import { campaigns, taskEvents, tasks } from '../../db/schema/campaigns.ts';
import { ledgerEntries, ledgerPostings } from '../../db/schema/payouts.ts';
import { referrals } from '../../db/schema/referrals.ts';
import { inSubStateSql, statusInSql } from '../../db/sql-tasks.ts';

/**
 * The accounts of money owed to creators, each amount signed in the creator's favour: `funding` is
 * the portal's side, which every other account is taken from, so it goes negative as the others
 * fill. Money moves `owed` → `scheduled` (in a batch) → `in_transit` (the rail has it) → `paid`,
 * and back to `owed` when the rail returns it.
 */
export const LEDGER_ACCOUNTS = ['funding', 'owed', 'scheduled', 'in_transit', 'paid'] as const;
export type LedgerAccount = (typeof LEDGER_ACCOUNTS)[number];

/** What a posting records: a payout falling due or withdrawn, a line scheduled, sent, paid or given back. */
export type PostingKind = 'accrue' | 'withdraw' | 'schedule' | 'send' | 'pay' | 'return';

/** What a posting is about: a task's incentive or a referral's fee, and the line paying it. */
export type PayoutSource = { taskId: string; referralId?: undefined } | { referralId: string; taskId?: undefined };

export interface Posting {
  /** Unique per source and step: posting a key again posts nothing. */
  key: string;
  kind: PostingKind;
  userId: string;
  currency: string;
  source: PayoutSource;
  lineId?: string;
  amountMinor: number;
  from: LedgerAccount;
  to: LedgerAccount;
}

/** The key of a posting about `source` (or a line of it): one per step. */
export const postingKey = (kind: PostingKind, of: { lineId: string } | PayoutSource): string =>
  'lineId' in of
    ? `${kind}:line:${of.lineId}`
    : of.taskId !== undefined
      ? `${kind}:task:${of.taskId}`
      : `${kind}:referral:${of.referralId}`;

/** Moves `amountMinor` from one account to another, once per key: answers whether it was posted now. */
export async function post(tx: Tx, posting: Posting, at: Date = new Date()): Promise<boolean> {
  const [made] = await tx
    .insert(ledgerPostings)
    .values({
      key: posting.key,
      kind: posting.kind,
      userId: posting.userId,
      currency: posting.currency,
      taskId: posting.source.taskId ?? null,
      referralId: posting.source.referralId ?? null,
      lineId: posting.lineId ?? null,
      createdAt: at,
    })
    .onConflictDoNothing({ target: ledgerPostings.key })
    .returning({ id: ledgerPostings.id });
  if (!made) return false;
  await tx.insert(ledgerEntries).values([
    { postingId: made.id, account: posting.from, amountMinor: -posting.amountMinor },
    { postingId: made.id, account: posting.to, amountMinor: posting.amountMinor },
  ]);
  return true;
}

/** The condition that a posting is about `source`. */
export const aboutSource = (source: PayoutSource): SQL =>
  source.taskId !== undefined
    ? eq(ledgerPostings.taskId, source.taskId)
    : eq(ledgerPostings.referralId, source.referralId);

/** What `source` has on `account` now, in minor units. */
export async function balanceOf(tx: Db | Tx, source: PayoutSource, account: LedgerAccount): Promise<number> {
  const [row] = await tx
    .select({ amount: sql<number>`coalesce(sum(${ledgerEntries.amountMinor}), 0)`.mapWith(Number) })
    .from(ledgerEntries)
    .innerJoin(ledgerPostings, eq(ledgerPostings.id, ledgerEntries.postingId))
    .where(and(aboutSource(source), eq(ledgerEntries.account, account)));
  return row?.amount ?? 0;
}

/** The statuses in which an approved task waits for its payout (started by hand or not). */
const PAYABLE_STATUSES = ['APPROVED-PROCESSING-PAYMENT'] as const satisfies readonly TaskStatus[];

/** Which tasks and referrals to bring up to date: some, one creator's, or all. */
export type AccrualScope = { taskIds?: string[]; referralIds?: string[] } | { userId: string } | 'all';

/**
 * Posts `owed` for every task approved for payment and every referral fee due in `scope` that has
 * not had it yet: a task ready to pay (its report approved where one is owed) or whose payout was
 * started, once no decision on it can still be undone; a referral once its fee fell due. A payout
 * of nothing owes nothing. Safe to run any number of times, from any instance.
 */
export async function accrueOwed(tx: Tx, scope: AccrualScope, at: Date = new Date()): Promise<void> {
  const taskScope =
    scope === 'all'
      ? sql`true`
      : 'userId' in scope
        ? sql`t.user_id = ${scope.userId}`
        : scope.taskIds?.length
          ? sql`t.id in (${sql.join(
              scope.taskIds.map((id) => sql`${id}::uuid`),
              sql`, `,
            )})`
          : sql`false`;
  const dueTasks = rowsOf<{ id: string; user_id: string; amount: number; currency: string }>(
    await tx.execute(sql`
      select t.id, t.user_id,
        coalesce(t.agreed_incentive_minor, c.incentive_minor) as amount,
        coalesce(nullif(t.agreed_currency, ''), nullif(c.currency, ''), ${DEFAULT_CURRENCY}) as currency
      from ${tasks} t join ${campaigns} c on c.id = t.campaign_id
      where ${taskScope}
        and (${inSubStateSql('readyToPay')} or ${statusInSql(PAYABLE_STATUSES)})
        and coalesce(t.agreed_incentive_minor, c.incentive_minor) > 0
        and not exists (select 1 from ${taskEvents} e
          where e.task_id = t.id and e.undone_at is null and e.undoable_until > ${at})
        and not exists (select 1 from ${ledgerPostings} lp where lp.key = 'accrue:task:' || t.id)`),
  );
  for (const task of dueTasks) {
    const source = { taskId: task.id };
    await post(
      tx,
      {
        key: postingKey('accrue', source),
        kind: 'accrue',
        userId: task.user_id,
        currency: task.currency,
        source,
        amountMinor: Number(task.amount),
        from: 'funding',
        to: 'owed',
      },
      at,
    );
  }
  const referralScope =
    scope === 'all'
      ? undefined
      : 'userId' in scope
        ? eq(referrals.referrerId, scope.userId)
        : scope.referralIds?.length
          ? inArray(referrals.id, scope.referralIds)
          : sql`false`;
  const dueReferrals = await tx
    .select({
      id: referrals.id,
      userId: referrals.referrerId,
      amount: campaigns.referralFeeMinor,
      currency: sql<string>`coalesce(nullif(${campaigns.currency}, ''), ${DEFAULT_CURRENCY})`,
    })
    .from(referrals)
    .innerJoin(campaigns, eq(campaigns.id, referrals.campaignId))
    .where(
      and(
        referralScope,
        eq(referrals.status, 'REFERRAL-PAYMENT'),
        sql`${campaigns.referralFeeMinor} > 0`,
        sql`not exists (select 1 from ${ledgerPostings} lp where lp.key = 'accrue:referral:' || ${referrals.id})`,
      ),
    );
  for (const referral of dueReferrals) {
    const source = { referralId: referral.id };
    await post(
      tx,
      {
        key: postingKey('accrue', source),
        kind: 'accrue',
        userId: referral.userId,
        currency: referral.currency,
        source,
        amountMinor: referral.amount ?? 0,
        from: 'funding',
        to: 'owed',
      },
      at,
    );
  }
}

/** A referral fee that will not be paid after all: what it still owes goes back to funding. */
export async function withdrawOwed(tx: Tx, source: PayoutSource, at: Date = new Date()): Promise<void> {
  const owed = await balanceOf(tx, source, 'owed');
  const [accrual] = await tx
    .select({ userId: ledgerPostings.userId, currency: ledgerPostings.currency })
    .from(ledgerPostings)
    .where(eq(ledgerPostings.key, postingKey('accrue', source)));
  if (!accrual || owed <= 0) return;
  await post(
    tx,
    {
      key: postingKey('withdraw', source),
      kind: 'withdraw',
      ...accrual,
      source,
      amountMinor: owed,
      from: 'owed',
      to: 'funding',
    },
    at,
  );
}

export interface AccountBalance {
  currency: string;
  account: LedgerAccount;
  amountMinor: number;
}

/**
 * A creator's balance on every account and currency they have, summed from the entries (once what
 * fell due for them since the last look is posted as owed).
 */
export async function balances(db: Db, userId: string): Promise<AccountBalance[]> {
  await db.transaction((tx) => accrueOwed(tx, { userId }));
  const rows = await db
    .select({
      currency: ledgerPostings.currency,
      account: ledgerEntries.account,
      amountMinor: sql<number>`sum(${ledgerEntries.amountMinor})`.mapWith(Number),
    })
    .from(ledgerEntries)
    .innerJoin(ledgerPostings, eq(ledgerPostings.id, ledgerEntries.postingId))
    .where(eq(ledgerPostings.userId, userId))
    .groupBy(ledgerPostings.currency, ledgerEntries.account)
    .orderBy(ledgerPostings.currency, ledgerEntries.account);
  return rows.map((row) => ({ ...row, account: row.account as LedgerAccount }));
}

export interface LedgerCheck {
  postings: number;
  /** Postings whose entries do not sum to zero, or that have fewer than two: none in a sound ledger. */
  unbalanced: { key: string; sumMinor: number; entries: number }[];
  /** Every account's total per currency; `funding` is minus the sum of the others. */
  totals: AccountBalance[];
}

/** Checks the whole ledger: every posting sums to zero, and what each account holds. */
export async function ledgerBalances(db: Db): Promise<LedgerCheck> {
  const perPosting = await db
    .select({
      key: ledgerPostings.key,
      sumMinor: sql<number>`coalesce(sum(${ledgerEntries.amountMinor}), 0)`.mapWith(Number),
      entries: sql<number>`count(${ledgerEntries.id})`.mapWith(Number),
    })
    .from(ledgerPostings)
    .leftJoin(ledgerEntries, eq(ledgerEntries.postingId, ledgerPostings.id))
    .groupBy(ledgerPostings.id, ledgerPostings.key);
  const totals = await db
    .select({
      currency: ledgerPostings.currency,
      account: ledgerEntries.account,
      amountMinor: sql<number>`sum(${ledgerEntries.amountMinor})`.mapWith(Number),
    })
    .from(ledgerEntries)
    .innerJoin(ledgerPostings, eq(ledgerPostings.id, ledgerEntries.postingId))
    .groupBy(ledgerPostings.currency, ledgerEntries.account)
    .orderBy(ledgerPostings.currency, ledgerEntries.account);
  return {
    postings: perPosting.length,
    unbalanced: perPosting.filter((posting) => posting.sumMinor !== 0 || posting.entries < 2),
    totals: totals.map((row) => ({ ...row, account: row.account as LedgerAccount })),
  };
}
