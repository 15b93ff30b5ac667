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

/** A run found the day's e-mail being sent by another run: it is retried once that claim has run out. */
export class DigestDayHeldError extends Error {}

/**
 * Claims `day`'s e-mail for this run, in one statement, so of two runs at once only one gets it:
 * `claimed`; `sent` when it went already; `held` while another run's claim lasts.
 */
async function claimDay(db: Db, day: string, now: Date): Promise<'claimed' | 'sent' | 'held'> {
  const until = new Date(now.getTime() + CLAIM_SECONDS * 1000).toISOString();
  const claimed = await db.execute(sql`
    insert into ${payoutDigests} (day, claimed_until) values (${day}::date, ${until}::timestamptz)
    on conflict (day) do update set claimed_until = excluded.claimed_until
      where ${payoutDigests.sentAt} is null and ${payoutDigests.claimedUntil} <= ${now.toISOString()}::timestamptz
    returning day`);
  if (rowsOf(claimed).length > 0) return 'claimed';
  const sent = await db.execute(sql`select 1 from ${payoutDigests} where day = ${day}::date and sent_at is not null`);
  return rowsOf(sent).length > 0 ? 'sent' : 'held';
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
 * One run at `now` of the team's daily e-mail (to `to`) for the Malaysian day of `askedAt` (when
 * the run was asked for, `now` unless given): from PAYOUT_DIGEST_HOUR, the first run of the day claims it and sends the payouts overdue and those
 * falling due within WORKING_DAYS_AHEAD working days (nothing when there are none). Safe on many
 * instances at once: the day is sent once. A failed send releases the claim and throws; so does a
 * run that finds the day claimed and not yet sent (another run sending, or one that died), so
 * that its retry sends the day if that run did not. Returns whether a mail was sent.
 */
export async function sendPayoutDigest(
  db: Db,
  mailer: Mailer,
  options: { to: string; publicUrl: string; now: Date; askedAt?: Date },
): Promise<boolean> {
  const { now, askedAt = now } = options;
  const today = malaysianDateOf(askedAt);
  const malaysianHour = new Date(askedAt.getTime() + 8 * 60 * 60 * 1000).getUTCHours();
  if (malaysianHour < PAYOUT_DIGEST_HOUR) return false;
  const claim = await claimDay(db, today, now);
  if (claim === 'sent') return false;
  if (claim === 'held') throw new DigestDayHeldError(`the payout digest of ${today} is claimed by another run`);
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
