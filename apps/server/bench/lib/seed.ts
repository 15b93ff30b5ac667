import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../../src/db/client.ts';
import type { Identity } from '../../src/plugins/identity-service.ts';
import { setRole } from '../../src/modules/users/users.service.ts';

/** The back office's scale in issue 14: 100 000 creators, each with a task, in 1 000 campaigns. */
export const CREATORS = 100_000;
const CAMPAIGNS = 1_000;
/** The creator whose task list is loaded. */
export const TARGET_TASKS = 100;

export const TARGET = { email: 'bench-target@example.com', password: 'bench-password', name: 'Bench Target' };
export const ADMIN = { email: 'bench-admin@example.com', password: 'bench-password', name: 'Bench Admin' };

/**
 * Creators with profiles, campaigns, and one task per creator spread over the statuses so every
 * review queue holds thousands (with the drafts, submissions and reports they wait on); then the
 * target creator's tasks and an admin, both signed up as a person would.
 */
export async function seedScale(
  db: Db,
  identity: Identity,
  options: { vacuum: boolean },
): Promise<{ tasks: number; seconds: number }> {
  const started = performance.now();
  await db.execute(sql`
    insert into users (id, name, email, role, created_at)
    select 'bench-user-' || g, 'Bench Creator ' || g, 'bench' || g || '@example.com', 'influencer',
      now() - g * interval '1 minute'
    from generate_series(1, ${CREATORS}) g`);
  await db.execute(sql`
    insert into profiles (user_id, country, location, gender, date_of_birth, languages, content_types,
      social_media_followers, followers_updated_at)
    select 'bench-user-' || g, (array['Malaysia','Singapore'])[1 + g % 2], (array['Selangor','Johor','Penang'])[1 + g % 3],
      (array['MALE','FEMALE'])[1 + g % 2], (date '1990-01-01' + (g % 7000))::date,
      array['English', (array['Malay','Mandarin','Tamil'])[1 + g % 3]], array['Beauty'],
      jsonb_build_object('instagram', g % 50000, 'tiktok', g % 7000), now() - (g % 5000) * interval '1 hour'
    from generate_series(1, ${CREATORS}) g`);
  await db.execute(sql`
    insert into campaigns (title, task_type, platform, incentive_minor, requirements, instructions, deadline,
      requires_report, referral_fee_minor)
    select 'Campaign ' || lpad(g::text, 4, '0'),
      (array['LIKE','SHARE','COMMENT','UNIQUECOMMENT','POST','REVIEW','DRAFT','VIDEO'])[1 + g % 8],
      (array['INSTAGRAM','TIKTOK','FACEBOOK','YOUTUBE'])[1 + g % 4], 1000 + g,
      'Public account with 1,000+ followers', 'Post one photo with the product and tag the brand',
      now() + interval '30 days', g % 2 = 0, case when g % 3 = 0 then 500 end
    from generate_series(0, ${CAMPAIGNS - 1}) g`);
  await db.execute(sql`
    insert into screening_questions (campaign_id, order_index, required, question, question_type, options)
    select id, q, q = 1, 'Question ' || q, 'text', '{}' from campaigns cross join generate_series(1, 2) q`);
  // Statuses by creator number: every queue (applications, drafts, submissions, reports, payouts) has ~10 000.
  await db.execute(sql`
    with numbered as (select id, row_number() over (order by title) - 1 as n from campaigns)
    insert into tasks (campaign_id, user_id, status, task_deadline, submission_date, draft_submitted_at, updated_at)
    select numbered.id, 'bench-user-' || u,
      (array['APPLIED','SELECTED','ACCEPTED','ACCEPTED','PENDING-CHECKING','APPROVED-PENDING-REPORT',
        'APPROVED-PENDING-PAYMENT','COMPLETED','REJECTED','EXPIRED'])[1 + u % 10],
      now() + interval '10 days',
      case when u % 10 in (4, 5, 6, 7) then now() - u * interval '1 second' end,
      case when u % 10 = 3 then now() - u * interval '1 second' end,
      now() - u * interval '1 second'
    from generate_series(1, ${CREATORS}) u
    join numbered on numbered.n = u % ${CAMPAIGNS}`);
  await db.execute(sql`
    insert into submissions (task_id, user_id, stage, link_url, draft_comment, created_at)
    select id, user_id, case when status = 'ACCEPTED' then 'DRAFT' else 'FINAL' end,
      'https://www.instagram.com/p/bench', 'Looks good', coalesce(draft_submitted_at, submission_date)
    from tasks where draft_submitted_at is not null or submission_date is not null`);
  await db.execute(sql`
    insert into reports (task_id, user_id, created_at, reviewed_at)
    select t.id, t.user_id, t.updated_at, case when t.updated_at < now() - interval '1 day' then now() end
    from tasks t join campaigns c on c.id = t.campaign_id
    where t.status = 'APPROVED-PENDING-PAYMENT' and c.requires_report`);

  for (const account of [TARGET, ADMIN]) await identity.api.signUpEmail({ body: account });
  await setRole(db, ADMIN.email, 'admin');
  await db.execute(sql`
    with numbered as (select id, row_number() over (order by title) - 1 as n from campaigns)
    insert into tasks (campaign_id, user_id, status, task_deadline)
    select numbered.id, u.id,
      (array['SELECTED','ACCEPTED','PENDING-CHECKING','COMPLETED','EXPIRED'])[1 + n % 5], now() + interval '5 days'
    from numbered cross join users u where u.email = ${TARGET.email} and n < ${TARGET_TASKS}`);
  // What autovacuum does soon after a bulk load on PostgreSQL (statistics, and the visibility map
  // index-only scans read); PGlite runs none.
  if (options.vacuum) await db.execute(sql`vacuum analyze`);
  const [{ count } = { count: 0 }] = rowsOf<{ count: number }>(
    await db.execute(sql`select count(*)::int as count from tasks`),
  );
  return { tasks: count, seconds: (performance.now() - started) / 1000 };
}
