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
import { campaigns, screeningQuestions, screeningResponses, taskEvents, tasks } from '../../db/schema/campaigns.ts';
import { files } from '../../db/schema/files.ts';
import { users } from '../../db/schema/identity.ts';
import { profiles } from '../../db/schema/profiles.ts';
import { referrals } from '../../db/schema/referrals.ts';
import { attachments, reports, submissions } from '../../db/schema/submissions.ts';
import { campaignTermsJsonPairs, isoTime } from '../../db/sql-json.ts';
import { draftStateSql, inSubStateSql, reportStateSql, statusInSql } from '../../db/sql-tasks.ts';
import { notFound } from '../../lib/http-error.ts';
import { signedFileUrl } from '../files/files.service.ts';
import { payoutDetailsJson } from '../payments/payout-details.ts';

/** Signed file links in the back office live an hour. */
export const FILE_LINK_SECONDS = 60 * 60;

/** A task in one status, or in one of the domain's sub-states. */
type Member = { status: TaskStatus } | { subState: SubStateName };

interface Queue {
  /** Which tasks wait in it: any of these. */
  members: Member[];
  /** When a task `t` entered it (lr: its latest report). */
  since: SQL;
  /** The stage of the submission under review, if any. */
  stage?: 'DRAFT' | 'FINAL';
  payout?: boolean;
}

const QUEUES: Record<QueueKind, Queue> = {
  applications: { members: [{ status: 'APPLIED' }], since: sql`t.updated_at` },
  drafts: { members: [{ subState: 'draftWaiting' }], since: sql`t.draft_submitted_at`, stage: 'DRAFT' },
  // The same expression as the index tasks_status_submitted_idx, so the page is read in its order.
  submissions: {
    members: [{ status: 'PENDING-CHECKING' }],
    since: sql`coalesce(t.submission_date, t.updated_at)`,
    stage: 'FINAL',
  },
  reports: { members: [{ subState: 'reportWaiting' }], since: sql`lr.created_at` },
  // Ready to pay: nothing about the report holds it up; and the payouts under way.
  payouts: {
    members: [{ subState: 'readyToPay' }, { status: 'APPROVED-PROCESSING-PAYMENT' }],
    since: sql`t.updated_at`,
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
  'uniqueCommentUrl', t.unique_comment_url)`;

const campaignJson = sql`json_build_object(
  'id', c.id,
  'title', c.title,
  ${campaignTermsJsonPairs},
  'uniqueCommentUrl', c.unique_comment_url,
  'requiresReport', c.requires_report)`;

const influencerJson = sql`json_build_object('id', u.id, 'fullName', u.name, 'email', u.email, 'country', p.country)`;

/** A submission or a report (of the table aliased `alias`) without its files, which one batched query adds. */
const submissionJson = (alias: string) => {
  const a = sql.raw(alias);
  return sql`json_build_object('id', ${a}.id, 'stage', ${a}.stage, 'createdAt', ${isoTime(`${alias}.created_at`)},
    'linkUrl', ${a}.link_url, 'draftComment', ${a}.draft_comment, 'files', '[]'::json)`;
};
const reportJson = (alias: string) => {
  const a = sql.raw(alias);
  return sql`json_build_object('id', ${a}.id, 'createdAt', ${isoTime(`${alias}.created_at`)},
    'reviewedAt', ${isoTime(`${alias}.reviewed_at`)}, 'files', '[]'::json)`;
};

async function jsonOf<T>(db: Db, query: SQL): Promise<T | null> {
  const json = rowsOf<{ json: string | null }>(await db.execute(query))[0]?.json;
  return json ? (JSON.parse(json) as T) : null;
}

/** Snapshot text: which transactions a statement saw (`xmin:xmax:in-progress`). */
const SNAPSHOT = sql`pg_current_snapshot()::text`;

/**
 * The last counts of each database and the snapshot they were read in. A later statement with the
 * same snapshot sees the same rows: no transaction has started writing or ended since.
 */
const lastCounts = new WeakMap<Db, { snapshot: string; counts: QueueCounts }>();

/**
 * How many items wait in each queue, in one grouped query: the tasks of every queue's statuses
 * grouped by their facts, each group then counted in the queues it belongs to. (Every task has
 * its campaign: a left join lets PostgreSQL skip reading campaigns where no fact needs them.)
 * While nothing was written since the last count, that count is answered.
 */
export async function queueCounts(db: Db): Promise<QueueCounts> {
  const last = lastCounts.get(db);
  if (last) {
    const [now] = rowsOf<{ snapshot: string }>(await db.execute(sql`select ${SNAPSHOT} as snapshot`));
    if (now?.snapshot === last.snapshot) return last.counts;
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
  const [row] = rowsOf<{ groups: string | null; referrals: number; snapshot: string }>(
    await db.execute(sql`
      select ${SNAPSHOT} as snapshot, (select json_agg(g) from (
          select t.status, ${draftStateSql()} as draft,
            case when ${statusInSql(reportStatuses)} then ${reportStateSql()} end as report, count(*)::int as tasks
          from ${tasks} t left join ${campaigns} c on c.id = t.campaign_id
          where ${statusInSql(statuses)}
          group by 1, 2, 3) g)::text as groups,
        (select count(*) from ${referrals} where status = 'REFERRAL-PAYMENT')::int as referrals`),
  );
  const groups = JSON.parse(row?.groups ?? '[]') as (Omit<TaskFacts, 'report'> & {
    report: ReportState | null;
    tasks: number;
  })[];
  // Only groups in the statuses whose sub-states read the report have its fact; no queue reads it elsewhere.
  const counted = (queue: Queue) =>
    groups.reduce((sum, { tasks, report, ...facts }) => {
      const waits = waitsIn(queue, { ...facts, report: report ?? 'notOwed' });
      return waits ? sum + tasks : sum;
    }, 0);
  const counts = {
    applications: counted(QUEUES.applications),
    drafts: counted(QUEUES.drafts),
    submissions: counted(QUEUES.submissions),
    reports: counted(QUEUES.reports),
    payouts: counted(QUEUES.payouts),
    referrals: Number(row?.referrals ?? 0),
  };
  if (row) lastCounts.set(db, { snapshot: row.snapshot, counts });
  return counts;
}

type Files = Map<string, SentFile[]>;

/** The files of these submissions and reports, each with a signed link, in one query. */
async function filesOf(db: Db, secret: string, ids: { submissions: string[]; reports: string[] }): Promise<Files> {
  const byOwner: Files = new Map();
  if (ids.submissions.length === 0 && ids.reports.length === 0) return byOwner;
  const none = sql`array[]::uuid[]`;
  const asArray = (list: string[]) => (list.length === 0 ? none : sql`array[${sql.join(list, sql`, `)}]::uuid[]`);
  const rows = rowsOf<{
    owner: string;
    role: SentFile['role'];
    key: string;
    file_name: string;
    content_type: string | null;
  }>(
    await db.execute(sql`
      select coalesce(a.submission_id, a.report_id) as owner, a.role, f.key, f.file_name, f.content_type
      from ${attachments} a join ${files} f on f.key = a.file_key
      where a.submission_id = any(${asArray(ids.submissions)}) or a.report_id = any(${asArray(ids.reports)})
      order by a.position, a.id`),
  );
  for (const row of rows) {
    const list = byOwner.get(row.owner) ?? [];
    list.push({
      key: row.key,
      fileName: row.file_name,
      contentType: row.content_type,
      role: row.role,
      url: signedFileUrl(secret, row.key, FILE_LINK_SECONDS),
    });
    byOwner.set(row.owner, list);
  }
  return byOwner;
}

type Answers = Map<string, QueueItem['answers']>;

/** The screening answers of these tasks, in question order, in one query. */
async function answersOf(db: Db, taskIds: string[]): Promise<Answers> {
  const byTask: Answers = new Map();
  if (taskIds.length === 0) return byTask;
  const rows = rowsOf<{ task_id: string; question: string; answer: string }>(
    await db.execute(sql`
      select sr.task_id, q.question, sr.answer
      from ${screeningResponses} sr join ${screeningQuestions} q on q.id = sr.question_id
      where sr.task_id = any(array[${sql.join(taskIds, sql`, `)}]::uuid[])
      order by q.order_index, q.id`),
  );
  for (const row of rows) {
    const list = byTask.get(row.task_id) ?? [];
    list.push({ question: row.question, answer: row.answer });
    byTask.set(row.task_id, list);
  }
  return byTask;
}

const withFiles = <T extends SentSubmission | SentReport>(sent: T, found: Files): T => ({
  ...sent,
  files: found.get(sent.id) ?? [],
});

/**
 * One page of a review queue, oldest first, in a bounded number of queries: the count, the
 * page, then the page's answers and files each in one batch.
 */
export async function queuePage(
  db: Db,
  secret: string,
  kind: QueueKind,
  query: { campaignId?: string; page: number; pageSize: number },
): Promise<QueuePage> {
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
  const latestReport = sql`select r.* from ${reports} r where r.task_id = t.id order by r.created_at desc, r.id desc limit 1`;
  const rows = rowsOf<{ total: number; items: string | null }>(
    await db.execute(sql`
      with ordered as (
        -- The page's tasks first, so only they are built into JSON.
        select t.id, w.waiting
        from ${tasks} t
        left join ${campaigns} c on c.id = t.campaign_id
        left join lateral (${latestReport}) lr on true
        cross join lateral (select ${queue.since} as waiting) w
        where ${where}
        order by w.waiting, t.id
        limit ${query.pageSize} offset ${(query.page - 1) * query.pageSize}
      ), page as (
        select ${taskJson} as task, ${campaignJson} as campaign, ${influencerJson} as influencer,
          ${submission} as submission, ${report} as report, ${payout} as payout,
          ${isoTime('ordered.waiting')} as "waitingSince", ordered.waiting, t.id
        from ordered
        join ${tasks} t on t.id = ordered.id
        join ${campaigns} c on c.id = t.campaign_id
        join ${users} u on u.id = t.user_id
        left join ${profiles} p on p.user_id = t.user_id
        left join lateral (${latestReport}) lr on true
      )
      select
        (select count(*) from ${tasks} t left join ${campaigns} c on c.id = t.campaign_id where ${where})::int as total,
        (select json_agg(json_build_object(
          'task', task, 'campaign', campaign, 'influencer', influencer, 'submission', submission,
          'report', report, 'payout', payout, 'waitingSince', "waitingSince") order by waiting, id) from page)::text as items`),
  );
  const total = Number(rows[0]?.total ?? 0);
  const items = JSON.parse(rows[0]?.items ?? '[]') as Omit<QueueItem, 'answers'>[];
  const [answers, found] = await Promise.all([
    answersOf(
      db,
      items.map((item) => item.task.id),
    ),
    filesOf(db, secret, {
      submissions: items.flatMap((item) => (item.submission ? [item.submission.id] : [])),
      reports: items.flatMap((item) => (item.report ? [item.report.id] : [])),
    }),
  ]);
  return {
    items: items.map((item) => ({
      ...item,
      answers: answers.get(item.task.id) ?? [],
      submission: item.submission ? withFiles(item.submission, found) : null,
      report: item.report ? withFiles(item.report, found) : null,
    })),
    total,
    page: query.page,
    pageSize: query.pageSize,
  };
}

/** Everything sent for task `t`, newest first, without files (which `withSentFiles` adds). */
const sentWorkJson = sql`'submissions', coalesce((select json_agg(${submissionJson('s')} order by s.created_at desc, s.id desc)
    from ${submissions} s where s.task_id = t.id), '[]'::json),
  'reports', coalesce((select json_agg(${reportJson('r')} order by r.created_at desc, r.id desc)
    from ${reports} r where r.task_id = t.id), '[]'::json)`;

/** Adds the files, with signed links, to every submission and report in one query. */
async function withSentFiles(db: Db, secret: string, work: SentWork): Promise<SentWork> {
  const found = await filesOf(db, secret, {
    submissions: work.submissions.map((submission) => submission.id),
    reports: work.reports.map((report) => report.id),
  });
  return {
    submissions: work.submissions.map((submission) => withFiles(submission, found)),
    reports: work.reports.map((report) => withFiles(report, found)),
  };
}

/** What a task's creator sent (every draft, submission and report, newest first), with signed file links. */
export async function sentWork(db: Db, secret: string, taskId: string): Promise<SentWork> {
  const work = await jsonOf<SentWork>(
    db,
    sql`select json_build_object(${sentWorkJson})::text as json from ${tasks} t where t.id = ${taskId}`,
  );
  if (!work) throw notFound(NO_CAMPAIGN_FOUND);
  return withSentFiles(db, secret, work);
}

/**
 * One task as the back office sees it: everything sent (newest first) and its timeline (oldest
 * first). `taskId` is a database id, checked by the route.
 */
export async function adminTask(db: Db, secret: string, taskId: string): Promise<AdminTask> {
  const task = await jsonOf<Omit<AdminTask, 'answers'>>(
    db,
    sql`select json_build_object(
        'task', ${taskJson}, 'campaign', ${campaignJson}, 'influencer', ${influencerJson},
        -- Personal numbers only once the task is at payment: an application shows none.
        'payout', case when ${statusInSql(AT_PAYMENT_STATUSES)} then ${payoutDetailsJson('p')} end,
        ${sentWorkJson},
        'events', coalesce((select json_agg(json_build_object(
            'id', e.id, 'action', e.action, 'fromStatus', e.from_status, 'toStatus', e.to_status,
            'actor', e.actor, 'actorName', a.name, 'remark', e.remark, 'createdAt', ${isoTime('e.created_at')})
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
  const [answers, work] = await Promise.all([answersOf(db, [taskId]), withSentFiles(db, secret, task)]);
  return {
    ...task,
    ...work,
    answers: answers.get(taskId) ?? [],
    events: task.events.map((event): TaskEvent => ({ ...event, id: Number(event.id) })),
  };
}
