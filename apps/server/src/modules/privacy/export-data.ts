import { asc, eq, inArray, or } from 'drizzle-orm';
import { maskSecret } from '@portal/domain/profile';
import type { Db } from '../../db/client.ts';
import { campaigns, screeningQuestions, screeningResponses, taskEvents, tasks } from '../../db/schema/campaigns.ts';
import { files } from '../../db/schema/files.ts';
import { userBans, users } from '../../db/schema/identity.ts';
import { messageFiles, taskMessages } from '../../db/schema/messages.ts';
import { notificationSettings } from '../../db/schema/notifications.ts';
import { payoutBatches, payoutLines } from '../../db/schema/payouts.ts';
import { consents, personalDataReads, signIns } from '../../db/schema/privacy.ts';
import { profiles } from '../../db/schema/profiles.ts';
import { payments, referralLinks, referrals } from '../../db/schema/referrals.ts';
import { attachments, reports, submissions } from '../../db/schema/submissions.ts';
import { listNotifications } from '../notifications/notification-centre.service.ts';

/** The JSON files of an export, in the order the index lists them. */
export const EXPORT_SECTIONS = [
  'profile',
  'payout-details',
  'tasks',
  'submissions',
  'reports',
  'conversations',
  'notifications',
  'referrals',
  'payments',
  'consents',
  'sign-ins',
  'personal-data-reads',
] as const;
export type ExportSection = (typeof EXPORT_SECTIONS)[number];

/** An uploaded file of the creator's, or one sent to them in a conversation: its bytes go in the ZIP at `path`. */
export interface ExportFile {
  key: string;
  /** Its place in the ZIP, under `files/`. */
  path: string;
  fileName: string;
  contentType: string | null;
  sizeBytes: number | null;
}

export interface ExportData {
  /** Who it is for: their name and e-mail, and the language the index and the e-mail are written in. */
  name: string;
  email: string;
  locale: string | null;
  sections: Record<ExportSection, unknown>;
  files: ExportFile[];
}

const iso = (time: Date | null | undefined) => (time ? time.toISOString() : null);

/** A file name safe as one step of a path in a ZIP, on any system. */
function safeName(name: string): string {
  const cleaned = name
    .replace(/[\\/:*?"<>|]/g, '_')
    .split('')
    .map((char) => (char.charCodeAt(0) < 32 || char.charCodeAt(0) === 127 ? '_' : char))
    .join('')
    .replace(/^\.+/, '_')
    .trim();
  return (cleaned || 'file').slice(-120);
}

/** A JSON description of a stored file, and where its bytes are in the ZIP. */
type FileRow = {
  key: string;
  fileName: string;
  contentType: string | null;
  sizeBytes: number | null;
  erasedAt: Date | null;
};

/**
 * Everything the portal holds about `userId`, read for their export: each query is bounded to
 * rows that are theirs (their user id, or their own tasks), so nobody else's data comes along
 * except what they were shown in the portal (a brand's messages on their own tasks). Bank account
 * and identity numbers are masked to their last 4 characters. Files are named, not read: the
 * archive streams them.
 */
export async function collectExportData(db: Db, userId: string): Promise<ExportData> {
  const [user] = await db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      emailVerified: users.emailVerified,
      createdAt: users.createdAt,
    })
    .from(users)
    .where(eq(users.id, userId));
  if (!user) throw new Error(`no user ${userId} to export`);
  const [profile] = await db.select().from(profiles).where(eq(profiles.userId, userId));
  const exportFiles: ExportFile[] = [];
  const fileEntry = (folder: string, owner: string, position: number, file: FileRow) => {
    // Bytes retention deleted are in no ZIP: the file is named, and said to be deleted.
    if (file.erasedAt) {
      return {
        fileName: file.fileName,
        contentType: file.contentType,
        sizeBytes: file.sizeBytes,
        path: null,
        erased: true,
      };
    }
    const entry: ExportFile = {
      key: file.key,
      path: `files/${folder}/${owner}/${position + 1}-${safeName(file.fileName)}`,
      fileName: file.fileName,
      contentType: file.contentType,
      sizeBytes: file.sizeBytes,
    };
    exportFiles.push(entry);
    return {
      fileName: entry.fileName,
      contentType: entry.contentType,
      sizeBytes: entry.sizeBytes,
      path: entry.path,
      erased: false,
    };
  };

  const ownTasks = await db
    .select({ task: tasks, campaignTitle: campaigns.title, platform: campaigns.platform, taskType: campaigns.taskType })
    .from(tasks)
    .innerJoin(campaigns, eq(campaigns.id, tasks.campaignId))
    .where(eq(tasks.userId, userId))
    .orderBy(asc(tasks.createdAt));
  const taskIds = ownTasks.map(({ task }) => task.id);
  const titleOf = new Map(ownTasks.map(({ task, campaignTitle }) => [task.id, campaignTitle]));
  const events =
    taskIds.length === 0
      ? []
      : await db
          .select()
          .from(taskEvents)
          .where(inArray(taskEvents.taskId, taskIds))
          .orderBy(asc(taskEvents.createdAt), asc(taskEvents.id));
  const answers =
    taskIds.length === 0
      ? []
      : await db
          .select({
            taskId: screeningResponses.taskId,
            question: screeningQuestions.question,
            answer: screeningResponses.answer,
            answeredAt: screeningResponses.answeredAt,
          })
          .from(screeningResponses)
          .innerJoin(screeningQuestions, eq(screeningQuestions.id, screeningResponses.questionId))
          .where(inArray(screeningResponses.taskId, taskIds))
          .orderBy(asc(screeningQuestions.orderIndex));

  const taskSection = ownTasks.map(({ task, campaignTitle, platform, taskType }) => ({
    id: task.id,
    campaign: campaignTitle,
    platform,
    taskType,
    status: task.status,
    deadline: iso(task.taskDeadline),
    submittedAt: iso(task.submissionDate),
    draftSubmittedAt: iso(task.draftSubmittedAt),
    draftApproved: task.draftApproved,
    rejectionComments: task.rejectionComments,
    applicationRejectionComments: task.applicationRejectionComments,
    uniqueComment: task.uniqueComment,
    uniqueCommentUrl: task.uniqueCommentUrl,
    termsAgreedAt: iso(task.termsAgreedAt),
    agreedTerms: task.termsAgreedAt
      ? {
          incentiveMinor: task.agreedIncentiveMinor,
          currency: task.agreedCurrency,
          paymentDays: task.agreedPaymentDays,
          reviewDays: task.agreedReviewDays,
          revisionsIncluded: task.agreedRevisionsIncluded,
          usageRights: task.agreedUsageRights,
          usageNote: task.agreedUsageNote,
        }
      : null,
    paymentDueOn: task.paymentDueOn,
    createdAt: iso(task.createdAt),
    updatedAt: iso(task.updatedAt),
    screeningAnswers: answers
      .filter((answer) => answer.taskId === task.id)
      .map(({ question, answer, answeredAt }) => ({ question, answer, answeredAt: iso(answeredAt) })),
    // The task's timeline: every step, by whom (the server, a campaign manager or you), never which manager.
    timeline: events
      .filter((event) => event.taskId === task.id && event.undoneAt === null)
      .map((event) => ({
        at: iso(event.createdAt),
        action: event.action,
        from: event.fromStatus,
        to: event.toStatus,
        by: event.actorUserId === userId ? 'you' : event.actor,
        remark: event.remark,
        agreedTerms: event.agreedTerms,
      })),
  }));

  const submissionRows = await db
    .select()
    .from(submissions)
    .where(eq(submissions.userId, userId))
    .orderBy(asc(submissions.createdAt));
  const reportRows = await db.select().from(reports).where(eq(reports.userId, userId)).orderBy(asc(reports.createdAt));
  const submissionIds = submissionRows.map((row) => row.id);
  const reportIds = reportRows.map((row) => row.id);
  const attachmentRows =
    submissionIds.length + reportIds.length === 0
      ? []
      : await db
          .select({
            submissionId: attachments.submissionId,
            reportId: attachments.reportId,
            role: attachments.role,
            position: attachments.position,
            key: files.key,
            fileName: files.fileName,
            contentType: files.contentType,
            sizeBytes: files.sizeBytes,
            erasedAt: files.erasedAt,
          })
          .from(attachments)
          .innerJoin(files, eq(files.key, attachments.fileKey))
          .where(
            or(
              submissionIds.length > 0 ? inArray(attachments.submissionId, submissionIds) : undefined,
              reportIds.length > 0 ? inArray(attachments.reportId, reportIds) : undefined,
            ),
          )
          .orderBy(asc(attachments.position), asc(attachments.id));
  const submissionSection = submissionRows.map((row) => ({
    id: row.id,
    taskId: row.taskId,
    campaign: titleOf.get(row.taskId) ?? null,
    stage: row.stage,
    link: row.linkUrl,
    comment: row.draftComment,
    createdAt: iso(row.createdAt),
    files: attachmentRows
      .filter((file) => file.submissionId === row.id)
      .map((file, index) => ({ role: file.role, ...fileEntry('submissions', row.id, index, file) })),
  }));
  const reportSection = reportRows.map((row) => ({
    id: row.id,
    taskId: row.taskId,
    campaign: titleOf.get(row.taskId) ?? null,
    createdAt: iso(row.createdAt),
    reviewedAt: iso(row.reviewedAt),
    files: attachmentRows
      .filter((file) => file.reportId === row.id)
      .map((file, index) => fileEntry('reports', row.id, index, file)),
  }));

  const messages =
    taskIds.length === 0
      ? []
      : await db
          .select()
          .from(taskMessages)
          .where(inArray(taskMessages.taskId, taskIds))
          .orderBy(asc(taskMessages.createdAt), asc(taskMessages.id));
  const messageFileRows =
    messages.length === 0
      ? []
      : await db
          .select({
            messageId: messageFiles.messageId,
            position: messageFiles.position,
            key: files.key,
            fileName: files.fileName,
            contentType: files.contentType,
            sizeBytes: files.sizeBytes,
            erasedAt: files.erasedAt,
          })
          .from(messageFiles)
          .innerJoin(files, eq(files.key, messageFiles.fileKey))
          .where(
            inArray(
              messageFiles.messageId,
              messages.map((message) => message.id),
            ),
          )
          .orderBy(asc(messageFiles.position));
  const conversationSection = ownTasks
    .map(({ task, campaignTitle }) => ({
      taskId: task.id,
      campaign: campaignTitle,
      messages: messages
        .filter((message) => message.taskId === task.id)
        .map((message) => ({
          id: message.id,
          at: iso(message.createdAt),
          // The brand side is the campaign's managers, never named.
          from: message.authorId === userId ? 'you' : message.side,
          text: message.body,
          files: messageFileRows
            .filter((file) => file.messageId === message.id)
            .map((file, index) => fileEntry('messages', message.id, index, file)),
        })),
    }))
    .filter((conversation) => conversation.messages.length > 0);

  const notificationItems = [];
  for (let page = 1; ; page += 1) {
    const { items } = await listNotifications(db, userId, { page, pageSize: 500 });
    notificationItems.push(...items);
    if (items.length < 500) break;
  }
  const [settings] = await db
    .select({ preferences: notificationSettings.preferences })
    .from(notificationSettings)
    .where(eq(notificationSettings.userId, userId));

  const referralRows = await db
    .select({
      id: referrals.id,
      campaign: campaigns.title,
      status: referrals.status,
      friendName: users.name,
      createdAt: referrals.createdAt,
      updatedAt: referrals.updatedAt,
    })
    .from(referrals)
    .innerJoin(campaigns, eq(campaigns.id, referrals.campaignId))
    .innerJoin(users, eq(users.id, referrals.referredUserId))
    .where(eq(referrals.referrerId, userId))
    .orderBy(asc(referrals.createdAt));
  const referredBy = await db
    .select({ campaign: campaigns.title, status: referrals.status, createdAt: referrals.createdAt })
    .from(referrals)
    .innerJoin(campaigns, eq(campaigns.id, referrals.campaignId))
    .where(eq(referrals.referredUserId, userId));
  const links = await db
    .select({ code: referralLinks.code, campaign: campaigns.title, createdAt: referralLinks.createdAt })
    .from(referralLinks)
    .innerJoin(campaigns, eq(campaigns.id, referralLinks.campaignId))
    .where(eq(referralLinks.userId, userId));

  const paymentRows = await db.select().from(payments).where(eq(payments.userId, userId)).orderBy(asc(payments.paidAt));
  const lineRows = await db
    .select({ line: payoutLines, method: payoutBatches.method, sentAt: payoutBatches.sentAt })
    .from(payoutLines)
    .innerJoin(payoutBatches, eq(payoutBatches.id, payoutLines.batchId))
    .where(eq(payoutLines.userId, userId))
    .orderBy(asc(payoutLines.createdAt));

  const consentRows = await db
    .select()
    .from(consents)
    .where(eq(consents.userId, userId))
    .orderBy(asc(consents.givenAt));
  const signInRows = await db.select().from(signIns).where(eq(signIns.userId, userId)).orderBy(asc(signIns.at));
  const readRows = await db
    .select()
    .from(personalDataReads)
    .where(eq(personalDataReads.subjectId, userId))
    .orderBy(asc(personalDataReads.readAt));
  const bans = await db
    .select({ reason: userBans.reason, bannedAt: userBans.bannedAt, liftedAt: userBans.liftedAt })
    .from(userBans)
    .where(eq(userBans.userId, userId));

  const sections: Record<ExportSection, unknown> = {
    profile: {
      id: user.id,
      name: user.name,
      email: user.email,
      emailVerified: user.emailVerified,
      signedUpAt: iso(user.createdAt),
      language: profile?.locale ?? null,
      contactNumber: profile?.contactNumber ?? null,
      country: profile?.country ?? null,
      location: profile?.location ?? null,
      address: profile
        ? { line1: profile.addrOne, line2: profile.addrTwo, city: profile.city, postcode: profile.postcode }
        : null,
      dateOfBirth: profile?.dateOfBirth ?? null,
      gender: profile?.gender ?? null,
      ethnicity: profile?.ethnicity ?? null,
      languages: profile?.languages ?? [],
      maritalStatus: profile?.maritalStatus ?? null,
      kids: profile?.kids ?? null,
      contentTypes: profile?.contentTypes ?? [],
      socialMediaLinks: profile?.socialMediaLinks ?? {},
      socialMediaFollowers: profile?.socialMediaFollowers ?? {},
      followersUpdatedAt: iso(profile?.followersUpdatedAt),
      referralCode: profile?.referralCode ?? null,
      notificationPreferences: settings?.preferences ?? null,
      bans: bans.map((ban) => ({ reason: ban.reason, bannedAt: iso(ban.bannedAt), liftedAt: iso(ban.liftedAt) })),
    },
    'payout-details': {
      paymentMethod: profile?.paymentMethod ?? null,
      paypalEmail: profile?.paypalEmail ?? null,
      bankName: profile?.bankName ?? null,
      bankAccountName: profile?.bankAccName ?? null,
      bankAccountNumber: masked(profile?.bankAccNo),
      identityDocument: profile?.nationalityDoc ?? null,
      nric: masked(profile?.nric),
      passportNumber: masked(profile?.passportNumber),
    },
    tasks: taskSection,
    submissions: submissionSection,
    reports: reportSection,
    conversations: conversationSection,
    notifications: notificationItems,
    referrals: {
      yourLinks: links.map((link) => ({ ...link, createdAt: iso(link.createdAt) })),
      friendsYouReferred: referralRows.map((row) => ({
        ...row,
        createdAt: iso(row.createdAt),
        updatedAt: iso(row.updatedAt),
      })),
      referredBy: referredBy.map((row) => ({ ...row, createdAt: iso(row.createdAt) })),
    },
    payments: {
      payments: paymentRows.map((row) => ({
        id: row.id,
        taskId: row.taskId,
        referralId: row.referralId,
        campaign: row.taskId ? (titleOf.get(row.taskId) ?? null) : null,
        amountMinor: row.amountMinor,
        currency: row.currency,
        reference: row.reference,
        paidAt: iso(row.paidAt),
      })),
      payouts: lineRows.map(({ line, method, sentAt }) => ({
        id: line.id,
        batchId: line.batchId,
        method,
        taskId: line.taskId,
        referralId: line.referralId,
        amountMinor: line.amountMinor,
        currency: line.currency,
        status: line.status,
        reason: line.reason,
        sentAt: iso(sentAt),
        statusAt: iso(line.statusAt),
        createdAt: iso(line.createdAt),
      })),
    },
    consents: consentRows.map((row) => ({
      document: row.document,
      version: row.version,
      source: row.source,
      givenAt: iso(row.givenAt),
      withdrawnAt: iso(row.withdrawnAt),
    })),
    'sign-ins': signInRows.map((row) => ({ at: iso(row.at), ipAddress: row.ipAddress, userAgent: row.userAgent })),
    'personal-data-reads': readRows.map((row) => ({
      at: iso(row.readAt),
      by: row.readerName,
      field: row.field,
      channel: row.channel,
      reason: row.reason,
    })),
  };
  return { name: user.name, email: user.email, locale: profile?.locale ?? null, sections, files: exportFiles };
}

/** A bank account or identity number as the export shows it: its last 4 characters. */
const masked = (value: string | null | undefined) => (value ? maskSecret(value, 4) : null);
