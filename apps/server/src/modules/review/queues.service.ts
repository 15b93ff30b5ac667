import { sql, type SQL } from 'drizzle-orm';
import type { QueueCounts, QueueItem, QueueKind, QueuePage, SentReport, SentSubmission } from '@portal/domain/admin';
import { malaysianDateOf } from '@portal/domain/calendar';
import { reviewStanding } from '@portal/domain/terms';
import { SUB_STATES, type ReportState, type TaskFacts } from '@portal/domain/tasks';
import { rowsOf, type Db } from '../../db/client.ts';
import { campaigns, tasks } from '../../db/schema/campaigns.ts';
import { deadlineExtensions } from '../../db/schema/extensions.ts';
import { taskThreads } from '../../db/schema/messages.ts';
import { users } from '../../db/schema/identity.ts';
import { profiles } from '../../db/schema/profiles.ts';
import { referrals } from '../../db/schema/referrals.ts';
import { reports, submissions } from '../../db/schema/submissions.ts';
import { currentSnapshot, keptBySnapshot, SNAPSHOT } from '../../db/snapshot.ts';
import { isoTime, termSql } from '../../db/sql-json.ts';
import { draftStateSql, reportStateSql, statusInSql } from '../../db/sql-tasks.ts';
import { payoutDetailsJson } from '../payments/payout-details.ts';
import { QUEUES, queueWhere, statusesOf, waitsIn, type Queue } from './queue-members.ts';
import {
  answersJson,
  campaignJson,
  influencerJson,
  reportJson,
  signed,
  submissionJson,
  taskJson,
  type Stored,
} from './task-json.ts';

/**
 * The last counts of each database, by day, under the snapshot they were read in. A later
 * statement with the same snapshot sees the same rows: no transaction has started writing or
 * ended since.
 */
const lastCounts = keptBySnapshot<QueueCounts>();

/**
 * How many items wait in each queue, in one grouped query: the tasks of every queue's statuses
 * grouped by their facts, each group then counted in the queues it belongs to. (Every task has
 * its campaign: a left join lets PostgreSQL skip reading campaigns where no fact needs them.)
 * Payouts (the payouts queue's tasks) count as overdue once their due day (in Malaysia) has passed at `now`. While nothing
 * was written since the last count, on the same day, that count is answered.
 */
export async function queueCounts(db: Db, now: Date): Promise<QueueCounts> {
  const today = malaysianDateOf(now);
  const kept = lastCounts(db);
  if (kept.has(today)) {
    const last = kept.get(today, (await currentSnapshot(db)).text);
    if (last) return last;
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
  if (row) kept.keep(today, row.snapshot, counts);
  return counts;
}

interface Counted {
  snapshot: string;
  total: number;
}

/** Each queue's last total (by kind and campaign) per database, under the snapshot it was counted in. */
const lastTotals = keptBySnapshot<number>();

/**
 * How many tasks wait in the queue: the last count while the database's snapshot is the one it
 * was counted in (nothing written since, as `queueCounts`), else counted afresh (some 10 000 rows).
 */
async function queueTotal(db: Db, key: string, where: SQL, snapshot: string): Promise<Counted> {
  const last = lastTotals(db).get(key, snapshot);
  if (last !== undefined) return { snapshot, total: last };
  const [row] = rowsOf<Counted>(
    await db.execute(sql`select ${SNAPSHOT} as snapshot,
      (select count(*) from ${tasks} t left join ${campaigns} c on c.id = t.campaign_id where ${where})::int as total`),
  );
  const counted = { snapshot: row?.snapshot ?? '', total: Number(row?.total ?? 0) };
  if (row) lastTotals(db).keep(key, counted.snapshot, counted.total);
  return counted;
}

type StoredItem = Omit<QueueItem, 'submission' | 'report' | 'review'> & {
  submission: Stored<SentSubmission> | null;
  report: Stored<SentReport> | null;
  /** The review days the task agreed to, in a queue of work waiting for review. */
  reviewDays: number | null;
};

/** The last pages read (by kind, campaign, page and size) per database, under the snapshot they were read in. */
const lastPages = keptBySnapshot<{ items: StoredItem[]; total: number }>();

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
  const kept = lastPages(db);
  let found = kept.has(key) ? kept.get(key, (await currentSnapshot(db)).text) : undefined;
  if (!found) {
    const read = await readQueuePage(db, kind, query);
    found = read;
    // A total counted after a later write belongs to another snapshot: such a page is not kept.
    if (read.snapshot === read.totalSnapshot) kept.keep(key, read.snapshot, read);
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
