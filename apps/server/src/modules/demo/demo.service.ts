import { randomBytes } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { addCalendarDays, malaysianDateOf } from '@portal/domain/calendar';
import { toMinorUnits } from '@portal/domain/money';
import type { NotifiedAction } from '@portal/domain/notifications';
import { DEFAULT_CAMPAIGN_TERMS } from '@portal/domain/terms';
import { sampleProfile, type BankDetails, type EditProfile } from '@portal/domain/profile';
import { TRANSITIONS, type TaskAction, type TaskStatus } from '@portal/domain/tasks';
import type { Db, Tx } from '../../db/client.ts';
import { campaigns, invites, screeningQuestions, taskEvents, tasks } from '../../db/schema/campaigns.ts';
import { deadlineExtensions } from '../../db/schema/extensions.ts';
import { users } from '../../db/schema/identity.ts';
import { notificationReads } from '../../db/schema/notifications.ts';
import { payments } from '../../db/schema/referrals.ts';
import { submissions } from '../../db/schema/submissions.ts';
import type { Identity } from '../../plugins/identity-service.ts';
import { createProfile, updateBankDetails, updateProfile } from '../auth/auth.service.ts';
import { recordSignUpConsents } from '../privacy/consent.service.ts';
import type { LegalDocuments } from '../privacy/legal.service.ts';
import { agreeToTerms } from '../tasks/agreed-terms.ts';
import { setRole, userExists } from '../users/users.service.ts';
import { deadlineFrom, DEMO_CAMPAIGNS, hoursBefore } from './demo-campaigns.ts';

export const DEMO_INFLUENCER_EMAIL = 'influencer@demo.test';
export const DEMO_ADMIN_EMAIL = 'admin@demo.test';

const newDemoUser = { fullName: 'Demo Influencer', contactNumber: '+60 12-345 6789', country: 'Malaysia' };
/** The demo influencer's whole profile, so the demo opens on the dashboard rather than a form. */
const sample = sampleProfile({ email: DEMO_INFLUENCER_EMAIL });
const demoProfile: EditProfile = {
  ...sample,
  ...newDemoUser,
  city: 'Petaling Jaya',
  postcode: '46000',
  contentType: ['Lifestyle', 'Foodie', 'Travel'],
  socialMediaLinks: {
    ...sample.socialMediaLinks,
    instagram: 'https://instagram.com/demo.influencer',
    tiktok: 'https://tiktok.com/@demo.influencer',
  },
  socialMediaFollowers: { ...sample.socialMediaFollowers, instagram: '18200', tiktok: '45100' },
};

const demoBankDetails: BankDetails = {
  paymentMethod: 'Bank Transfer',
  bankName: 'Maybank',
  bankAccName: 'Demo Influencer',
  bankAccNo: '1122 3344 5566',
  paypalEmail: '',
  nationalityDoc: '',
  nric: '',
  passportNumber: '',
};

export interface SeededAccount {
  email: string;
  role: 'influencer' | 'admin';
  created: boolean;
}

const SUBMITTED_STATUSES = new Set([
  'PENDING-CHECKING',
  'APPROVED-PENDING-REPORT',
  'APPROVED-PENDING-PAYMENT',
  'APPROVED-PROCESSING-PAYMENT',
  'COMPLETED',
]);

const DEMO_PROOF_LINK = 'https://www.instagram.com/p/demo-proof/';

/**
 * The demo campaigns and the demo influencer's task in each, one per status of SPEC §4.
 * Returns the ids of the open-application invites it created.
 */
async function seedDemoCampaigns(db: Db, influencerId: string): Promise<string[]> {
  const inviteIds: string[] = [];
  const notices: DemoNotice[] = [];
  await db.transaction(async (tx) => {
    for (const demo of DEMO_CAMPAIGNS) {
      const deadline = deadlineFrom(demo.deadlineInDays);
      const [campaign] = await tx
        .insert(campaigns)
        .values({
          title: demo.title,
          taskType: demo.taskType,
          platform: demo.platform,
          currency: demo.currency ?? 'RM',
          incentiveMinor: toMinorUnits(demo.incentive),
          referralFeeMinor: demo.referralFee === undefined ? null : toMinorUnits(demo.referralFee),
          referralCriteria: demo.referralFee === undefined ? null : 'Your friend completes the campaign.',
          referralInstructions: demo.referralFee === undefined ? null : 'Share your referral link with a friend.',
          requirements: demo.requirements,
          instructions: demo.instructions,
          uniqueCommentUrl: demo.uniqueCommentUrl ?? null,
          requiresReport: demo.requiresReport ?? false,
          deadline,
          ...DEFAULT_CAMPAIGN_TERMS,
          ...demo.terms,
        })
        .returning({ id: campaigns.id });
      if (!campaign) throw new Error(`demo campaign ${demo.title} not created`);
      if (demo.questions?.length) {
        await tx.insert(screeningQuestions).values(
          demo.questions.map((question, index) => ({
            campaignId: campaign.id,
            orderIndex: index + 1,
            options: question.options ?? [],
            ...question,
          })),
        );
      }
      if (demo.invite) {
        const [invite] = await tx
          .insert(invites)
          .values({ id: randomBytes(9).toString('base64url'), campaignId: campaign.id })
          .returning({ id: invites.id });
        if (invite) inviteIds.push(invite.id);
      }
      if (demo.task) {
        const { status, paymentDueInDays, paymentReference, notice, ...taskColumns } = demo.task;
        const submissionDate = SUBMITTED_STATUSES.has(status)
          ? deadlineFrom(Math.min(-1, demo.deadlineInDays - 1))
          : null;
        const [task] = await tx
          .insert(tasks)
          .values({
            campaignId: campaign.id,
            userId: influencerId,
            ...taskColumns,
            status,
            paymentDueOn:
              paymentDueInDays === undefined ? null : addCalendarDays(malaysianDateOf(new Date()), paymentDueInDays),
            taskDeadline: status === 'SELECTED' || status === 'APPLIED' ? null : deadline,
            submissionDate,
          })
          .returning({ id: tasks.id });
        // An expired task's timeline says when and from where it expired, as the deadline sweep's would.
        if (task && status === 'EXPIRED') {
          await tx.insert(taskEvents).values({
            taskId: task.id,
            fromStatus: 'ACCEPTED',
            toStatus: 'EXPIRED',
            actor: 'server',
            action: 'expire',
            remark: 'Deadline passed',
            createdAt: deadline,
          });
        }
        if (task && demo.extension) {
          await tx.insert(deadlineExtensions).values({
            taskId: task.id,
            previousDeadline: deadline,
            requestedDeadline: deadlineFrom(demo.extension.deadlineInDays),
            reason: demo.extension.reason,
          });
          await tx.insert(taskEvents).values({
            taskId: task.id,
            fromStatus: status,
            toStatus: status,
            actor: 'influencer',
            actorUserId: influencerId,
            action: 'requestExtension',
            remark: demo.extension.reason,
          });
        }
        // A task its creator applied for or accepted carries the terms agreed.
        if (task && status !== 'SELECTED') await agreeToTerms(tx, influencerId, task.id, undefined);
        const noticeAt = notice && hoursBefore(notice.hoursAgo);
        if (task && notice && noticeAt) {
          const remark = taskColumns.rejectionComments ?? taskColumns.applicationRejectionComments ?? paymentReference;
          notices.push({ taskId: task.id, status, remark: remark ?? null, at: noticeAt, ...notice });
        }
        if (task && status === 'COMPLETED') {
          await tx.insert(payments).values({
            userId: influencerId,
            taskId: task.id,
            amountMinor: toMinorUnits(demo.incentive),
            currency: demo.currency ?? 'RM',
            reference: paymentReference ?? null,
            ...(noticeAt && { paidAt: noticeAt }),
          });
        }
        // What the back office reviews: the proof's link (demo data carries no files).
        if (task && submissionDate) {
          await tx.insert(submissions).values({
            taskId: task.id,
            userId: influencerId,
            stage: 'FINAL',
            linkUrl: DEMO_PROOF_LINK,
            createdAt: submissionDate,
          });
        }
      }
    }
    await seedNotices(tx, influencerId, notices);
  });
  return inviteIds;
}

interface DemoNotice {
  taskId: string;
  status: TaskStatus;
  action: NotifiedAction & TaskAction;
  remark: string | null;
  at: Date;
  read: boolean;
}

/**
 * The steps behind the demo tasks that the influencer's notification centre lists, as the brand's
 * steps would have written them, oldest first (the centre lists by id). Each is marked e-mailed
 * already, so the outbox sends nothing at the demo's start; the ones `read` are read.
 */
async function seedNotices(tx: Tx, influencerId: string, notices: DemoNotice[]): Promise<void> {
  const [admin] = await tx.select({ id: users.id }).from(users).where(eq(users.email, DEMO_ADMIN_EMAIL));
  for (const notice of notices.toSorted((a, b) => a.at.getTime() - b.at.getTime())) {
    const { from, actor } = TRANSITIONS[notice.action];
    const [event] = await tx
      .insert(taskEvents)
      .values({
        taskId: notice.taskId,
        fromStatus: from?.[0] ?? null,
        toStatus: notice.status,
        actor,
        actorUserId: admin?.id ?? null,
        action: notice.action,
        remark: notice.remark,
        createdAt: notice.at,
        notifiedAt: notice.at,
      })
      .returning({ id: taskEvents.id });
    if (event && notice.read) await tx.insert(notificationReads).values({ userId: influencerId, eventId: event.id });
  }
}

/**
 * Creates the demo admin and influencer, and with a new influencer the demo campaigns and tasks;
 * accounts that exist are kept as they are.
 */
export async function seedDemo(
  db: Db,
  identity: Identity,
  password: string,
  /** The terms and the privacy notice the demo creator has agreed to, so the demo does not ask. */
  legal: LegalDocuments,
): Promise<{ accounts: SeededAccount[]; inviteIds: string[] }> {
  const seeded: SeededAccount[] = [];
  let inviteIds: string[] = [];
  for (const account of [
    { email: DEMO_ADMIN_EMAIL, name: 'Demo Admin', role: 'admin' as const },
    { email: DEMO_INFLUENCER_EMAIL, name: newDemoUser.fullName, role: 'influencer' as const },
  ]) {
    if (await userExists(db, account.email)) {
      seeded.push({ email: account.email, role: account.role, created: false });
      continue;
    }
    const { user } = await identity.api.signUpEmail({ body: { email: account.email, password, name: account.name } });
    await setRole(db, account.email, account.role);
    if (account.role === 'influencer') {
      await createProfile(db, user.id, newDemoUser);
      await recordSignUpConsents(db, user.id, { agreesToTerms: true }, legal);
      await updateProfile(db, user.id, demoProfile);
      await updateBankDetails(db, user.id, demoBankDetails);
      inviteIds = await seedDemoCampaigns(db, user.id);
    }
    seeded.push({ email: account.email, role: account.role, created: true });
  }
  return { accounts: seeded, inviteIds };
}

export async function hasNoUsers(db: Db): Promise<boolean> {
  const [row] = await db.select({ users: count() }).from(users);
  return (row?.users ?? 0) === 0;
}
