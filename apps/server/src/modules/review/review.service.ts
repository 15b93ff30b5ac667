import { sql, type SQL } from 'drizzle-orm';
import type {
  AdminTask,
  QueueCounts,
  QueueItem,
  QueueKind,
  QueuePage,
  SentFile,
  SentReport,
  SentSubmission,
  SentWork,
  TaskEvent,
} from '@portal/domain/admin';
import { malaysianDateOf } from '@portal/domain/calendar';
import { reviewStanding } from '@portal/domain/terms';
import {
  AT_PAYMENT_STATUSES,
  inSubState,
  NO_CAMPAIGN_FOUND,
  SUB_STATES,
  type ReportState,
  type SubStateName,
  type TaskFacts,
  type TaskStatus,
} from '@portal/domain/tasks';
import { rowsOf, type Db } from '../../db/client.ts';
import {
  campaigns,
  screeningQuestions,
  screeningResponses,
  taskEvents,
  tasks,
  type StoredTerms,
} from '../../db/schema/campaigns.ts';
import { deadlineExtensions } from '../../db/schema/extensions.ts';
import { files } from '../../db/schema/files.ts';
import { taskThreads } from '../../db/schema/messages.ts';
import { users } from '../../db/schema/identity.ts';
import { profiles } from '../../db/schema/profiles.ts';
import { referrals } from '../../db/schema/referrals.ts';
import { attachments, reports, submissions } from '../../db/schema/submissions.ts';
import { answersBySnapshot, currentSnapshot, SNAPSHOT } from '../../db/snapshot.ts';
import { campaignTermsJsonPairs, isoTime, revisionsJson, termSql } from '../../db/sql-json.ts';
import { draftStateSql, inSubStateSql, reportStateSql, statusInSql } from '../../db/sql-tasks.ts';
import { notFound } from '../../lib/http-error.ts';
import { signedFileUrl } from '../files/files.service.ts';
import { payoutDetailsJson } from '../payments/payout-details.ts';
import { shownTerms } from '../tasks/agreed-terms.ts';

/** Signed file links in the back office live an hour. */
export const FILE_LINK_SECONDS = 60 * 60;

/** A task in one status, or in one of the domain's sub-states. */
type Member = { status: TaskStatus } | { subState: SubStateName };

interface Queue {
  /** Which tasks wait in it: any of these. */
  members: Member[];
  /** When a task `t` entered it (lr: its latest report). */
  since: SQL;
  /** What orders it, when not `since` (oldest first). */
  orderBy?: SQL;
  /** The stage of the submission under review, if any. */
  stage?: 'DRAFT' | 'FINAL';
  payout?: boolean;
  /** Work waiting for the brand's review: it is due within the task's review days of `since`. */
  review?: boolean;
}

const QUEUES: Record<QueueKind, Queue> = {
  applications: { members: [{ status: 'APPLIED' }], since: sql`t.updated_at` },
  drafts: { members: [{ subState: 'draftWaiting' }], since: sql`t.draft_submitted_at`, stage: 'DRAFT', review: true },
  // The same expression as the index tasks_status_submitted_idx, so the page is read in its order.
  submissions: {
    members: [{ status: 'PENDING-CHECKING' }],
    since: sql`coalesce(t.submission_date, t.updated_at)`,
    stage: 'FINAL',
    review: true,
  },
  reports: { members: [{ subState: 'reportWaiting' }], since: sql`lr.created_at`, review: true },
  // Ready to pay: nothing about the report holds it up; and the payouts under way.
  // By due date, the soonest (or most overdue) first; tasks approved before due dates by their approval day.
  payouts: {
    members: [{ subState: 'readyToPay' }, { status: 'APPROVED-PROCESSING-PAYMENT' }],
    since: sql`t.updated_at`,
    orderBy: sql`coalesce(t.payment_due_on, t.updated_at::date)`,
    payout: true,
  },
};

/** The statuses a member's tasks are in. */
const statusesOf = (member: Member): readonly TaskStatus[] =>
  'status' in member ? [member.status] : SUB_STATES[member.subState].statuses;

/** Which tasks `t` (of campaign `c`) wait in the queue, as SQL. */
const queueWhere = (queue: Queue): SQL =>
  sql`(${sql.join(
    queue.members.map((member) =>
      'status' in member ? sql`t.status = ${member.status}` : inSubStateSql(member.subState),
    ),
    sql` or `,
  )})`;

/**
 * The drafts or final submissions waiting for review: which tasks `t` (of campaign `c`) wait, and
 * since when (the time their review is due from). The automatic approval of late reviews reads them.
 */
export const waitingForReview = (kind: 'drafts' | 'submissions'): { where: SQL; since: SQL } => ({
  where: queueWhere(QUEUES[kind]),
  since: QUEUES[kind].since,
});

/** Whether a task with these facts waits in the queue. */
const waitsIn = (queue: Queue, facts: TaskFacts): boolean =>
  queue.members.some((member) =>
    'status' in member ? facts.status === member.status : inSubState(member.subState, facts),
  );

const taskJson = sql`json_build_object(
  'id', t.id,
  'status', t.status,
  'updatedAt', ${isoTime('t.updated_at')},
  'submissionDate', ${isoTime('t.submission_date')},
  'draftApproved', t.draft_approved,
  'draftComment', t.draft_comment,
  'rejectionComments', t.rejection_comments,
  'applicationRejectionComments', t.application_rejection_comments,
  'uniqueComment', t.unique_comment,
  'uniqueCommentUrl', t.unique_comment_url,
  'paymentDueOn', t.payment_due_on,
  'revisions', ${revisionsJson})`;

const campaignJson = sql`json_build_object(
  'id', c.id,
  'title', c.title,
  ${campaignTermsJsonPairs('task')},
  'uniqueCommentUrl', c.unique_comment_url,
  'requiresReport', c.requires_report)`;

/** The creator `u` (profile `p`), banned now as the API's guard reads it (`bannedNow`). */
const influencerJson = sql`json_build_object('id', u.id, 'fullName', u.name, 'email', u.email, 'country', p.country,
  'banned', (u.banned and (u.ban_expires is null or u.ban_expires > now())))`;

/** A file as the database holds it; its signed link is added per answer (`signed`). */
type StoredFile = Omit<SentFile, 'url'>;
type Stored<T extends { files: SentFile[] }> = Omit<T, 'files'> & { files: StoredFile[] };

/** The files attached to the row `alias` of an attachment's `column`, in their order. */
const filesJson = (column: 'submission_id' | 'report_id', alias: string) =>
  sql`coalesce((select json_agg(json_build_object('key', f.key, 'fileName', f.file_name,
      'contentType', f.content_type, 'role', a.role) order by a.position, a.id)
    from ${attachments} a join ${files} f on f.key = a.file_key where a.${sql.raw(column)} = ${sql.raw(alias)}.id), '[]'::json)`;

/** A submission or a report (of the table aliased `alias`) with its files, unsigned. */
const submissionJson = (alias: string) => {
  const a = sql.raw(alias);
  return sql`json_build_object('id', ${a}.id, 'stage', ${a}.stage, 'createdAt', ${isoTime(`${alias}.created_at`)},
    'linkUrl', ${a}.link_url, 'draftComment', ${a}.draft_comment, 'files', ${filesJson('submission_id', alias)})`;
};
const reportJson = (alias: string) => {
  const a = sql.raw(alias);
  return sql`json_build_object('id', ${a}.id, 'createdAt', ${isoTime(`${alias}.created_at`)},
    'reviewedAt', ${isoTime(`${alias}.reviewed_at`)}, 'files', ${filesJson('report_id', alias)})`;
};

/** Task `t`'s screening answers, in question order. */
const answersJson = sql`coalesce((select json_agg(json_build_object('question', q.question, 'answer', sr.answer)
    order by q.order_index, q.id)
  from ${screeningResponses} sr join ${screeningQuestions} q on q.id = sr.question_id where sr.task_id = t.id), '[]'::json)`;

/** A sent submission or report with a link to each file, signed now (links expire, the rows do not). */
const signed =
  (secret: string) =>
  <T extends SentSubmission | SentReport>(sent: Stored<T>): T =>
    ({
      ...sent,
      files: sent.files.map((file) => ({ ...file, url: signedFileUrl(secret, file.key, FILE_LINK_SECONDS) })),
    }) as T;

async function jsonOf<T>(db: Db, query: SQL): Promise<T | null> {
  const json = rowsOf<{ json: string | null }>(await db.execute(query))[0]?.json;
  return json ? (JSON.parse(json) as T) : null;
}

/**
 * The last counts of each database and the snapshot they were read in. A later statement with the
 * same snapshot sees the same rows: no transaction has started writing or ended since.
 */
const lastCounts = new WeakMap<Db, { snapshot: string; today: string; counts: QueueCounts }>();

/**
 * How many items wait in each queue, in one grouped query: the tasks of every queue's statuses
 * grouped by their facts, each group then counted in the queues it belongs to. (Every task has
 * its campaign: a left join lets PostgreSQL skip reading campaigns where no fact needs them.)
 * Payouts (the payouts queue's tasks) count as overdue once their due day (in Malaysia) has passed at `now`. While nothing
 * was written since the last count, on the same day, that count is answered.
 */
export async function queueCounts(db: Db, now: Date): Promise<QueueCounts> {
  const today = malaysianDateOf(now);
  const last = lastCounts.get(db);
  if (last?.today === today) {
    if ((await currentSnapshot(db)).text === last.snapshot) return last.counts;
  }
  const queues = Object.values(QUEUES);
  const statuses = [...new Set(queues.flatMap((queue) => queue.members.flatMap(statusesOf)))];
  // The report fact costs a lookup per task: only the statuses whose sub-states read it need it.
  const reportStatuses = [
    ...new Set(
      queues.flatMap((queue) =>
        queue.members.flatMap((member) =>
          'subState' in member && 'report' in SUB_STATES[member.subState] ? statusesOf(member) : [],
        ),
      ),
    ),
  ];
  const [row] = rowsOf<{
    groups: string | null;
    referrals: number;
    extensions: number;
    messages: number;
    snapshot: string;
  }>(
    await db.execute(sql`
      select ${SNAPSHOT} as snapshot, (select json_agg(g) from (
          select t.status, ${draftStateSql()} as draft,
            case when ${statusInSql(reportStatuses)} then ${reportStateSql()} end as report,
            coalesce(t.payment_due_on < ${today}::date, false) as overdue, count(*)::int as tasks
          from ${tasks} t left join ${campaigns} c on c.id = t.campaign_id
          where ${statusInSql(statuses)}
          group by 1, 2, 3, 4) g)::text as groups,
        (select count(*) from ${referrals} where status = 'REFERRAL-PAYMENT')::int as referrals,
        (select count(*) from ${deadlineExtensions} where status = 'PENDING')::int as extensions,
        (select count(*) from ${taskThreads} where unanswered_since is not null)::int as messages`),
  );
  const groups = JSON.parse(row?.groups ?? '[]') as (Omit<TaskFacts, 'report'> & {
    report: ReportState | null;
    overdue: boolean;
    tasks: number;
  })[];
  // Only groups in the statuses whose sub-states read the report have its fact; no queue reads it elsewhere.
  const counted = (queue: Queue, onlyOverdue = false) =>
    groups.reduce((sum, { tasks, report, overdue, ...facts }) => {
      const waits = waitsIn(queue, { ...facts, report: report ?? 'notOwed' }) && (overdue || !onlyOverdue);
      return waits ? sum + tasks : sum;
    }, 0);
  const counts = {
    applications: counted(QUEUES.applications),
    drafts: counted(QUEUES.drafts),
    submissions: counted(QUEUES.submissions),
    reports: counted(QUEUES.reports),
    payouts: counted(QUEUES.payouts),
    referrals: Number(row?.referrals ?? 0),
    extensions: Number(row?.extensions ?? 0),
    // The payouts queue's own tasks whose due day has passed (not those whose report is still under review).
    overduePayouts: counted(QUEUES.payouts, true),
    messages: Number(row?.messages ?? 0),
  };
  if (row) lastCounts.set(db, { snapshot: row.snapshot, today, counts });
  return counts;
}

interface Counted {
  snapshot: string;
  total: number;
}

/** Each queue's last total (by kind and campaign) per database, and the snapshot it was counted in. */
const lastTotals = answersBySnapshot<Counted>();

/**
 * How many tasks wait in the queue: the last count while the database's snapshot is the one it
 * was counted in (nothing written since, as `queueCounts`), else counted afresh (some 10 000 rows).
 */
async function queueTotal(db: Db, key: string, where: SQL, snapshot: string): Promise<Counted> {
  const last = lastTotals.get(db, key);
  if (last?.snapshot === snapshot) return last;
  const [row] = rowsOf<Counted>(
    await db.execute(sql`select ${SNAPSHOT} as snapshot,
      (select count(*) from ${tasks} t left join ${campaigns} c on c.id = t.campaign_id where ${where})::int as total`),
  );
  const counted = { snapshot: row?.snapshot ?? '', total: Number(row?.total ?? 0) };
  if (row) lastTotals.set(db, key, counted);
  return counted;
}

type StoredItem = Omit<QueueItem, 'submission' | 'report' | 'review'> & {
  submission: Stored<SentSubmission> | null;
  report: Stored<SentReport> | null;
  /** The review days the task agreed to, in a queue of work waiting for review. */
  reviewDays: number | null;
};

/** The last pages read (by kind, campaign, page and size) per database, with the snapshot they were read in. */
const lastPages = answersBySnapshot<{ snapshot: string; items: StoredItem[]; total: number }>();

/**
 * One page of a review queue, oldest first, in one statement (its total too while nothing was
 * written). While the database's snapshot is the one a page was read in, that page is answered
 * again for the cost of reading the snapshot: nothing it reads can have changed. Only the review's
 standing (age, overdue) depends on the clock: it is worked out afresh at `now` from what was read.
 */
export async function queuePage(
  db: Db,
  secret: string,
  kind: QueueKind,
  query: { campaignId?: string; page: number; pageSize: number },
  now: Date,
): Promise<QueuePage> {
  const key = `${kind} ${query.campaignId ?? ''} ${query.page} ${query.pageSize}`;
  const last = lastPages.get(db, key);
  let found = last && (await currentSnapshot(db)).text === last.snapshot ? last : undefined;
  if (!found) {
    const read = await readQueuePage(db, kind, query);
    found = read;
    // A total counted after a later write belongs to another snapshot: such a page is not kept.
    if (read.snapshot === read.totalSnapshot) lastPages.set(db, key, read);
  }
  const sign = signed(secret);
  return {
    items: found.items.map(({ reviewDays, ...item }) => ({
      ...item,
      submission: item.submission ? sign<SentSubmission>(item.submission) : null,
      report: item.report ? sign<SentReport>(item.report) : null,
      review: reviewDays === null ? null : reviewStanding(new Date(item.waitingSince), reviewDays, now),
    })),
    total: found.total,
    page: query.page,
    pageSize: query.pageSize,
  };
}

/** A queue's page as stored (files unsigned), with the snapshots of the page and of its total. */
async function readQueuePage(
  db: Db,
  kind: QueueKind,
  query: { campaignId?: string; page: number; pageSize: number },
): Promise<{ snapshot: string; totalSnapshot: string; items: StoredItem[]; total: number }> {
  const queue = QUEUES[kind];
  const where = query.campaignId
    ? sql`${queueWhere(queue)} and t.campaign_id = ${query.campaignId}`
    : queueWhere(queue);
  // The submission under review (drafts, submissions), the latest report (reports, payouts).
  const submission = queue.stage
    ? sql`(select ${submissionJson('s')} from ${submissions} s where s.task_id = t.id and s.stage = ${queue.stage}
        order by s.created_at desc, s.id desc limit 1)`
    : sql`null::json`;
  const report =
    kind === 'reports' || queue.payout
      ? sql`case when lr.id is null then null else ${reportJson('lr')} end`
      : sql`null::json`;
  const payout = queue.payout ? payoutDetailsJson('p') : sql`null::json`;
  const reviewDays = queue.review ? termSql('review_days', 'task') : sql`null::int`;
  const latestReport = sql`select r.* from ${reports} r where r.task_id = t.id order by r.created_at desc, r.id desc limit 1`;
  const rows = rowsOf<{ snapshot: string; items: string | null }>(
    await db.execute(sql`
      with ordered as (
        -- The page's tasks first, so only they are built into JSON.
        select t.id, w.waiting, w.sort_key
        from ${tasks} t
        left join ${campaigns} c on c.id = t.campaign_id
        left join lateral (${latestReport}) lr on true
        cross join lateral (select ${queue.since} as waiting, ${queue.orderBy ?? queue.since} as sort_key) w
        where ${where}
        order by w.sort_key, w.waiting, t.id
        limit ${query.pageSize} offset ${(query.page - 1) * query.pageSize}
      ), page as (
        select ${taskJson} as task, ${campaignJson} as campaign, ${influencerJson} as influencer,
          ${submission} as submission, ${report} as report, ${payout} as payout, ${answersJson} as answers,
          ${reviewDays} as "reviewDays", ${isoTime('ordered.waiting')} as "waitingSince", ordered.waiting, ordered.sort_key, t.id
        from ordered
        join ${tasks} t on t.id = ordered.id
        join ${campaigns} c on c.id = t.campaign_id
        join ${users} u on u.id = t.user_id
        left join ${profiles} p on p.user_id = t.user_id
        left join lateral (${latestReport}) lr on true
      )
      select ${SNAPSHOT} as snapshot,
        (select json_agg(json_build_object(
          'task', task, 'campaign', campaign, 'influencer', influencer, 'submission', submission,
          'report', report, 'payout', payout, 'answers', answers, 'waitingSince', "waitingSince", 'reviewDays', "reviewDays")
          order by sort_key, waiting, id) from page)::text as items`),
  );
  const snapshot = rows[0]?.snapshot ?? '';
  const counted = await queueTotal(db, `${kind} ${query.campaignId ?? ''}`, where, snapshot);
  return {
    snapshot,
    totalSnapshot: counted.snapshot,
    items: JSON.parse(rows[0]?.items ?? '[]') as StoredItem[],
    total: counted.total,
  };
}

/** Everything sent for task `t`, newest first, with its files unsigned. */
const sentWorkJson = sql`'submissions', coalesce((select json_agg(${submissionJson('s')} order by s.created_at desc, s.id desc)
    from ${submissions} s where s.task_id = t.id), '[]'::json),
  'reports', coalesce((select json_agg(${reportJson('r')} order by r.created_at desc, r.id desc)
    from ${reports} r where r.task_id = t.id), '[]'::json)`;

interface StoredWork {
  submissions: Stored<SentSubmission>[];
  reports: Stored<SentReport>[];
}

const signedWork = (secret: string, work: StoredWork): SentWork => {
  const sign = signed(secret);
  return {
    submissions: work.submissions.map((submission) => sign<SentSubmission>(submission)),
    reports: work.reports.map((report) => sign<SentReport>(report)),
  };
};

/** What a task's creator sent (every draft, submission and report, newest first), with signed file links. */
export async function sentWork(db: Db, secret: string, taskId: string): Promise<SentWork> {
  const work = await jsonOf<StoredWork>(
    db,
    sql`select json_build_object(${sentWorkJson})::text as json from ${tasks} t where t.id = ${taskId}`,
  );
  if (!work) throw notFound(NO_CAMPAIGN_FOUND);
  return signedWork(secret, work);
}

/**
 * One task as the back office sees it, in one statement: everything sent (newest first) and its
 * timeline (oldest first). `taskId` is a database id, checked by the route.
 */
export async function adminTask(db: Db, secret: string, taskId: string): Promise<AdminTask> {
  const task = await jsonOf<
    Omit<AdminTask, keyof SentWork | 'events'> &
      StoredWork & { events: (Omit<TaskEvent, 'agreedTerms'> & { agreedTerms: StoredTerms | null })[] }
  >(
    db,
    sql`select json_build_object(
        'task', ${taskJson}, 'campaign', ${campaignJson}, 'influencer', ${influencerJson},
        -- Personal numbers only once the task is at payment: an application shows none.
        'payout', case when ${statusInSql(AT_PAYMENT_STATUSES)} then ${payoutDetailsJson('p')} end,
        ${sentWorkJson},
        'answers', ${answersJson},
        'events', coalesce((select json_agg(json_build_object(
            'id', e.id, 'action', e.action, 'fromStatus', e.from_status, 'toStatus', e.to_status,
            'actor', e.actor, 'actorName', a.name, 'remark', e.remark, 'agreedTerms', e.agreed_terms,
            'createdAt', ${isoTime('e.created_at')}, 'undoneAt', ${isoTime('e.undone_at')},
            'undoableUntil', case when e.undone_at is null then ${isoTime('e.undoable_until')} end)
            order by e.created_at, e.id)
          from ${taskEvents} e left join ${users} a on a.id = e.actor_user_id where e.task_id = t.id), '[]'::json)
      )::text as json
      from ${tasks} t
      join ${campaigns} c on c.id = t.campaign_id
      join ${users} u on u.id = t.user_id
      left join ${profiles} p on p.user_id = t.user_id
      where t.id = ${taskId}`,
  );
  if (!task) throw notFound(NO_CAMPAIGN_FOUND);
  return {
    ...task,
    ...signedWork(secret, task),
    events: task.events.map((event): TaskEvent => ({
      ...event,
      id: Number(event.id),
      agreedTerms: event.agreedTerms && shownTerms(event.agreedTerms),
    })),
  };
}
