import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Notification, NotificationPage } from '@portal/domain/api';
import {
  DEFAULT_NOTIFICATION_PREFERENCES,
  NOTIFICATION_KINDS,
  NOTIFIED_ACTIONS,
  type AccountNoticeKind,
  type NotificationKind,
  type NotificationPreferences,
  type NotificationPreferencesChange,
  type NotifiedAction,
} from '@portal/domain/notifications';
import { rowsOf, type Db, type Tx } from '../../db/client.ts';
import { changed } from '../../db/commits.ts';
import { campaigns, taskEvents, tasks } from '../../db/schema/campaigns.ts';
import { users } from '../../db/schema/identity.ts';
import { accountNotices, notificationReads, notificationSettings } from '../../db/schema/notifications.ts';
import { isoTime } from '../../db/sql-json.ts';
import { notFound } from '../../lib/http-error.ts';

const notifiedActions = sql.join(
  Object.keys(NOTIFIED_ACTIONS).map((action) => sql`${action}`),
  sql`, `,
);

/**
 * The events of `userId`'s own tasks that notify them, as `e`: the centre's entries, no copy of them.
 * A decision the manager may still undo shows once its window has passed, and an undone one never.
 */
const ownNotifications = (userId: string) => sql`(
  select e.id, e.task_id, e.action, e.created_at, e.referred_task_id, t.campaign_id from ${taskEvents} e
  join ${tasks} t on t.id = e.task_id
  where t.user_id = ${userId} and e.action in (${notifiedActions}) and e.undone_at is null
    and (e.undoable_until is null or e.undoable_until <= now())) e`;

/** Whether event `e` is read by `userId`: at or below their "all read" mark, or read on its own. */
const isRead = (userId: string) => sql`(e.id <= coalesce(
    (select s.read_through from ${notificationSettings} s where s.user_id = ${userId}), 0)
  or exists (select 1 from ${notificationReads} r where r.user_id = ${userId} and r.event_id = e.id))`;

/** `userId`'s account notices, as `n`. */
const ownNotices = (userId: string) => sql`(select n.* from ${accountNotices} n where n.user_id = ${userId}) n`;

/** The prefix of an account notice's id in the centre (`account-<id>`), which a task event's number never has. */
const NOTICE_ID_PREFIX = 'account-';

type NotificationRow = {
  id: string | number;
  created_at: string;
  read: boolean;
} & (
  | { source: 'task'; task_id: string; title: string; friend_name: string | null; action: NotifiedAction }
  | { source: 'account'; kind: AccountNoticeKind; params: Record<string, string | number> }
);

const notificationOf = (row: NotificationRow): Notification =>
  row.source === 'account'
    ? {
        source: 'account',
        id: `${NOTICE_ID_PREFIX}${Number(row.id)}`,
        notice: row.kind,
        params: row.params,
        createdAt: row.created_at,
        read: row.read,
      }
    : {
        source: 'task',
        id: Number(row.id),
        taskId: row.task_id,
        campaignTitle: row.title,
        friendName: row.friend_name,
        action: row.action,
        kind: NOTIFIED_ACTIONS[row.action],
        createdAt: row.created_at,
        read: row.read,
      };

/**
 * The caller's notifications, the task events and the account notices together, newest first, a
 * page at a time, and how many are unread.
 */
export async function listNotifications(
  db: Db,
  userId: string,
  { page, pageSize }: { page: number; pageSize: number },
): Promise<NotificationPage> {
  const rows = rowsOf<NotificationRow>(
    await db.execute(sql`
      select * from (
        select 'task' as source, e.id, e.created_at as at, ${isoTime('e.created_at')} as created_at,
          ${isRead(userId)} as read, e.task_id, c.title, friend.name as friend_name, e.action,
          null as kind, null::jsonb as params
        from ${ownNotifications(userId)}
        join ${campaigns} c on c.id = e.campaign_id
        left join ${tasks} referred on referred.id = e.referred_task_id
        left join ${users} friend on friend.id = referred.user_id
        union all
        select 'account', n.id, n.created_at, ${isoTime('n.created_at')}, n.read_at is not null,
          null, null, null, null, n.kind, n.params
        from ${ownNotices(userId)}
      ) entries
      order by at desc, source desc, id desc
      limit ${pageSize} offset ${(page - 1) * pageSize}`),
  );
  const [count] = rowsOf<{ total: string | number }>(
    await db.execute(sql`select (select count(*) from ${ownNotifications(userId)})
      + (select count(*) from ${ownNotices(userId)}) as total`),
  );
  return {
    items: rows.map(notificationOf),
    total: Number(count?.total ?? 0),
    page,
    pageSize,
    unread: await unreadCount(db, userId),
  };
}

/** How many of the caller's notifications are unread: asked on every page, so two indexed counts. */
export async function unreadCount(db: Db, userId: string): Promise<number> {
  const [row] = rowsOf<{ unread: string | number }>(
    await db.execute(sql`select
      (select count(*) from ${ownNotifications(userId)} where not ${isRead(userId)})
      + (select count(*) from ${ownNotices(userId)} where n.read_at is null) as unread`),
  );
  return Number(row?.unread ?? 0);
}

/**
 * Marks one of the caller's notifications read: a task event by its number, an account notice by
 * `account-<id>`; anyone else's, or none, is "not found" and changes nothing.
 */
export async function markNotificationRead(db: Db, userId: string, id: number | string): Promise<void> {
  if (typeof id === 'string') {
    const noticeId = Number(id.slice(NOTICE_ID_PREFIX.length));
    const marked = await db
      .update(accountNotices)
      .set({ readAt: sql`coalesce(${accountNotices.readAt}, now())` })
      .where(and(eq(accountNotices.id, noticeId), eq(accountNotices.userId, userId)))
      .returning({ id: accountNotices.id });
    if (marked.length === 0) throw notFound('notification-not-found');
    return;
  }
  const inserted = rowsOf<{ id: string | number }>(
    await db.execute(sql`
      with own as (select e.id from ${ownNotifications(userId)} where e.id = ${id}),
      added as (
        insert into ${notificationReads} (user_id, event_id) select ${userId}, id from own
        on conflict do nothing)
      select id from own`),
  );
  if (inserted.length === 0) throw notFound('notification-not-found');
}

/**
 * Marks read exactly the caller's notifications that exist now: one read each for the task events
 * still unread, and the time read on each unread account notice. Not a move of the "all read"
 * mark to the newest id: an event whose transaction took a lower id but commits a moment later
 * would then count read though the creator never saw it.
 */
export async function markAllNotificationsRead(db: Db, userId: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`
      insert into ${notificationReads} (user_id, event_id)
      select ${userId}, e.id from ${ownNotifications(userId)} where not ${isRead(userId)}
      on conflict do nothing`);
    await tx
      .update(accountNotices)
      .set({ readAt: sql`now()` })
      .where(and(eq(accountNotices.userId, userId), isNull(accountNotices.readAt)));
  });
}

/**
 * Adds a notice about `userId`'s account to their notification centre, in the transaction that
 * made the news (a data copy ready): their open pages hear of it once it commits.
 */
export async function addAccountNotice(
  tx: Tx,
  userId: string,
  kind: AccountNoticeKind,
  params: Record<string, string | number>,
): Promise<void> {
  await tx.insert(accountNotices).values({ userId, kind, params });
  changed(tx, { type: 'notice', userId });
}

/** A user's choices, each kind they never chose (or one added since) at its default. */
export function withDefaults(saved: Partial<NotificationPreferences> | null): NotificationPreferences {
  return Object.fromEntries(
    NOTIFICATION_KINDS.map((kind) => [kind, { ...DEFAULT_NOTIFICATION_PREFERENCES[kind], ...saved?.[kind] }]),
  ) as NotificationPreferences;
}

export async function notificationPreferences(db: Db, userId: string): Promise<NotificationPreferences> {
  const [row] = rowsOf<{ preferences: Partial<NotificationPreferences> | null }>(
    await db.execute(sql`select preferences from ${notificationSettings} where user_id = ${userId}`),
  );
  return withDefaults(row?.preferences ?? null);
}

/**
 * Saves the channels the creator changed onto their stored choices, in one statement (no read
 * before the write): every kind and channel not in `change` stays as stored, one turned off by an
 * unsubscribe link a moment ago too. Answers the whole choice after the change.
 */
export async function saveNotificationPreferences(
  db: Db,
  userId: string,
  change: NotificationPreferencesChange,
): Promise<NotificationPreferences> {
  const [row] = rowsOf<{ preferences: Partial<NotificationPreferences> | null }>(
    await db.execute(sql`
      insert into ${notificationSettings} (user_id, preferences)
      values (${userId}, ${JSON.stringify(change)}::jsonb)
      on conflict (user_id) do update set preferences = coalesce(${notificationSettings.preferences}, '{}'::jsonb)
        || coalesce((
          select jsonb_object_agg(c.key,
            coalesce(${notificationSettings.preferences} -> c.key, ${JSON.stringify(DEFAULT_NOTIFICATION_PREFERENCES)}::jsonb -> c.key)
            || c.value)
          from jsonb_each(excluded.preferences) c), '{}'::jsonb)
      returning preferences`),
  );
  return withDefaults(row?.preferences ?? null);
}

/**
 * Turns off the e-mails of one kind for a user, leaving their other choices as they are (also one
 * saved at the same moment); false when there is no such user (an account since deleted).
 */
export async function turnOffEmail(db: Db, userId: string, kind: NotificationKind): Promise<boolean> {
  const off = { ...DEFAULT_NOTIFICATION_PREFERENCES[kind], email: false };
  const changed = rowsOf<{ user_id: string }>(
    await db.execute(sql`
      insert into ${notificationSettings} (user_id, preferences)
      select id, ${JSON.stringify({ [kind]: off })}::jsonb from ${users} where id = ${userId}
      on conflict (user_id) do update set preferences = coalesce(${notificationSettings.preferences}, '{}'::jsonb)
        || jsonb_build_object(${kind}::text,
          coalesce(${notificationSettings.preferences} -> ${kind}::text, ${JSON.stringify(DEFAULT_NOTIFICATION_PREFERENCES[kind])}::jsonb)
          || '{"email": false}'::jsonb)
      returning user_id`),
  );
  return changed.length > 0;
}
