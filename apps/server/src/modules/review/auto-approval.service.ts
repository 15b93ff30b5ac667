import { sql, type SQL } from 'drizzle-orm';
import { isAutoApprovalDue } from '@portal/domain/terms';
import type { AutoApprovalAction } from '@portal/domain/tasks';
import { rowsOf, type Db } from '../../db/client.ts';
import { campaigns, tasks } from '../../db/schema/campaigns.ts';
import { termSql } from '../../db/sql-json.ts';
import { HttpError } from '../../lib/http-error.ts';
import { moveTaskByReview } from './decisions.service.ts';
import { waitingForReview } from './queue-members.ts';

/** A time to the microsecond, as text: what tells one sending of the work from another. */
const exactTime = (time: SQL) => sql`to_char((${time}) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

interface Waiting {
  id: string;
  kind: 'drafts' | 'submissions';
  /** When the work was sent, to the microsecond (`exactTime`). */
  sent_at: string;
  review_days: number;
  requires_report: boolean;
}

/**
 * Drafts and final submissions of campaigns that approve late reviews automatically, waiting for
 * review long enough that they may be due (each working day is at least a calendar day: any
 * work sent under `review days + 1` days ago is not); `isAutoApprovalDue` decides.
 */
async function lateCandidates(db: Db, now: Date): Promise<Waiting[]> {
  const reviewDays = termSql('review_days', 'task');
  const kinds = (['drafts', 'submissions'] as const).map((kind) => {
    const { where, since } = waitingForReview(kind);
    return sql`select t.id, ${kind}::text as kind, ${exactTime(since)} as sent_at, ${reviewDays} as review_days,
        c.requires_report
      from ${tasks} t join ${campaigns} c on c.id = t.campaign_id
      where c.auto_approve_late_reviews and ${where}
        and ${since} < ${now.toISOString()}::timestamptz - make_interval(days => ${reviewDays} + 1)`;
  });
  return rowsOf<Waiting>(await db.execute(sql`${kinds[0]} union all ${kinds[1]} order by sent_at, id`));
}

/** The approval the brand would give: a draft's, or a submission's (with a report to follow when one is owed). */
const approvalOf = (work: Waiting): AutoApprovalAction =>
  work.kind === 'drafts' ? 'approveDraft' : work.requires_report ? 'approveWithReport' : 'approve';

/**
 * Approves, for the brand, every draft and final submission its campaign approves automatically
 * and nobody reviewed two working days after the review promise (`isAutoApprovalDue` at `now`).
 * Each is the manager's own approval step (the same transition, timeline entry and e-mail to the
 * creator), taken by the server, in its own transaction: its conditional update moves the task
 * only if the same work still waits and the campaign still approves automatically, so of two
 * sweeps, or a sweep and a manager, one decides and the other finds nothing (409, skipped).
 * Returns the tasks approved.
 */
export async function approveLateReviews(db: Db, now: Date): Promise<string[]> {
  const approved: string[] = [];
  for (const work of await lateCandidates(db, now)) {
    if (!isAutoApprovalDue(new Date(work.sent_at), Number(work.review_days), now)) continue;
    const { since } = waitingForReview(work.kind);
    // Checked by the update itself: the work it read (not one sent again since), the campaign's setting.
    const sameWork = sql`exists (select 1 from ${tasks} t join ${campaigns} c on c.id = t.campaign_id
      where t.id = ${work.id} and c.auto_approve_late_reviews and ${exactTime(since)} = ${work.sent_at})`;
    try {
      await db.transaction((tx) =>
        moveTaskByReview(tx, { server: 'autoApproval' }, work.id, approvalOf(work), null, now, sameWork),
      );
      approved.push(work.id);
    } catch (error) {
      // Decided meanwhile (by a manager or another sweep), or the campaign's report rule changed.
      if (!(error instanceof HttpError)) throw error;
    }
  }
  return approved;
}
