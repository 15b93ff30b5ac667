import { sql } from 'drizzle-orm';
import { addWorkingDays, calendarDaysBetween, malaysianDateOf } from '@portal/domain/calendar';
import { AWAITING_PAYMENT_STATUSES } from '@portal/domain/tasks';
import { rowsOf, type Db } from '../../db/client.ts';
import { campaigns, tasks } from '../../db/schema/campaigns.ts';
import { users } from '../../db/schema/identity.ts';
import { payoutDigests } from '../../db/schema/referrals.ts';
import { termSql } from '../../db/sql-json.ts';
import { statusInSql } from '../../db/sql-tasks.ts';
import { i18nFor } from '../../lib/i18n.ts';
import type { Mailer } from '../../lib/mailer.ts';
import { payoutDigestMail, type DigestPayout } from './payout-digest-mail.ts';
import { withTimeout } from '../../lib/with-timeout.ts';

/** The hour (in Malaysia) from which the day's e-mail goes out: the team reads it in the morning. */
export const PAYOUT_DIGEST_HOUR = 8;
/** Payouts falling due today or within this many working days are listed. */
const WORKING_DAYS_AHEAD = 2;
/** How long one instance's claim on the day lasts while it sends; past it, another may try. */
const CLAIM_SECONDS = 120;
/** A send that takes longer fails, well before the claim ends, so another instance never sends the day again meanwhile. */
const SEND_TIMEOUT_MS = 30_000;

/**
 * Claims `day`'s e-mail for this run, unless it was sent or another run holds it: one statement,
 * so of two instances at once only one gets it.
 */
async function claimDay(db: Db, day: string, now: Date): Promise<boolean> {
  const until = new Date(now.getTime() + CLAIM_SECONDS * 1000).toISOString();
  const claimed = await db.execute(sql`
    insert into ${payoutDigests} (day, claimed_until) values (${day}::date, ${until}::timestamptz)
    on conflict (day) do update set claimed_until = excluded.claimed_until
      where ${payoutDigests.sentAt} is null and ${payoutDigests.claimedUntil} <= ${now.toISOString()}::timestamptz
    returning day`);
  return rowsOf(claimed).length > 0;
}

/** The payouts not yet paid whose due day is `horizon` or earlier, soonest due first. */
async function payoutsDueBy(db: Db, horizon: string): Promise<Omit<DigestPayout, 'daysOverdue'>[]> {
  const rows = rowsOf<{
    creator: string;
    title: string;
    amount_minor: number;
    currency: string;
    due_on: string;
  }>(
    await db.execute(sql`
      select u.name as creator, c.title, ${termSql('incentive_minor', 'task')} as amount_minor,
        coalesce(nullif(${termSql('currency', 'task')}, ''), 'RM') as currency, t.payment_due_on::text as due_on
      from ${tasks} t join ${campaigns} c on c.id = t.campaign_id join ${users} u on u.id = t.user_id
      where ${statusInSql(AWAITING_PAYMENT_STATUSES)} and t.payment_due_on <= ${horizon}::date
      order by t.payment_due_on, t.id`),
  );
  return rows.map((row) => ({
    creator: row.creator,
    campaignTitle: row.title,
    amountMinor: Number(row.amount_minor),
    currency: row.currency,
    dueOn: row.due_on,
  }));
}

/**
 * One run of the team's daily e-mail (to `to`): from PAYOUT_DIGEST_HOUR in Malaysia, the first
 * run of the day claims it and sends the payouts overdue and those falling due within
 * WORKING_DAYS_AHEAD working days (nothing when there are none). Safe on many instances at once:
 * the day is sent once; a failed send releases the claim for the next run. Returns whether a
 * mail was sent.
 */
export async function sendPayoutDigest(
  db: Db,
  mailer: Mailer,
  options: { to: string; publicUrl: string; now: Date },
): Promise<boolean> {
  const { now } = options;
  const today = malaysianDateOf(now);
  const malaysianHour = new Date(now.getTime() + 8 * 60 * 60 * 1000).getUTCHours();
  if (malaysianHour < PAYOUT_DIGEST_HOUR || !(await claimDay(db, today, now))) return false;
  try {
    const horizon = addWorkingDays(today, WORKING_DAYS_AHEAD);
    const payouts = (await payoutsDueBy(db, horizon)).map((payout) => ({
      ...payout,
      daysOverdue: Math.max(0, calendarDaysBetween(payout.dueOn, today)),
    }));
    if (payouts.length > 0) {
      const catalogue = await i18nFor(null);
      await withTimeout(
        mailer.send(payoutDigestMail(payouts, { to: options.to, horizon, publicUrl: options.publicUrl, catalogue })),
        SEND_TIMEOUT_MS,
      );
    }
    await db.execute(
      sql`update ${payoutDigests} set sent_at = ${now.toISOString()}::timestamptz where day = ${today}::date`,
    );
    return payouts.length > 0;
  } catch (error) {
    await db.execute(
      sql`update ${payoutDigests} set claimed_until = ${now.toISOString()}::timestamptz where day = ${today}::date`,
    );
    throw error;
  }
}
