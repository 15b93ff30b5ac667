import { randomBytes } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { NewCampaign } from '@portal/domain/campaigns';
import type { Db } from '../../db/client.ts';
import { campaigns, invites, screeningQuestions } from '../../db/schema/campaigns.ts';
import { notFound } from '../../lib/http-error.ts';

export const CAMPAIGN_NOT_FOUND = 'Campaign not found';

const toMinor = (amount: number) => Math.round(amount * 100);

/** Creates a campaign with its screening questions, numbered in the order given. */
export async function createCampaign(db: Db, campaign: NewCampaign): Promise<{ id: string }> {
  return db.transaction(async (tx) => {
    const [created] = await tx
      .insert(campaigns)
      .values({
        title: campaign.title,
        brandLogoUrl: campaign.brandLogoUrl,
        taskType: campaign.taskType,
        platform: campaign.platform,
        currency: campaign.currency,
        incentiveMinor: toMinor(campaign.incentive),
        requirements: campaign.requirements,
        instructions: campaign.instructions,
        uniqueCommentUrl: campaign.uniqueCommentUrl,
        referralFeeMinor: campaign.referralFee === null ? null : toMinor(campaign.referralFee),
        referralCriteria: campaign.referralCriteria,
        referralInstructions: campaign.referralInstructions,
        deadline: new Date(campaign.deadline),
        requiresReport: campaign.requiresReport,
      })
      .returning({ id: campaigns.id });
    if (!created) throw new Error('campaign not created');
    if (campaign.screeningQuestions.length > 0) {
      await tx.insert(screeningQuestions).values(
        campaign.screeningQuestions.map((question, index) => ({
          campaignId: created.id,
          orderIndex: index + 1,
          ...question,
        })),
      );
    }
    return created;
  });
}

/** Throws 404 unless the campaign exists and is open. */
export async function requireOpenCampaign(db: Db, campaignId: string): Promise<void> {
  const [campaign] = await db
    .select({ id: campaigns.id })
    .from(campaigns)
    .where(and(eq(campaigns.id, campaignId), isNull(campaigns.closedAt)));
  if (!campaign) throw notFound(CAMPAIGN_NOT_FOUND);
}

/** A new open-application link for a campaign: a short, unguessable, URL-safe id. */
export async function createInvite(db: Db, campaignId: string): Promise<{ id: string }> {
  await requireOpenCampaign(db, campaignId);
  const [invite] = await db
    .insert(invites)
    .values({ id: randomBytes(12).toString('base64url'), campaignId })
    .returning({ id: invites.id });
  if (!invite) throw new Error('invite not created');
  return invite;
}
