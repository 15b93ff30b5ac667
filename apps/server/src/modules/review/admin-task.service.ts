import { sql, type SQL } from 'drizzle-orm';
import type { AdminTask, SentReport, SentSubmission, SentWork, TaskEvent } from '@portal/domain/admin';
import { AT_PAYMENT_STATUSES } from '@portal/domain/tasks';
import { rowsOf, type Db } from '../../db/client.ts';
import { campaigns, taskEvents, tasks, type StoredTerms } from '../../db/schema/campaigns.ts';
import { users } from '../../db/schema/identity.ts';
import { profiles } from '../../db/schema/profiles.ts';
import { reports, submissions } from '../../db/schema/submissions.ts';
import { isoTime } from '../../db/sql-json.ts';
import { statusInSql } from '../../db/sql-tasks.ts';
import { notFound } from '../../lib/http-error.ts';
import { payoutDetailsJson } from '../payments/payout-details.ts';
import { shownTerms } from '../tasks/agreed-terms.ts';
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

async function jsonOf<T>(db: Db, query: SQL): Promise<T | null> {
  const json = rowsOf<{ json: string | null }>(await db.execute(query))[0]?.json;
  return json ? (JSON.parse(json) as T) : null;
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
  if (!work) throw notFound('no-campaign-found');
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
  if (!task) throw notFound('no-campaign-found');
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
