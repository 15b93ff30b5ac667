import { eq, sql } from 'drizzle-orm';
import type { BudgetShare, BudgetUse, FundsConfirmation } from '@portal/domain/campaigns';
import { toDecimalText, toMajorUnits, toMinorUnits } from '@portal/domain/money';
import { DEFAULT_CURRENCY } from '@portal/domain/tasks';
import { rowsOf, type Db, type Tx } from '../../db/client.ts';
import { campaigns, tasks } from '../../db/schema/campaigns.ts';
import { users } from '../../db/schema/identity.ts';
import { budgetUseSql, SPENT_SHARES } from '../../db/sql-budget.ts';
import { termSql } from '../../db/sql-json.ts';
import { badRequest, conflict, notFound } from '../../lib/http-error.ts';

/** What campaign `campaignId` holds in each share, in minor units (one query). */
async function sharesOf(db: Db | Tx, campaignId: string): Promise<Record<BudgetShare, number>> {
  const shares: Record<BudgetShare, number> = { invited: 0, committed: 0, approved: 0, paid: 0 };
  for (const row of rowsOf<{ share: BudgetShare; amount: string | number }>(
    await db.execute(budgetUseSql(campaignId)),
  )) {
    shares[row.share] = Number(row.amount);
  }
  return shares;
}

const spentOf = (shares: Record<BudgetShare, number>) => SPENT_SHARES.reduce((sum, share) => sum + shares[share], 0);

/** What the campaign's tasks and referral fees hold against `budgetMinor` (null for no budget). */
export async function budgetUseOf(db: Db | Tx, campaignId: string, budgetMinor: number | null): Promise<BudgetUse> {
  const shares = await sharesOf(db, campaignId);
  return {
    invited: toMajorUnits(shares.invited),
    committed: toMajorUnits(shares.committed),
    approved: toMajorUnits(shares.approved),
    paid: toMajorUnits(shares.paid),
    remaining: budgetMinor === null ? null : toMajorUnits(budgetMinor - spentOf(shares)),
  };
}

/** Who confirmed the campaign's funds (by name) and when, or null. */
export async function fundsConfirmationOf(db: Db | Tx, campaignId: string): Promise<FundsConfirmation | null> {
  const [row] = await db
    .select({ at: campaigns.fundsConfirmedAt, by: users.name })
    .from(campaigns)
    .leftJoin(users, eq(users.id, campaigns.fundsConfirmedBy))
    .where(eq(campaigns.id, campaignId));
  if (!row?.at) return null;
  return { by: row.by ?? '', at: row.at.toISOString() };
}

/**
 * The budget columns a save writes: the confirmation of the funds is recorded anew (`adminId`,
 * now) when it is given for the first time or for another budget, kept when it stands, and cleared
 * when withdrawn. A confirmation without a budget is refused (400).
 */
export function budgetColumns(
  adminId: string,
  wanted: { budget: number | null; fundsConfirmed: boolean },
  before: { budgetMinor: number | null; fundsConfirmedAt: Date | null } | null,
  now: Date = new Date(),
) {
  if (wanted.fundsConfirmed && wanted.budget === null) throw badRequest('funds-need-budget');
  const budgetMinor = wanted.budget === null ? null : toMinorUnits(wanted.budget);
  if (!wanted.fundsConfirmed) return { budgetMinor, fundsConfirmedBy: null, fundsConfirmedAt: null };
  const stands = Boolean(before?.fundsConfirmedAt) && before?.budgetMinor === budgetMinor;
  return stands ? { budgetMinor } : { budgetMinor, fundsConfirmedBy: adminId, fundsConfirmedAt: now };
}

/**
 * 409 `code` with the amounts when what campaign `campaignId` holds (its invites, accepted, approved
 * and paid tasks and referral fees) is past its budget now that `addedMinor` more was offered.
 * Called inside the offering transaction, after the offer was made, so it is among what is read;
 * a refusal rolls it back.
 */
async function checkOfferWithinBudget(
  tx: Tx,
  campaignId: string,
  code: 'invite-beyond-budget' | 'application-beyond-budget',
  addedMinor: (campaign: { incentiveMinor: number }) => Promise<number> | number,
) {
  const [campaign] = await tx
    .select({
      budgetMinor: campaigns.budgetMinor,
      incentiveMinor: campaigns.incentiveMinor,
      currency: campaigns.currency,
    })
    .from(campaigns)
    .where(eq(campaigns.id, campaignId))
    // Two offers at once take turns here, so the second counts the first's tasks (an invite took
    // this lock first, with `requireOpenCampaign`). Not FOR UPDATE: the tasks just inserted hold a
    // key-share lock on the campaign, which that would wait on.
    .for('no key update');
  if (!campaign) throw notFound('campaign-not-found');
  if (campaign.budgetMinor === null) return;
  const shares = await sharesOf(tx, campaignId);
  const total = spentOf(shares) + shares.invited;
  if (total <= campaign.budgetMinor) return;
  const added = await addedMinor(campaign);
  throw conflict(code, {
    currency: campaign.currency || DEFAULT_CURRENCY,
    spent: toDecimalText(total - added),
    invites: toDecimalText(added),
    budget: toDecimalText(campaign.budgetMinor),
  });
}

/** Inviting `newTasks` more past the budget needs the manager's confirmation (`checkOfferWithinBudget`). */
export async function checkInviteBudget(tx: Tx, campaignId: string, newTasks: number, confirmed: boolean) {
  if (confirmed || newTasks === 0) return;
  await checkOfferWithinBudget(
    tx,
    campaignId,
    'invite-beyond-budget',
    (campaign) => newTasks * campaign.incentiveMinor,
  );
}

/** Approving task `taskId`'s application past the budget needs the manager's confirmation, as an invite does. */
export async function checkApprovalBudget(tx: Tx, taskId: string, confirmed: boolean) {
  if (confirmed) return;
  const [task] = rowsOf<{ campaign_id: string; amount: string | number }>(
    await tx.execute(sql`select t.campaign_id, ${termSql('incentive_minor', 'task')} as amount
      from ${tasks} t join ${campaigns} c on c.id = t.campaign_id where t.id = ${taskId}`),
  );
  if (!task) throw notFound('task-not-found');
  await checkOfferWithinBudget(tx, task.campaign_id, 'application-beyond-budget', () => Number(task.amount));
}
