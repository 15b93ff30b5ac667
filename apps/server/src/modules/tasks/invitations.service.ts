import { and, eq, inArray, sql } from 'drizzle-orm';
import { TRANSITIONS, type Invite, type ScreeningResponse, type Task, type TaskStatus } from '@portal/domain/tasks';
import type { Terms } from '@portal/domain/terms';
import type { Db, Tx } from '../../db/client.ts';
import { changed } from '../../db/commits.ts';
import { users } from '../../db/schema/identity.ts';
import { campaigns, invites, taskEvents, tasks } from '../../db/schema/campaigns.ts';
import { duplicateRequest, notFound } from '../../lib/http-error.ts';
import { bannedNow } from '../users/influencers.service.ts';
import { agreeToTerms } from './agreed-terms.ts';
import { checkedAnswers, saveAnswers } from './screening-answers.ts';
import { recordEvent } from './task-transition.ts';
import { campaignDetailsJson, findTask, jsonQuery, requireCampaignTakesCreators } from './tasks.service.ts';

/** What a creator sends to apply: their screening answers, and the terms they were shown. */
export interface Application {
  screeningResponses: ScreeningResponse[];
  shownTerms?: Terms | undefined;
}

/** A campaign's display fields, found through an invite link or a referral link. */
export interface OpenCampaign {
  /** The id of the link it was found through. */
  id: string;
  campaignId: string;
  campaign: Task['campaignDetails'];
  /** Closed since: it still shows, but takes no one new. */
  closed: boolean;
}

/** An open invite link and its campaign (which may have closed since), or "not found". */
async function openInvite(db: Db, inviteId: string): Promise<OpenCampaign> {
  const invite = await jsonQuery<OpenCampaign>(
    db,
    sql`select json_build_object('id', i.id, 'campaignId', c.id, 'campaign', ${campaignDetailsJson('campaign')},
          'closed', c.closed_at is not null)::text as json
        from ${invites} i join ${campaigns} c on c.id = i.campaign_id
        where i.id = ${inviteId} and i.closed_at is null`,
  );
  if (!invite) throw notFound('no-campaign-found');
  return invite;
}

/** A campaign by its id (which may be closed), or "not found"; `linkId` names the link it was reached through. */
export async function openCampaign(db: Db, campaignId: string, linkId: string): Promise<OpenCampaign> {
  const found = await jsonQuery<OpenCampaign>(
    db,
    sql`select json_build_object('id', ${linkId}::text, 'campaignId', c.id, 'campaign', ${campaignDetailsJson('campaign')},
          'closed', c.closed_at is not null)::text as json
        from ${campaigns} c where c.id = ${campaignId}`,
  );
  if (!found) throw notFound('no-campaign-found');
  return found;
}

/** The creator's status in a campaign, null when they have no task in it. */
async function statusInCampaign(db: Db, userId: string | null, campaignId: string): Promise<TaskStatus | null> {
  if (!userId) return null;
  const [task] = await db
    .select({ status: tasks.status })
    .from(tasks)
    .where(and(eq(tasks.campaignId, campaignId), eq(tasks.userId, userId)));
  return (task?.status as TaskStatus | undefined) ?? null;
}

/** A campaign as invites and referrals show it, with the creator's status in it. */
export async function previewCampaign(db: Db, found: OpenCampaign, userId: string | null): Promise<Invite> {
  const { campaign } = found;
  return {
    id: found.id,
    status: await statusInCampaign(db, userId, found.campaignId),
    closed: found.closed,
    inviteCampaign: {
      campaignTitle: campaign.campaignTitle,
      brandLogoURL: campaign.brandLogoURL,
      taskType: campaign.taskType,
      currency: campaign.currency,
      incentive: campaign.incentive,
      platform: campaign.platform,
      requirements: campaign.requirements,
      instructions: campaign.instructions,
      screeningQuestions: campaign.screeningQuestions,
      terms: campaign.terms,
      autoApproveLateReviews: campaign.autoApproveLateReviews,
    },
  };
}

/** The public preview of an invite, with the signed-in creator's status in its campaign if any. */
export async function findInvite(db: Db, inviteId: string, userId: string | null): Promise<Invite> {
  return previewCampaign(db, await openInvite(db, inviteId), userId);
}

/**
 * Applying to an open campaign creates an APPLIED task with the screening answers and the
 * campaign's terms as the ones agreed, which must be those the creator was shown (409 otherwise);
 * one task per creator per campaign (409 otherwise). `alsoRecord` writes what the way in adds (a
 * referral) in the same transaction.
 */
export async function applyToCampaign(
  db: Db,
  userId: string,
  found: OpenCampaign,
  application: Application,
  via: { inviteId?: string; alsoRecord?: (tx: Tx, taskId: string) => Promise<void> } = {},
): Promise<Task> {
  const answers = checkedAnswers(found.campaign.screeningQuestions, application.screeningResponses);
  const taskId = await db.transaction(async (tx) => {
    await requireCampaignTakesCreators(tx, found.campaignId);
    const [created] = await tx
      .insert(tasks)
      .values({ campaignId: found.campaignId, userId, inviteId: via.inviteId ?? null, status: TRANSITIONS.apply.to })
      .onConflictDoNothing({ target: [tasks.campaignId, tasks.userId] })
      .returning({ id: tasks.id });
    if (!created) throw duplicateRequest();
    await recordEvent(tx, {
      taskId: created.id,
      from: null,
      to: 'APPLIED',
      actorUserId: userId,
      action: 'apply',
      agreedTerms: await agreeToTerms(tx, userId, created.id, application.shownTerms),
    });
    await saveAnswers(tx, created.id, answers);
    await via.alsoRecord?.(tx, created.id);
    return created.id;
  });
  return findTask(db, userId, taskId);
}

/** Applying through an invite link. */
export async function applyToInvite(db: Db, userId: string, inviteId: string, application: Application) {
  return applyToCampaign(db, userId, await openInvite(db, inviteId), application, { inviteId });
}
/**
 * An admin invites influencers to a campaign, by e-mail or by user id (up to 1 000 at once): each
 * known influencer without a task in it gets a SELECTED task. One transaction with set-based
 * writes (one insert of tasks, one of their events), so all are invited or none. Banned users and
 * admins count as unknown. `check` runs first inside the transaction (the campaign is open),
 * `checkInvited` once the tasks are made (the budget).
 * Reports who was invited, who already had a task, and who is unknown (e-mails trimmed and lower-cased).
 */
export async function inviteInfluencers(
  db: Db,
  adminId: string,
  campaignId: string,
  who: { emails: string[] } | { userIds: string[] },
  options: {
    check?: (tx: Tx) => Promise<void>;
    /** Checked once the invites are made, with how many were: a refusal rolls them back. */
    checkInvited?: (tx: Tx, invited: number) => Promise<void>;
  } = {},
) {
  const byEmail = 'emails' in who;
  const wanted = [
    ...new Set(byEmail ? who.emails.map((email) => email.trim().toLowerCase()) : who.userIds.map((id) => id.trim())),
  ];
  return db.transaction(async (tx) => {
    await options.check?.(tx);
    const found = await tx
      .select({ id: users.id, email: users.email })
      .from(users)
      .where(
        and(inArray(byEmail ? users.email : users.id, wanted), eq(users.role, 'influencer'), sql`not ${bannedNow}`),
      );
    const created =
      found.length === 0
        ? []
        : await tx
            .insert(tasks)
            .values(found.map((user) => ({ campaignId, userId: user.id, status: TRANSITIONS.invite.to })))
            .onConflictDoNothing({ target: [tasks.campaignId, tasks.userId] })
            .returning({ id: tasks.id, userId: tasks.userId });
    await options.checkInvited?.(tx, created.length);
    if (created.length > 0) {
      await tx.insert(taskEvents).values(
        created.map((task) => ({
          taskId: task.id,
          fromStatus: null,
          toStatus: TRANSITIONS.invite.to,
          actor: TRANSITIONS.invite.actor,
          actorUserId: adminId,
          action: 'invite' as const,
        })),
      );
      changed(tx, ...created.map((task) => ({ type: 'task' as const, taskId: task.id, action: 'invite' })));
    }
    const userIdOf = new Map(found.map((user) => [byEmail ? user.email : user.id, user.id]));
    const taskIdOf = new Map(created.map((task) => [task.userId, task.id]));
    const invited = wanted.filter((name) => taskIdOf.has(userIdOf.get(name) ?? ''));
    const invitedNames = new Set(invited);
    return {
      invited,
      alreadyInCampaign: wanted.filter((name) => userIdOf.has(name) && !invitedNames.has(name)),
      unknown: wanted.filter((name) => !userIdOf.has(name)),
      taskIds: invited.map((name) => taskIdOf.get(userIdOf.get(name) ?? '') ?? ''),
    };
  });
}
