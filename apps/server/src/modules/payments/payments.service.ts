import { and, count, desc, eq, ilike, inArray, isNotNull, isNull, or, sql } from 'drizzle-orm';
import {
  PAYOUT_CSV_COLUMNS,
  type PaidPayoutPage,
  type PaidPayoutQuery,
  type StartPayoutsResult,
} from '@portal/domain/admin';
import { malaysianDateOf } from '@portal/domain/calendar';
import { PAYOUTS_EXPORT_READ_REASON } from '@portal/domain/privacy';
import { toDecimalText, toMajorUnits } from '@portal/domain/money';
import {
  DEFAULT_CURRENCY,
  inSubState,
  isRevisionAction,
  revisionRefusal,
  STATUS_LABELS,
  type ReportState,
  type ReviewAction,
  type TaskStatus,
} from '@portal/domain/tasks';
import { rowsOf, type Db, type Tx } from '../../db/client.ts';
import { revisionsUsedSql, termSql } from '../../db/sql-json.ts';
import { reportStateSql } from '../../db/sql-tasks.ts';
import { campaigns, tasks } from '../../db/schema/campaigns.ts';
import { users } from '../../db/schema/identity.ts';
import { profiles } from '../../db/schema/profiles.ts';
import { payments } from '../../db/schema/referrals.ts';
import { reports } from '../../db/schema/submissions.ts';
import { badRequest, conflict, duplicateRequest, HttpError, notFound } from '../../lib/http-error.ts';
import { toCsv } from './csv.ts';
import { payoutDetailsColumns } from './payout-details.ts';
import { fieldsShown, recordPersonalDataReads, type Reader } from '../privacy/data-reads.service.ts';
import { accrueOwed } from '../payouts/ledger.ts';
import { payManually } from '../payouts/manual-payout.ts';
import { referralFallsDue } from '../referrals/referrals.service.ts';
import { moveTaskByReview } from '../review/decisions.service.ts';

/** The brand approves the latest report waiting for review: 409 when none was sent, or on a replay. */
async function approveLatestReport(tx: Tx, adminId: string, taskId: string) {
  const [latest] = await tx
    .select({ id: reports.id, reviewedAt: reports.reviewedAt })
    .from(reports)
    .where(eq(reports.taskId, taskId))
    .orderBy(desc(reports.createdAt), desc(reports.id))
    .limit(1);
  if (!latest) throw conflict('no-report-waiting');
  if (latest.reviewedAt) throw await reportApprovedFirst(tx, latest.id);
  // Conditional, so of two simultaneous approvals only one finds the report unreviewed.
  const approved = await tx
    .update(reports)
    .set({ reviewedAt: new Date(), reviewedBy: adminId })
    .where(and(eq(reports.id, latest.id), isNull(reports.reviewedAt)))
    .returning({ id: reports.id });
  if (approved.length === 0) throw await reportApprovedFirst(tx, latest.id);
}

/** The 409 for a report another manager approved first: who and when, as `movedFirstRefusal` says it of a step. */
async function reportApprovedFirst(tx: Tx, reportId: string) {
  const [approval] = await tx
    .select({ by: users.name, at: reports.reviewedAt })
    .from(reports)
    .leftJoin(users, eq(users.id, reports.reviewedBy))
    .where(eq(reports.id, reportId));
  if (!approval?.at) return duplicateRequest();
  return duplicateRequest({
    action: 'approveReport' satisfies ReviewAction,
    ...(approval.by ? { by: approval.by } : {}),
    at: approval.at.toISOString(),
  });
}

/**
 * A payout starts only with somewhere to send it and, when a report is owed, the report approved.
 * It runs after the task moved: `from` is the status it left.
 */
async function checkPayoutCanStart(tx: Tx, taskId: string, userId: string, from: TaskStatus) {
  const [row] = rowsOf<{ report: ReportState; payment_method: string | null }>(
    await tx.execute(sql`
      select ${reportStateSql()} as report, p.payment_method
      from ${tasks} t join ${campaigns} c on c.id = t.campaign_id
      left join ${profiles} p on p.user_id = ${userId}
      where t.id = ${taskId}`),
  );
  if (!row || !inSubState('readyToPay', { status: from, report: row.report })) throw conflict('report-not-approved');
  if (!row.payment_method) throw badRequest('no-payment-details');
}

/**
 * A rejection beyond the revisions agreed needs the campaign manager's confirmation (409 without
 * it). It runs after the task moved: the step's own rejection is counted, so it is left out.
 */
async function checkRevisionBudget(tx: Tx, taskId: string, confirmed: boolean) {
  const [row] = rowsOf<{ used: number; included: number }>(
    await tx.execute(sql`
      select ${revisionsUsedSql()} as used, ${termSql('revisions_included', 'task')} as included
      from ${tasks} t join ${campaigns} c on c.id = t.campaign_id
      where t.id = ${taskId}`),
  );
  if (!row) throw notFound('task-not-found');
  const refusal = revisionRefusal('reject', { used: Number(row.used) - 1, included: Number(row.included) }, confirmed);
  if (refusal) throw HttpError.refusing(409, refusal);
}

/**
 * A task's payout made: the task moves to COMPLETED, its creator's payment is recorded with
 * `reference`, and the fee of the referral that brought them in falls due. Inside the caller's
 * transaction: the back office marking it paid, or the rail saying it paid.
 */
export async function recordTaskPayment(
  tx: Tx,
  adminId: string,
  taskId: string,
  reference: string | null,
  at: Date,
): Promise<void> {
  const task = await moveTaskByReview(tx, { adminId }, taskId, 'markPaid', reference, at);
  await tx.insert(payments).values({
    userId: task.userId,
    taskId,
    amountMinor: task.incentiveMinor,
    currency: task.currency,
    reference,
    paidAt: at,
  });
  await referralFallsDue(tx, taskId);
}

/**
 * One back-office step on a task, in one transaction (a refusal rolls the whole step back).
 * Approving a task for payment sets its due date from `at`, and once the approval is final the
 * payout is owed in the ledger. Approving a report marks the latest one reviewed; starting a payout
 * needs payment details and an approved report when one is owed; marking it paid also records the
 * payment to its creator (in the ledger, as a manual batch of one line: refused while a batch holds
 * the task) and makes the fee of the referral that brought them in fall due. A rejection beyond
 * the revisions agreed needs `beyondBudget`.
 */
export async function decideTask(
  db: Db,
  adminId: string,
  taskId: string,
  step: { action: ReviewAction; remark?: string; reference?: string; beyondBudget?: boolean },
  at: Date = new Date(),
  /** How long the decision may be undone, in seconds (UNDOABLE_ACTIONS only). */
  undoWindowSeconds = 0,
): Promise<void> {
  await db.transaction(async (tx) => {
    if (step.action === 'markPaid') {
      // Owed first, while the task still waits for its payout, so the manual batch pays what was owed.
      await accrueOwed(tx, { taskIds: [taskId] }, at);
      await recordTaskPayment(tx, adminId, taskId, step.reference ?? null, at);
      await payManually(tx, adminId, { taskId }, step.reference ?? null, at);
      return;
    }
    const task = await moveTaskByReview(
      tx,
      { adminId },
      taskId,
      step.action,
      step.remark ?? null,
      at,
      undefined,
      undoWindowSeconds,
    );
    if (isRevisionAction(step.action)) await checkRevisionBudget(tx, taskId, step.beyondBudget === true);
    if (step.action === 'approveReport') await approveLatestReport(tx, adminId, taskId);
    if (step.action === 'startPayout') await checkPayoutCanStart(tx, taskId, task.userId, task.from);
    await accrueOwed(tx, { taskIds: [taskId] }, at);
  });
}

/** Why a task that was not moved was skipped, in words an admin can act on: the refusal, or what the task is waiting for. */
function skipReason(error: HttpError, status: TaskStatus | undefined): HttpError {
  if (status === undefined) return notFound('task-not-found');
  if (error.code !== 'duplicate-request') return error;
  if (status === 'APPROVED-PROCESSING-PAYMENT') return conflict('payout-already-started');
  return STATUS_LABELS[status].payment
    ? conflict('payout-not-due-payment', { status, payment: status })
    : conflict('payout-not-due', { status });
}

/**
 * Starts many payouts: each task goes through the same step as one review call, in its own
 * transaction, so one refusal does not hold up the others. Answers which started and why the
 * others were skipped, in the order given.
 */
export async function startPayouts(db: Db, adminId: string, taskIds: string[]): Promise<StartPayoutsResult> {
  const wanted = [...new Set(taskIds)];
  const found = await db.select({ id: tasks.id, status: tasks.status }).from(tasks).where(inArray(tasks.id, wanted));
  const statuses = new Map(found.map((task) => [task.id, task.status as TaskStatus]));
  const result: StartPayoutsResult = { started: [], skipped: [] };
  for (const taskId of wanted) {
    try {
      if (!statuses.has(taskId)) throw notFound('task-not-found');
      await decideTask(db, adminId, taskId, { action: 'startPayout' });
      result.started.push(taskId);
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
      const { message, code, params } = skipReason(error, statuses.get(taskId));
      result.skipped.push({ taskId, reason: message, code, ...(params ? { params } : {}) });
    }
  }
  return result;
}

/**
 * The payouts of the given tasks as CSV (PAYOUT_CSV_COLUMNS), one row per task in the order
 * given; unknown ids are left out. The amount is what was paid, or what the task will pay (the
 * incentive its creator agreed to); its due day and the day it was paid are days in Malaysia.
 * It carries the bank account and identity numbers in full: each creator's are recorded as read
 * by `reader` (one read per creator and number) in the transaction the file is read in.
 */
export function exportPayoutsCsv(db: Db, reader: Reader, taskIds: string[]): Promise<string> {
  return db.transaction(async (tx) => {
    const csv = await payoutsCsvOf(tx, taskIds);
    await recordPersonalDataReads(tx, reader, 'payouts-export', PAYOUTS_EXPORT_READ_REASON, csv.subjects);
    return csv.text;
  });
}

/** The CSV of `exportPayoutsCsv`, and whose numbers it shows in full. */
async function payoutsCsvOf(db: Db, taskIds: string[]) {
  const wanted = [...new Set(taskIds)];
  const rows = await db
    .select({
      taskId: tasks.id,
      status: tasks.status,
      influencer: users.name,
      email: users.email,
      campaign: campaigns.title,
      amountMinor: sql<number>`coalesce(${payments.amountMinor}, ${tasks.agreedIncentiveMinor}, ${campaigns.incentiveMinor})`,
      currency: sql<string>`coalesce(${payments.currency}, ${tasks.agreedCurrency}, nullif(${campaigns.currency}, ''), ${DEFAULT_CURRENCY})`,
      dueOn: tasks.paymentDueOn,
      reference: payments.reference,
      paidAt: payments.paidAt,
      ...payoutDetailsColumns,
    })
    .from(tasks)
    .innerJoin(campaigns, eq(campaigns.id, tasks.campaignId))
    .innerJoin(users, eq(users.id, tasks.userId))
    .leftJoin(profiles, eq(profiles.userId, tasks.userId))
    .leftJoin(payments, eq(payments.taskId, tasks.id))
    .where(inArray(tasks.id, wanted));
  const byId = new Map(rows.map((row) => [row.taskId, row]));
  const lines = wanted.flatMap((taskId) => {
    const row = byId.get(taskId);
    if (!row) return [];
    return [
      [
        row.taskId,
        row.influencer,
        row.email,
        row.campaign,
        toDecimalText(Number(row.amountMinor)),
        row.currency,
        row.paymentMethod,
        row.paypalEmail,
        row.bankName,
        row.bankAccName,
        row.bankAccNo,
        row.nationalityDoc,
        row.nric,
        row.passportNumber,
        row.status,
        row.dueOn,
        row.reference,
        row.paidAt ? malaysianDateOf(row.paidAt) : null,
      ],
    ];
  });
  const subjects = rows.flatMap((row) =>
    row.userId ? [{ subjectId: row.userId, fields: fieldsShown(row.bankAccNo, [row.nric, row.passportNumber]) }] : [],
  );
  return { text: toCsv([PAYOUT_CSV_COLUMNS, ...lines]), subjects };
}

/**
 * The payouts made (a payment for a task), newest first, a page at a time: the paid history the
 * payouts queue no longer holds. Filtered by campaign, and by the creator's name or e-mail.
 */
export async function listPaidPayouts(db: Db, query: PaidPayoutQuery): Promise<PaidPayoutPage> {
  const term = query.search ? `%${query.search.replace(/[\\%_]/g, (character) => `\\${character}`)}%` : null;
  const where = and(
    isNotNull(payments.taskId),
    query.campaignId ? eq(tasks.campaignId, query.campaignId) : undefined,
    term ? or(ilike(users.name, term), ilike(users.email, term)) : undefined,
  );
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        taskId: tasks.id,
        userId: users.id,
        fullName: users.name,
        email: users.email,
        campaignId: campaigns.id,
        title: campaigns.title,
        amountMinor: payments.amountMinor,
        currency: payments.currency,
        dueOn: tasks.paymentDueOn,
        reference: payments.reference,
        paidAt: payments.paidAt,
      })
      .from(payments)
      .innerJoin(tasks, eq(tasks.id, payments.taskId))
      .innerJoin(campaigns, eq(campaigns.id, tasks.campaignId))
      .innerJoin(users, eq(users.id, payments.userId))
      .where(where)
      .orderBy(desc(payments.paidAt), desc(payments.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db
      .select({ total: count() })
      .from(payments)
      .innerJoin(tasks, eq(tasks.id, payments.taskId))
      .innerJoin(users, eq(users.id, payments.userId))
      .where(where),
  ]);
  return {
    items: rows.map((row) => ({
      taskId: row.taskId,
      influencer: { id: row.userId, fullName: row.fullName, email: row.email },
      campaign: { id: row.campaignId, title: row.title },
      amount: toMajorUnits(row.amountMinor),
      currency: row.currency,
      dueOn: row.dueOn,
      reference: row.reference,
      paidAt: row.paidAt.toISOString(),
    })),
    total: Number(counted?.total ?? 0),
    page: query.page,
    pageSize: query.pageSize,
  };
}
