import { randomBytes } from 'node:crypto';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DueReferral } from '@portal/domain/admin';
import { toMajorUnits } from '@portal/domain/money';
import type { ReferralPayment, ReferralRow, Referral, ReferralStatus } from '@portal/domain/referrals';
import { DEFAULT_CURRENCY, type Task } from '@portal/domain/tasks';
import type { Db, Tx } from '../../db/client.ts';
import { campaigns, tasks } from '../../db/schema/campaigns.ts';
import { users } from '../../db/schema/identity.ts';
import { profiles } from '../../db/schema/profiles.ts';
import { payments, referralLinks, referrals } from '../../db/schema/referrals.ts';
import { badRequest, conflict, duplicateRequest, notFound } from '../../lib/http-error.ts';
import { payoutDetailsColumns, payoutDetailsOf } from '../payments/payout-details.ts';
import { accrueOwed, withdrawOwed } from '../payouts/ledger.ts';
import { liveLineOf } from '../payouts/lines.ts';
import { payManually } from '../payouts/manual-payout.ts';
import { applyToCampaign, openCampaign, previewCampaign, type Application } from '../tasks/invitations.service.ts';
import { recordReferralEvent } from './referral-events.ts';

/** 9 random bytes: 12 URL-safe characters, too many to guess. */
const newCode = () => randomBytes(9).toString('base64url');

/** The creator's link for a campaign, or null before they generate one. */
export async function findLink(db: Db, userId: string, campaignId: string): Promise<{ code: string | null }> {
  const [link] = await db
    .select({ code: referralLinks.code })
    .from(referralLinks)
    .where(and(eq(referralLinks.userId, userId), eq(referralLinks.campaignId, campaignId)));
  return { code: link?.code ?? null };
}

/**
 * Creates the creator's referral link for a campaign they have a task in, if the campaign pays a
 * referral fee. Idempotent: simultaneous clicks all get the one link.
 */
export async function createLink(db: Db, userId: string, campaignId: string): Promise<{ code: string }> {
  const [eligible] = await db
    .select({ referralFee: campaigns.referralFeeMinor })
    .from(tasks)
    .innerJoin(campaigns, eq(campaigns.id, tasks.campaignId))
    .where(and(eq(tasks.userId, userId), eq(tasks.campaignId, campaignId)));
  if (!eligible) throw notFound('no-campaign-found');
  if (eligible.referralFee === null) throw badRequest('no-referral-fee');
  await db.insert(referralLinks).values({ userId, campaignId, code: newCode() }).onConflictDoNothing();
  const { code } = await findLink(db, userId, campaignId);
  if (!code) throw new Error('referral link not created');
  return { code };
}

async function linkByCode(db: Db, code: string) {
  const [link] = await db
    .select({ campaignId: referralLinks.campaignId, referrerId: users.id, referrerName: users.name })
    .from(referralLinks)
    .innerJoin(users, eq(users.id, referralLinks.userId))
    .where(eq(referralLinks.code, code));
  if (!link) throw notFound('no-campaign-found');
  return link;
}

/** The campaign behind a referral code, with the visitor's status in it and who refers them. */
export async function findReferral(db: Db, code: string, userId: string | null): Promise<Referral> {
  const link = await linkByCode(db, code);
  const found = await openCampaign(db, link.campaignId, code);
  const preview = await previewCampaign(db, found, userId);
  return {
    id: preview.id,
    status: preview.status,
    referralCampaign: preview.inviteCampaign,
    referrerName: link.referrerName,
    closed: preview.closed,
  };
}

/**
 * Applies through a referral code: an APPLIED task and a REFERRAL-INVITED referral, together.
 * Nobody refers themself, is referred twice into a campaign, or gets a second task in it.
 */
export async function acceptReferral(db: Db, userId: string, code: string, application: Application): Promise<Task> {
  const link = await linkByCode(db, code);
  if (link.referrerId === userId) throw badRequest('cannot-refer-yourself');
  const found = await openCampaign(db, link.campaignId, code);
  return applyToCampaign(db, userId, found, application, {
    alsoRecord: async (tx: Tx, taskId: string) => {
      const [referral] = await tx
        .insert(referrals)
        .values({
          referrerId: link.referrerId,
          referredUserId: userId,
          campaignId: link.campaignId,
          taskId,
          status: 'REFERRAL-INVITED' satisfies ReferralStatus,
        })
        .onConflictDoNothing()
        .returning({ id: referrals.id });
      if (!referral) throw duplicateRequest();
      await recordReferralEvent(tx, taskId, 'referralApplied');
    },
  });
}

/** The referrer's own referrals in a campaign. */
export async function listReferrals(db: Db, referrerId: string, campaignId: string): Promise<ReferralRow[]> {
  const rows = await db
    .select({ id: referrals.id, status: referrals.status, fullName: users.name })
    .from(referrals)
    .innerJoin(users, eq(users.id, referrals.referredUserId))
    .where(and(eq(referrals.referrerId, referrerId), eq(referrals.campaignId, campaignId)))
    .orderBy(desc(referrals.createdAt));
  return rows.map((row) => ({ id: row.id, status: row.status, referredUserDetails: { fullName: row.fullName } }));
}

/** The referrer's paid referrals, newest first (SPEC §7 `referral/task/completed`). */
export async function completedReferralPayments(db: Db, referrerId: string): Promise<ReferralPayment[]> {
  const rows = await db
    .select({
      id: referrals.id,
      status: referrals.status,
      updatedAt: referrals.updatedAt,
      fullName: users.name,
      campaignTitle: campaigns.title,
      amountMinor: payments.amountMinor,
      currency: payments.currency,
    })
    .from(referrals)
    .innerJoin(users, eq(users.id, referrals.referredUserId))
    .innerJoin(campaigns, eq(campaigns.id, referrals.campaignId))
    .innerJoin(payments, eq(payments.referralId, referrals.id))
    .where(and(eq(referrals.referrerId, referrerId), eq(referrals.status, 'REFERRAL-COMPLETED')))
    .orderBy(desc(referrals.updatedAt));
  return rows.map((row) => ({
    id: row.id,
    status: 'REFERRAL-COMPLETED',
    updatedAt: row.updatedAt.toISOString(),
    referredUserDetails: { fullName: row.fullName },
    referralTaskCampaign: {
      campaignTitle: row.campaignTitle,
      referralFee: toMajorUnits(row.amountMinor),
      currency: row.currency,
    },
  }));
}

/**
 * When a referred task is COMPLETED, its referral's fee falls due (REFERRAL-PAYMENT) and is owed in
 * the ledger, and the referrer hears of it.
 */
export async function referralFallsDue(tx: Tx, taskId: string): Promise<void> {
  const due = await tx
    .update(referrals)
    .set({ status: 'REFERRAL-PAYMENT', updatedAt: new Date() })
    .where(and(eq(referrals.taskId, taskId), eq(referrals.status, 'REFERRAL-INVITED')))
    .returning({ id: referrals.id });
  if (due.length === 0) return;
  await accrueOwed(tx, { referralIds: due.map((referral) => referral.id) });
  await recordReferralEvent(tx, taskId, 'referralFeeDue');
}

/**
 * A referral's fee paid (REFERRAL-COMPLETED, a payment row for the referrer with `reference`, who
 * hears of it), inside the caller's transaction: the back office settling it, or the rail saying
 * it paid `paid` (else the campaign's fee). 409 unless the fee is due.
 */
export async function recordReferralPayment(
  tx: Tx,
  referralId: string,
  reference: string | null,
  at: Date,
  paid?: { amountMinor: number; currency: string },
): Promise<void> {
  const [moved] = await tx
    .update(referrals)
    .set({ status: 'REFERRAL-COMPLETED', updatedAt: at })
    .where(and(eq(referrals.id, referralId), eq(referrals.status, 'REFERRAL-PAYMENT')))
    .returning({ referrerId: referrals.referrerId, campaignId: referrals.campaignId, taskId: referrals.taskId });
  if (!moved) throw duplicateRequest();
  await recordReferralEvent(tx, moved.taskId, 'referralFeePaid', { remark: reference });
  const [campaign] = await tx
    .select({ fee: campaigns.referralFeeMinor, currency: campaigns.currency })
    .from(campaigns)
    .where(eq(campaigns.id, moved.campaignId));
  await tx.insert(payments).values({
    userId: moved.referrerId,
    referralId,
    amountMinor: paid?.amountMinor ?? campaign?.fee ?? 0,
    currency: paid?.currency ?? (campaign?.currency || DEFAULT_CURRENCY),
    reference,
    paidAt: at,
  });
}

/**
 * The back office pays a referral that fell due (recorded as `recordReferralPayment` says, and in
 * the ledger as a manual batch of one line by `adminId`) or rejects it (REFERRAL-REJECTED, no
 * longer owed); anything else is a stale request (409), and so is either while a payout batch
 * holds the fee.
 */
export async function settleReferral(
  db: Db,
  referralId: string,
  decision: { decision: 'pay'; reference?: string } | { decision: 'reject' },
  adminId: string | null = null,
  at: Date = new Date(),
): Promise<void> {
  await db.transaction(async (tx) => {
    const source = { referralId };
    if (decision.decision === 'pay') {
      await accrueOwed(tx, { referralIds: [referralId] }, at);
      await recordReferralPayment(tx, referralId, decision.reference ?? null, at);
      await payManually(tx, adminId, source, decision.reference ?? null, at);
      return;
    }
    const [rejected] = await tx
      .update(referrals)
      .set({ status: 'REFERRAL-REJECTED', updatedAt: at })
      .where(and(eq(referrals.id, referralId), eq(referrals.status, 'REFERRAL-PAYMENT')))
      .returning({ id: referrals.id });
    if (!rejected) throw duplicateRequest();
    if (await liveLineOf(tx, source)) throw conflict('payout-already-started');
    await withdrawOwed(tx, source, at);
  });
}

/** Referral fees due (REFERRAL-PAYMENT), oldest first, with where the referrer's payout goes. */
export async function listDueReferrals(
  db: Db,
  query: { page: number; pageSize: number },
): Promise<{ items: DueReferral[]; total: number; page: number; pageSize: number }> {
  const referrer = alias(users, 'referrer');
  const referred = alias(users, 'referred');
  const due = eq(referrals.status, 'REFERRAL-PAYMENT');
  const [counted] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(referrals)
    .where(due);
  const rows = await db
    .select({
      id: referrals.id,
      status: referrals.status,
      updatedAt: referrals.updatedAt,
      campaignId: campaigns.id,
      title: campaigns.title,
      currency: campaigns.currency,
      referralFeeMinor: campaigns.referralFeeMinor,
      referrerId: referrer.id,
      referrerName: referrer.name,
      referrerEmail: referrer.email,
      referredId: referred.id,
      referredName: referred.name,
      referredEmail: referred.email,
      ...payoutDetailsColumns,
    })
    .from(referrals)
    .innerJoin(campaigns, eq(campaigns.id, referrals.campaignId))
    .innerJoin(referrer, eq(referrer.id, referrals.referrerId))
    .innerJoin(referred, eq(referred.id, referrals.referredUserId))
    .leftJoin(profiles, eq(profiles.userId, referrals.referrerId))
    .where(due)
    .orderBy(asc(referrals.updatedAt), asc(referrals.id))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  return {
    items: rows.map((row) => ({
      id: row.id,
      status: 'REFERRAL-PAYMENT',
      updatedAt: row.updatedAt.toISOString(),
      campaign: {
        id: row.campaignId,
        title: row.title,
        currency: row.currency || DEFAULT_CURRENCY,
        referralFee: row.referralFeeMinor === null ? null : toMajorUnits(row.referralFeeMinor),
      },
      referrer: { id: row.referrerId, fullName: row.referrerName, email: row.referrerEmail },
      referred: { id: row.referredId, fullName: row.referredName, email: row.referredEmail },
      payout: payoutDetailsOf(row),
    })),
    total: counted?.total ?? 0,
    page: query.page,
    pageSize: query.pageSize,
  };
}
