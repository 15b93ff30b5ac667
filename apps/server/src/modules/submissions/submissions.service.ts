import { isNull, ne, or } from 'drizzle-orm';
import {
  draftFiles,
  needsDraft,
  postLinkProblem,
  type DraftSubmission,
  type FinalSubmission,
  type ReportSubmission,
  type Task,
} from '@portal/domain/tasks';
import {
  isAcceptedType,
  refusedFileMessage,
  UPLOAD_POLICIES,
  type CampaignUploadPurpose,
} from '@portal/domain/uploads';
import type { Db, Tx } from '../../db/client.ts';
import { tasks } from '../../db/schema/campaigns.ts';
import { attachments, reports, submissions } from '../../db/schema/submissions.ts';
import { badRequest, HttpError } from '../../lib/http-error.ts';
import { creatorTransition, findTask } from '../tasks/tasks.service.ts';
import { usableFiles } from '../uploads/uploads.service.ts';

const isBlank = (value: string | null | undefined) => !value || value.trim() === '';

/**
 * Refuses any file that is not the creator's own, finished upload for this campaign, and any
 * whose bytes are not a format `purpose` takes (an upload may have named a wider purpose).
 */
async function checkFiles(db: Db, userId: string, task: Task, purpose: CampaignUploadPurpose, keys: string[]) {
  const usable = await usableFiles(db, userId, task.associatedCampaign, UPLOAD_POLICIES[purpose].kind, keys);
  if (keys.some((key) => !usable.has(key))) throw badRequest('file-not-usable');
  if (keys.some((key) => !isAcceptedType(purpose, usable.get(key))))
    throw HttpError.refusing(400, refusedFileMessage(purpose));
}

async function attach(
  tx: Tx,
  owner: { submissionId: string } | { reportId: string },
  role: 'screenshot' | 'draft' | 'report',
  keys: string[],
) {
  if (keys.length === 0) return;
  await tx.insert(attachments).values(keys.map((fileKey, position) => ({ ...owner, role, fileKey, position })));
}

/**
 * The final submission (SPEC §5): screenshots always, a link unless REVIEW, and for draft task
 * types only once the draft was approved. ACCEPTED, REJECTED or EXPIRED → PENDING-CHECKING.
 */
export async function submitFinal(db: Db, userId: string, submission: FinalSubmission): Promise<Task> {
  const task = await findTask(db, userId, submission.taskId);
  const { taskType } = task.campaignDetails;
  if (submission.screenshotURL.length === 0) throw badRequest('screenshot-required');
  const linkProblem = postLinkProblem(taskType, submission.linkURL);
  if (linkProblem) throw HttpError.refusing(400, linkProblem);
  if (needsDraft(taskType) && !task.draftApproved) throw badRequest('draft-not-approved');
  const drafts = draftFiles(submission.draftCommentURLArray);
  await checkFiles(db, userId, task, 'screenshot', submission.screenshotURL);
  await checkFiles(db, userId, task, 'draft', drafts);

  await db.transaction(async (tx) => {
    await creatorTransition(tx, userId, {
      taskId: task.id,
      action: 'submit',
      changes: { submissionDate: new Date(), rejectionComments: null },
    });
    const [row] = await tx
      .insert(submissions)
      .values({
        taskId: task.id,
        userId,
        stage: 'FINAL',
        linkUrl: submission.linkURL || null,
        draftComment: submission.draftComment || null,
      })
      .returning({ id: submissions.id });
    if (!row) throw new Error('submission not recorded');
    await attach(tx, { submissionId: row.id }, 'screenshot', submission.screenshotURL);
    await attach(tx, { submissionId: row.id }, 'draft', drafts);
  });
  return findTask(db, userId, task.id);
}

/**
 * A draft for VIDEO (files and comment) or DRAFT (comment) tasks. The task becomes (or stays)
 * ACCEPTED with a draft waiting for review; a second draft before the review is a duplicate (409).
 */
export async function submitDraft(db: Db, userId: string, draft: DraftSubmission): Promise<Task> {
  const task = await findTask(db, userId, draft.taskId);
  const { taskType } = task.campaignDetails;
  if (!needsDraft(taskType)) throw badRequest('task-takes-no-draft');
  const files = draftFiles(draft.draftCommentURLArray);
  if (taskType === 'VIDEO' && files.length === 0) throw badRequest('draft-files-required');
  if (isBlank(draft.draftComment)) throw badRequest('draft-comment-required');
  await checkFiles(db, userId, task, 'draft', files);

  await db.transaction(async (tx) => {
    await creatorTransition(tx, userId, {
      taskId: task.id,
      action: 'submitDraft',
      changes: { draftSubmittedAt: new Date(), draftComment: draft.draftComment.trim(), draftApproved: false },
      // In ACCEPTED a sent draft waits for review or was approved: only one waits at a time and an
      // approved draft is not replaced. One rejected, or left behind when the task expired, is.
      guard: or(isNull(tasks.draftSubmittedAt), ne(tasks.status, 'ACCEPTED')),
    });
    const [row] = await tx
      .insert(submissions)
      .values({
        taskId: task.id,
        userId,
        stage: 'DRAFT',
        draftComment: draft.draftComment.trim(),
        linkUrl: draft.linkURL || null,
      })
      .returning({ id: submissions.id });
    if (!row) throw new Error('draft not recorded');
    await attach(tx, { submissionId: row.id }, 'draft', files);
  });
  return findTask(db, userId, task.id);
}

/**
 * The report of an approved task (APPROVED-PENDING-REPORT → APPROVED-PENDING-PAYMENT): its payment
 * falls due from `at`.
 */
export async function submitReport(
  db: Db,
  userId: string,
  report: ReportSubmission,
  at: Date = new Date(),
): Promise<Task> {
  const task = await findTask(db, userId, report.taskId);
  if (report.reportURL.length === 0) throw badRequest('screenshot-required');
  await checkFiles(db, userId, task, 'report', report.reportURL);
  await db.transaction(async (tx) => {
    await creatorTransition(tx, userId, { taskId: task.id, action: 'submitReport', at });
    const [row] = await tx.insert(reports).values({ taskId: task.id, userId }).returning({ id: reports.id });
    if (!row) throw new Error('report not recorded');
    await attach(tx, { reportId: row.id }, 'report', report.reportURL);
  });
  return findTask(db, userId, task.id);
}
