import { and, eq, sql } from 'drizzle-orm';
import { creatorSummary, type CreatorProfile, type CreatorTask } from '@portal/domain/admin';
import { FOLLOWER_PLATFORMS } from '@portal/domain/profile';
import type { TaskStatus } from '@portal/domain/tasks';
import { rowsOf, type Db } from '../../db/client.ts';
import { campaigns, taskEvents, tasks } from '../../db/schema/campaigns.ts';
import { users } from '../../db/schema/identity.ts';
import { profiles } from '../../db/schema/profiles.ts';
import { taskRatings } from '../../db/schema/review.ts';
import { isoTime, revisionsUsedSql } from '../../db/sql-json.ts';
import { notFound } from '../../lib/http-error.ts';
import { bannedNow } from './influencers.service.ts';

interface HistoryRow {
  task_id: string;
  campaign_id: string;
  campaign_title: string;
  status: TaskStatus;
  started_at: string;
  deadline: string;
  submitted_at: string | null;
  approved_at: string | null;
  draft_sent: boolean;
  revisions: number;
  rating: number | null;
  rating_remark: string | null;
}

/**
 * Sent by the deadline, or after it; a task that expired with nothing sent is late too. Null while
 * nothing is due: nothing sent and the deadline still running (or never started).
 */
function onTimeOf(row: HistoryRow): boolean | null {
  if (row.submitted_at !== null) return Date.parse(row.submitted_at) <= Date.parse(row.deadline);
  return row.status === 'EXPIRED' ? false : null;
}

/** Every task of a creator's, newest first, with the facts their history shows. */
async function historyOf(db: Db, userId: string): Promise<CreatorTask[]> {
  // The first final submission counts for the deadline (a resubmission after a rejection does not);
  // a task written without its timeline falls back to its submission date.
  const firstSubmission = sql`coalesce((select min(e.created_at) from ${taskEvents} e
    where e.task_id = t.id and e.action = 'submit'), t.submission_date)`;
  const rows = rowsOf<HistoryRow>(
    await db.execute(sql`
      select t.id as task_id, c.id as campaign_id, c.title as campaign_title, t.status,
        ${isoTime('t.created_at')} as started_at,
        ${isoTime('coalesce(t.task_deadline, c.deadline)')} as deadline,
        to_char(${firstSubmission} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as submitted_at,
        (select ${isoTime('min(e.created_at)')} from ${taskEvents} e
          where e.task_id = t.id and e.action in ('approve', 'approveWithReport') and e.undone_at is null) as approved_at,
        t.draft_submitted_at is not null as draft_sent,
        coalesce(${revisionsUsedSql('t')}, 0) as revisions,
        r.rating, r.remark as rating_remark
      from ${tasks} t
      join ${campaigns} c on c.id = t.campaign_id
      left join ${taskRatings} r on r.task_id = t.id
      where t.user_id = ${userId}
      order by t.created_at desc, t.id desc`),
  );
  return rows.map((row) => ({
    taskId: row.task_id,
    campaign: { id: row.campaign_id, title: row.campaign_title },
    status: row.status,
    startedAt: row.started_at,
    deadline: row.deadline,
    submittedAt: row.submitted_at,
    approvedAt: row.approved_at,
    onTime: onTimeOf(row),
    revisions: Number(row.revisions),
    workSent: row.submitted_at !== null || Boolean(row.draft_sent),
    rating: row.rating === null ? null : Number(row.rating),
    ratingRemark: row.rating_remark,
  }));
}

/**
 * A creator's profile for the back office: who they are and where they publish (no payout details,
 * bank or ID numbers, no address or phone), their history on every campaign and its figures. 404
 * for anyone but an influencer.
 */
export async function creatorProfile(db: Db, userId: string): Promise<CreatorProfile> {
  const [row] = await db
    .select({
      id: users.id,
      fullName: users.name,
      email: users.email,
      joinedAt: users.createdAt,
      banned: bannedNow,
      country: profiles.country,
      languages: profiles.languages,
      contentTypes: profiles.contentTypes,
      links: profiles.socialMediaLinks,
      followers: profiles.socialMediaFollowers,
      followersUpdatedAt: profiles.followersUpdatedAt,
    })
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(and(eq(users.id, userId), eq(users.role, 'influencer')));
  if (!row) throw notFound('user-not-found');
  const history = await historyOf(db, userId);
  const presentOn = <T>(values: Partial<Record<string, T>> | null, keep: (value: T) => boolean) =>
    Object.fromEntries(
      FOLLOWER_PLATFORMS.flatMap((platform) => {
        const value = values?.[platform];
        return value === undefined || !keep(value) ? [] : [[platform, value]];
      }),
    );
  return {
    influencer: {
      id: row.id,
      fullName: row.fullName,
      email: row.email,
      country: row.country,
      languages: row.languages ?? [],
      contentTypes: row.contentTypes ?? [],
      socialLinks: presentOn<string>(row.links, (link) => typeof link === 'string' && link.trim() !== ''),
      followers: Object.fromEntries(
        Object.entries(presentOn<unknown>(row.followers, () => true)).map(([platform, value]) => [
          platform,
          typeof value === 'number' ? value : null,
        ]),
      ),
      followersUpdatedAt: row.followersUpdatedAt?.toISOString() ?? null,
      banned: Boolean(row.banned),
      joinedAt: row.joinedAt.toISOString(),
    },
    history,
    summary: creatorSummary(history),
  };
}
