import { eq, sql, type SQL } from 'drizzle-orm';
import {
  conversionPercent,
  FUNNEL_REACHED,
  FUNNEL_STAGES,
  REPORT_CSV_COLUMNS,
  REPORT_IMAGES_SHOWN,
  REPORT_POSTS_SHOWN,
  type CampaignReport,
  type CampaignReportQuery,
  type FunnelStage,
} from '@portal/domain/admin';
import { BUDGET_TASK_STATUSES } from '@portal/domain/campaigns';
import { addCalendarDays, calendarDaysBetween, malaysianDateOf } from '@portal/domain/calendar';
import { toDecimalText, toMajorUnits } from '@portal/domain/money';
import type { SocialLinkPlatform } from '@portal/domain/profile';
import type { Platform, TaskStatus } from '@portal/domain/tasks';
import { DEFAULT_CURRENCY } from '@portal/domain/tasks';
import { reviewDueDate } from '@portal/domain/terms';
import { rowsOf, type Db } from '../../db/client.ts';
import { campaigns, taskEvents, tasks } from '../../db/schema/campaigns.ts';
import { files } from '../../db/schema/files.ts';
import { users } from '../../db/schema/identity.ts';
import { profiles } from '../../db/schema/profiles.ts';
import { attachments, submissions } from '../../db/schema/submissions.ts';
import { isoTime, termSql } from '../../db/sql-json.ts';
import { notFound } from '../../lib/http-error.ts';
import { signedFileUrl } from '../files/files.service.ts';
import { toCsv } from '../payments/csv.ts';

/**
 * A campaign's report, read one campaign at a time in a handful of queries whatever its number of
 * tasks: the funnel, on-time delivery and spend are counted in SQL; the brand's decisions come one
 * row each, as whether each kept its promise counts Malaysian working days (`reviewDueDate`).
 */

/** Signed links to the gallery's images live an hour, as the back office's other file links. */
const IMAGE_LINK_SECONDS = 60 * 60;

/** The key of a creator's profile link on each platform (the campaign's platform to the profile's). */
const PROFILE_LINK_OF: Partial<Record<Platform, SocialLinkPlatform>> = {
  WHATSAPP: 'whatsapp',
  TELEGRAM: 'telegram',
  FACEBOOK: 'facebook',
  INSTAGRAM: 'instagram',
  YOUTUBE: 'youtube',
  TWITTER: 'twitter',
  TIKTOK: 'tiktok',
  XIAOHONGSHU: 'xiaoHongShu',
  LOWYAT: 'lowyat',
  LEMONEIGHT: 'lemonEight',
  LINKEDIN: 'cariForum',
};

const listOf = (values: readonly string[]) =>
  sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  );

/** The actions that decide a final submission waiting for review (approve, with or without a report; reject). */
const DECISION_ACTIONS = ['approve', 'approveWithReport', 'reject'] as const;

/** The start of Malaysian day `date` (UTC+8 all year), as a timestamptz. */
const malaysianDayStart = (date: string) => sql`${`${date}T00:00:00+08:00`}::timestamptz`;

/**
 * The campaign's tasks the filters keep, as `scoped` (with `t` and `c` read inside): joined from
 * `from` to `to` (Malaysian days), in `status` now.
 */
function scopedSql(campaignId: string, query: CampaignReportQuery): SQL {
  const conditions = [sql`t.campaign_id = ${campaignId}`];
  if (query.from) conditions.push(sql`t.created_at >= ${malaysianDayStart(query.from)}`);
  if (query.to) conditions.push(sql`t.created_at < ${malaysianDayStart(addCalendarDays(query.to, 1))}`);
  if (query.status) conditions.push(sql`t.status = ${query.status}`);
  return sql`scoped as (
    select t.id, t.user_id, t.status, t.created_at, t.submission_date,
      coalesce(t.task_deadline, c.deadline) as deadline,
      ${termSql('incentive_minor', 'task')}::bigint as amount,
      coalesce(nullif(${termSql('currency', 'task')}, ''), ${DEFAULT_CURRENCY}) as currency,
      ${termSql('review_days', 'task')} as review_days
    from ${tasks} t join ${campaigns} c on c.id = t.campaign_id
    where ${sql.join(conditions, sql` and `)})`;
}

/**
 * Each scoped task with when it first reached each stage (from its history, decisions undone left
 * out) and whether it reached it (its status now, or its history): `reached_<stage>`, `<stage>_at`.
 */
const factsSql = sql`history as (
    select e.task_id,
      ${sql.join(
        FUNNEL_STAGES.map(
          (stage) =>
            sql`min(e.created_at) filter (where e.to_status in (${listOf(FUNNEL_REACHED[stage].statuses)})) as ${sql.raw(`${stage}_at`)}`,
        ),
        sql`, `,
      )}
    from ${taskEvents} e join scoped s on s.id = e.task_id
    where e.undone_at is null
    group by e.task_id),
  facts as (
    select s.*, ${sql.join(
      FUNNEL_STAGES.map(
        (stage) =>
          sql`(s.status in (${listOf(FUNNEL_REACHED[stage].statuses)}) or h.${sql.raw(`${stage}_at`)} is not null) as ${sql.raw(`reached_${stage}`)}`,
      ),
      sql`, `,
    )}, ${sql.join(
      FUNNEL_STAGES.map((stage) => sql`h.${sql.raw(`${stage}_at`)}`),
      sql`, `,
    )},
      -- When the work was first sent: its first submission; a task sent before history was kept, its submission date.
      coalesce(h.submitted_at, s.submission_date) as first_submitted_at
    from scoped s left join history h on h.task_id = s.id)`;

interface CampaignRow {
  id: string;
  title: string;
  platform: Platform;
  currency: string;
  deadline: Date;
  reviewDays: number;
  budgetMinor: number | null;
}

async function campaignOf(db: Db, campaignId: string): Promise<CampaignRow> {
  const [campaign] = await db
    .select({
      id: campaigns.id,
      title: campaigns.title,
      platform: campaigns.platform,
      currency: campaigns.currency,
      deadline: campaigns.deadline,
      reviewDays: campaigns.reviewDays,
      budgetMinor: campaigns.budgetMinor,
    })
    .from(campaigns)
    .where(eq(campaigns.id, campaignId));
  if (!campaign) throw notFound('campaign-not-found');
  return { ...campaign, platform: campaign.platform as Platform, currency: campaign.currency || DEFAULT_CURRENCY };
}

/** One decision of the brand on a final submission: when the work was sent and decided, under which promise. */
interface Decision {
  task_id: string;
  sent_at: string;
  decided_at: string;
  review_days: number;
}

/** Every decision on the scoped tasks' final submissions, each with the sending it answered. */
async function decisionsOf(db: Db, scoped: SQL): Promise<Decision[]> {
  return rowsOf<Decision>(
    await db.execute(sql`with ${scoped}
      select d.task_id, ${isoTime('sent.at')} as sent_at, ${isoTime('d.created_at')} as decided_at, s.review_days
      from ${taskEvents} d join scoped s on s.id = d.task_id
      cross join lateral (
        select max(e.created_at) as at from ${taskEvents} e
        where e.task_id = d.task_id and e.to_status = 'PENDING-CHECKING' and e.undone_at is null
          and e.created_at <= d.created_at) sent
      where d.action in (${listOf(DECISION_ACTIONS)}) and d.from_status = 'PENDING-CHECKING'
        and d.undone_at is null and sent.at is not null
      order by d.task_id, d.created_at`),
  );
}

const hoursBetween = (from: string, to: string) => (Date.parse(to) - Date.parse(from)) / (60 * 60 * 1000);
const oneDecimal = (value: number) => Math.round(value * 10) / 10;

/** Whether a decision came by the day promised: the task's review days in Malaysian working days after the day it was sent. */
const keptPromise = (decision: Decision) =>
  calendarDaysBetween(
    malaysianDateOf(new Date(decision.decided_at)),
    reviewDueDate(new Date(decision.sent_at), Number(decision.review_days)),
  ) >= 0;

interface Totals {
  tasks: number;
  on_time: number;
  judged: number;
  committed: string | number;
  approved: string | number;
  paid: string | number;
}

type StageCounts = Record<`reached_${FunnelStage}`, number>;

/** `GET /api/admin/campaigns/:campaignId/report`: the campaign's report for the tasks the filters keep. */
export async function campaignReport(
  db: Db,
  secret: string,
  campaignId: string,
  query: CampaignReportQuery,
): Promise<CampaignReport> {
  const campaign = await campaignOf(db, campaignId);
  const scoped = scopedSql(campaignId, query);
  const handleKey = PROFILE_LINK_OF[campaign.platform] ?? null;
  const handle = handleKey === null ? sql`null::text` : sql`p.social_media_links ->> ${handleKey}`;

  const [totals] = rowsOf<Totals & StageCounts>(
    await db.execute(sql`with ${scoped}, ${factsSql}
      select count(*)::int as tasks,
        ${sql.join(
          FUNNEL_STAGES.map(
            (stage) =>
              sql`count(*) filter (where ${sql.raw(`reached_${stage}`)})::int as ${sql.raw(`reached_${stage}`)}`,
          ),
          sql`, `,
        )},
        count(*) filter (where reached_submitted and first_submitted_at is not null)::int as judged,
        count(*) filter (where reached_submitted and first_submitted_at <= deadline)::int as on_time,
        ${sql.join(
          (['committed', 'approved', 'paid'] as const).map(
            (share) =>
              sql`coalesce(sum(amount) filter (where status in (${listOf(BUDGET_TASK_STATUSES[share])})), 0)::bigint as ${sql.raw(share)}`,
          ),
          sql`, `,
        )}
      from facts`),
  );
  if (!totals) throw new Error('the report counted nothing');

  const decisions = await decisionsOf(db, scoped);

  const posts = rowsOf<{ total: number; items: CampaignReport['posts']['items'] | null }>(
    await db.execute(sql`with ${scoped},
      latest as (
        select distinct on (sub.task_id) sub.task_id, sub.link_url, sub.created_at
        from ${submissions} sub join scoped s on s.id = sub.task_id
        where sub.stage = 'FINAL'
        order by sub.task_id, sub.created_at desc, sub.id desc),
      shown as (
        select l.*, s.status, s.user_id from latest l join scoped s on s.id = l.task_id
        order by l.created_at desc, l.task_id limit ${REPORT_POSTS_SHOWN})
      select (select count(*)::int from latest) as total,
        (select json_agg(json_build_object('taskId', x.task_id, 'status', x.status, 'linkUrl', x.link_url,
            'submittedAt', ${isoTime('x.created_at')},
            'creator', json_build_object('id', u.id, 'fullName', u.name, 'handle', ${handle}))
          order by x.created_at desc, x.task_id)
        from shown x join ${users} u on u.id = x.user_id left join ${profiles} p on p.user_id = u.id) as items`),
  )[0];

  const approvedStatuses = FUNNEL_REACHED.approved.statuses;
  const gallery = rowsOf<{
    total: number;
    items: { taskId: string; creatorName: string; fileName: string; key: string }[] | null;
  }>(
    await db.execute(sql`with ${scoped},
      latest as (
        select distinct on (sub.task_id) sub.id, sub.task_id, sub.created_at
        from ${submissions} sub join scoped s on s.id = sub.task_id
        where sub.stage = 'FINAL' and s.status in (${listOf(approvedStatuses)})
        order by sub.task_id, sub.created_at desc, sub.id desc),
      images as (
        select l.task_id, l.created_at, a.position, a.id, f.key, f.file_name
        from latest l join ${attachments} a on a.submission_id = l.id join ${files} f on f.key = a.file_key
        where a.role = 'screenshot' and f.content_type like 'image/%'),
      shown as (select * from images order by created_at desc, task_id, position, id limit ${REPORT_IMAGES_SHOWN})
      select (select count(*)::int from images) as total,
        (select json_agg(json_build_object('taskId', x.task_id, 'creatorName', u.name, 'fileName', x.file_name, 'key', x.key)
          order by x.created_at desc, x.task_id, x.position, x.id)
        from shown x join scoped s on s.id = x.task_id join ${users} u on u.id = s.user_id) as items`),
  )[0];

  const reviewHours = decisions.map((decision) => hoursBetween(decision.sent_at, decision.decided_at));
  const counts: Record<FunnelStage, number> = Object.fromEntries(
    FUNNEL_STAGES.map((stage) => [stage, Number(totals[`reached_${stage}`])]),
  ) as Record<FunnelStage, number>;

  return {
    campaign: {
      id: campaign.id,
      title: campaign.title,
      platform: campaign.platform,
      currency: campaign.currency,
      deadline: campaign.deadline.toISOString(),
      reviewDays: campaign.reviewDays,
    },
    tasks: Number(totals.tasks),
    funnel: FUNNEL_STAGES.map((stage) => {
      const { from } = FUNNEL_REACHED[stage];
      return {
        stage,
        count: counts[stage],
        conversion: from === null ? null : conversionPercent(counts[stage], counts[from]),
      };
    }),
    onTime: { submitted: Number(totals.judged), onTime: Number(totals.on_time) },
    review: {
      decisions: decisions.length,
      averageHours:
        reviewHours.length === 0
          ? null
          : oneDecimal(reviewHours.reduce((sum, hours) => sum + hours, 0) / reviewHours.length),
      keptPromise: decisions.filter(keptPromise).length,
    },
    spend: {
      budget: campaign.budgetMinor === null ? null : toMajorUnits(campaign.budgetMinor),
      committed: toMajorUnits(Number(totals.committed)),
      approved: toMajorUnits(Number(totals.approved)),
      paid: toMajorUnits(Number(totals.paid)),
    },
    posts: { total: Number(posts?.total ?? 0), items: posts?.items ?? [] },
    gallery: {
      total: Number(gallery?.total ?? 0),
      items: (gallery?.items ?? []).map(({ key, ...image }) => ({
        ...image,
        url: signedFileUrl(secret, key, IMAGE_LINK_SECONDS),
      })),
    },
  };
}

interface CsvRow {
  id: string;
  name: string;
  handle: string | null;
  status: TaskStatus;
  joined_at: string;
  applied_at: string | null;
  accepted_at: string | null;
  submitted_at: string | null;
  approved_at: string | null;
  paid_at: string | null;
  expired_at: string | null;
  deadline: string | null;
  on_time: boolean | null;
  amount: string | number;
  currency: string;
  link_url: string | null;
}

/** `GET /api/admin/campaigns/:campaignId/report.csv`: one row per task the filters keep (REPORT_CSV_COLUMNS), oldest first. */
export async function campaignReportCsv(db: Db, campaignId: string, query: CampaignReportQuery): Promise<string> {
  const campaign = await campaignOf(db, campaignId);
  const scoped = scopedSql(campaignId, query);
  const handleKey = PROFILE_LINK_OF[campaign.platform] ?? null;
  const handle = handleKey === null ? sql`null::text` : sql`p.social_media_links ->> ${handleKey}`;
  const rows = rowsOf<CsvRow>(
    await db.execute(sql`with ${scoped}, ${factsSql}
      select f.id, u.name, ${handle} as handle, f.status, ${isoTime('f.created_at')} as joined_at,
        ${isoTime('f.applied_at')} as applied_at, ${isoTime('f.accepted_at')} as accepted_at,
        ${isoTime('f.first_submitted_at')} as submitted_at, ${isoTime('f.approved_at')} as approved_at,
        ${isoTime('f.paid_at')} as paid_at, ${isoTime('f.expired_at')} as expired_at,
        ${isoTime('f.deadline')} as deadline,
        (case when f.first_submitted_at is null then null else f.first_submitted_at <= f.deadline end) as on_time,
        f.amount, f.currency,
        (select sub.link_url from ${submissions} sub where sub.task_id = f.id and sub.stage = 'FINAL'
          order by sub.created_at desc, sub.id desc limit 1) as link_url
      from facts f join ${users} u on u.id = f.user_id left join ${profiles} p on p.user_id = u.id
      order by f.created_at, f.id`),
  );
  // The latest decision on each task's final submission: its review time and whether it kept the promise.
  const lastDecision = new Map<string, Decision>();
  for (const decision of await decisionsOf(db, scoped)) lastDecision.set(decision.task_id, decision);
  const yesNo = (value: boolean | null) => (value === null ? '' : value ? 'Yes' : 'No');
  return toCsv([
    REPORT_CSV_COLUMNS,
    ...rows.map((row) => {
      const decision = lastDecision.get(row.id);
      return [
        row.id,
        row.name,
        row.handle,
        row.status,
        row.joined_at,
        row.applied_at,
        row.accepted_at,
        row.submitted_at,
        row.approved_at,
        row.paid_at,
        row.expired_at,
        row.deadline,
        yesNo(row.on_time),
        decision ? oneDecimal(hoursBetween(decision.sent_at, decision.decided_at)).toFixed(1) : '',
        decision ? yesNo(keptPromise(decision)) : '',
        toDecimalText(Number(row.amount)),
        row.currency,
        row.link_url,
      ];
    }),
  ]);
}
