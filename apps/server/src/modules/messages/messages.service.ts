import { and, eq, sql } from 'drizzle-orm';
import type { MessageQueueItem, MessageSide, NewMessage, TaskThread, ThreadEntry } from '@portal/domain/messages';
import { BRAND_MESSAGE_EVENT, DEADLINE_REMINDER_EVENTS, REFERRAL_EVENTS, type TaskStatus } from '@portal/domain/tasks';
import { isAcceptedType, UPLOAD_POLICIES } from '@portal/domain/uploads';
import { rowsOf, type Db } from '../../db/client.ts';
import { changed, committed } from '../../db/commits.ts';
import { isDatabaseId } from '../../db/ids.ts';
import { campaigns, taskEvents, tasks } from '../../db/schema/campaigns.ts';
import { files } from '../../db/schema/files.ts';
import { users } from '../../db/schema/identity.ts';
import { messageFiles, taskMessages, taskThreads } from '../../db/schema/messages.ts';
import { submissions } from '../../db/schema/submissions.ts';
import { isoTime } from '../../db/sql-json.ts';
import { badRequest, notFound } from '../../lib/http-error.ts';
import { signedFileUrl } from '../files/files.service.ts';
import { usableFiles } from '../uploads/uploads.service.ts';

/** Signed links to a thread's files live an hour, as the back office's do. */
const FILE_LINK_SECONDS = 60 * 60;

/** The task a conversation is about, once the caller was found allowed on it. */
export interface ThreadTask {
  id: string;
  campaignId: string;
  campaignTitle: string;
  creatorId: string;
  status: TaskStatus;
}

/** Who reads or writes: the task's creator, or a campaign manager on the brand side. */
export interface Participant {
  userId: string;
  side: MessageSide;
}

async function taskWhere(db: Db, where: ReturnType<typeof and>): Promise<ThreadTask> {
  const [task] = await db
    .select({
      id: tasks.id,
      campaignId: tasks.campaignId,
      campaignTitle: campaigns.title,
      creatorId: tasks.userId,
      status: tasks.status,
    })
    .from(tasks)
    .innerJoin(campaigns, eq(campaigns.id, tasks.campaignId))
    .where(where);
  if (!task) throw notFound('no-campaign-found');
  return { ...task, status: task.status as TaskStatus };
}

/** One of the creator's own tasks; anyone else's (or a malformed id) is "not found", as every task call answers. */
export function creatorsTask(db: Db, userId: string, taskId: string): Promise<ThreadTask> {
  if (!isDatabaseId(taskId)) throw notFound('no-campaign-found');
  return taskWhere(db, and(eq(tasks.id, taskId), eq(tasks.userId, userId)));
}

/** Any task, for a campaign manager. */
export function anyTask(db: Db, taskId: string): Promise<ThreadTask> {
  return taskWhere(db, eq(tasks.id, taskId));
}

/** A message `m` as a thread entry, its files unsigned; a manager's name only for the brand side's own eyes. */
const messageJson = (showManagers: boolean) => sql`json_build_object(
  'id', m.id, 'type', 'message', 'createdAt', ${isoTime('m.created_at')}, 'side', m.side,
  'authorName', case when m.side = 'creator' or ${sql.raw(String(showManagers))} then a.name end,
  'body', m.body, 'action', null, 'fromStatus', null, 'toStatus', null, 'remark', null,
  'files', coalesce((select json_agg(json_build_object('key', f.key, 'fileName', f.file_name,
      'contentType', f.content_type, 'erased', f.erased_at is not null) order by mf.position)
    from ${messageFiles} mf join ${files} f on f.key = mf.file_key where mf.message_id = m.id), '[]'::json))`;

/**
 * A step of the task's timeline `e` as a thread entry: a rejection's reason, an approved draft's
 * comment or a payment's reference is its remark; a sent draft's is the draft's comment.
 */
const eventJson = sql`json_build_object(
  'id', 'event-' || e.id, 'type', 'event', 'createdAt', ${isoTime('e.created_at')}, 'side', null,
  'authorName', null, 'body', null, 'files', '[]'::json, 'action', e.action,
  'fromStatus', e.from_status, 'toStatus', e.to_status,
  'remark', case when e.action = 'submitDraft' then (select s.draft_comment from ${submissions} s
      where s.task_id = e.task_id and s.stage = 'DRAFT' and s.created_at <= e.created_at
      order by s.created_at desc, s.id desc limit 1) else e.remark end)`;

/**
 * The events the thread leaves out: a brand's message (the message itself is in it), the
 * deadline reminders, which are the portal's nudges rather than a step of the task or a word from
 * anyone, and a referred friend's steps, which are not this task's. They reach the creator by
 * e-mail, push and the notification centre; in the conversation reminders would sit twice per
 * deadline between the messages, and go stale when the deadline moves. The back office's timeline
 * keeps them.
 */
const notInThread = sql`(e.action is null or e.action not in (${sql.join(
  [BRAND_MESSAGE_EVENT, ...DEADLINE_REMINDER_EVENTS, ...REFERRAL_EVENTS].map((action) => sql`${action}`),
  sql`, `,
)}))`;

/**
 * Whether the viewer sees step `e`: an undone decision never shows, and the creator sees a decision
 * only once the manager can no longer undo it (when they are told of it).
 */
const shownTo = (viewer: Participant) =>
  viewer.side === 'creator'
    ? sql`e.undone_at is null and (e.undoable_until is null or e.undoable_until <= now())`
    : sql`e.undone_at is null`;

type StoredEntry = Omit<ThreadEntry, 'files'> & { files: Omit<ThreadEntry['files'][number], 'url'>[] };

/**
 * Signs an entry's file links for `viewer`: a creator's links die with their ban. A file whose
 * bytes retention deleted has none.
 */
const signedEntry =
  (secret: string, viewer: Participant) =>
  (entry: StoredEntry): ThreadEntry => ({
    ...entry,
    files: entry.files.map((file) => ({
      ...file,
      url: file.erased
        ? null
        : signedFileUrl(secret, file.key, FILE_LINK_SECONDS, viewer.side === 'creator' ? viewer.userId : null),
    })),
  });

/** The task's thread: its messages and its own steps in one list, oldest first, with how many the viewer has not read. */
export async function readThread(db: Db, secret: string, task: ThreadTask, viewer: Participant): Promise<TaskThread> {
  const unreadColumn = viewer.side === 'creator' ? sql`th.creator_unread` : sql`th.brand_unread`;
  const [row] = rowsOf<{ messages: string; events: string; unread: number | null }>(
    await db.execute(sql`select
      coalesce((select json_agg(${messageJson(viewer.side === 'brand')} order by m.created_at, m.id)
        from ${taskMessages} m join ${users} a on a.id = m.author_id where m.task_id = ${task.id}), '[]'::json)::text as messages,
      coalesce((select json_agg(${eventJson} order by e.created_at, e.id)
        from ${taskEvents} e where e.task_id = ${task.id} and ${notInThread} and ${shownTo(viewer)}), '[]'::json)::text as events,
      (select ${unreadColumn} from ${taskThreads} th where th.task_id = ${task.id}) as unread`),
  );
  const messages = JSON.parse(row?.messages ?? '[]') as StoredEntry[];
  const events = JSON.parse(row?.events ?? '[]') as StoredEntry[];
  // Both lists are in time order: merged, a step comes before a message sent at the same moment.
  const entries = [...events, ...messages].sort((a, b) => a.createdAt.localeCompare(b.createdAt));
  return {
    taskId: task.id,
    campaignId: task.campaignId,
    campaignTitle: task.campaignTitle,
    entries: entries.map(signedEntry(secret, viewer)),
    unread: Number(row?.unread ?? 0),
  };
}

async function messageEntry(db: Db, secret: string, messageId: string, viewer: Participant): Promise<ThreadEntry> {
  const [row] = rowsOf<{ json: string }>(
    await db.execute(sql`select ${messageJson(viewer.side === 'brand')}::text as json
      from ${taskMessages} m join ${users} a on a.id = m.author_id where m.id = ${messageId}`),
  );
  if (!row) throw new Error('message not found');
  return signedEntry(secret, viewer)(JSON.parse(row.json) as StoredEntry);
}

/** Refuses any file that is not the author's own finished upload under the task's campaign, or not a format a message takes. */
async function checkFiles(db: Db, authorId: string, task: ThreadTask, keys: string[]) {
  const usable = await usableFiles(db, authorId, task.campaignId, UPLOAD_POLICIES.message.kind, keys);
  if (keys.some((key) => !usable.has(key))) throw badRequest('message-file-not-usable');
  if (keys.some((key) => !isAcceptedType('message', usable.get(key)))) throw badRequest('message-file-type-refused');
}

/**
 * Sends a message on the task. A resend with the same client key (after a lost answer or a
 * reload) answers the message first sent with it and changes nothing. A creator's message waits
 * in the brand's queue until a manager answers; a manager's is e-mailed to the creator through
 * the outbox (`task_events`), written in the same transaction.
 */
export async function sendMessage(
  db: Db,
  secret: string,
  task: ThreadTask,
  author: Participant,
  message: Required<NewMessage>,
): Promise<ThreadEntry> {
  const sent = async () => {
    const [first] = await db
      .select({ id: taskMessages.id })
      .from(taskMessages)
      .where(
        and(
          eq(taskMessages.taskId, task.id),
          eq(taskMessages.authorId, author.userId),
          eq(taskMessages.clientKey, message.clientKey),
        ),
      );
    return first ? messageEntry(db, secret, first.id, author) : null;
  };
  const replayed = await sent();
  if (replayed) return replayed;
  const keys = [...new Set(message.attachments)];
  await checkFiles(db, author.userId, task, keys);

  const messageId = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(taskMessages)
      .values({
        taskId: task.id,
        authorId: author.userId,
        side: author.side,
        body: message.body,
        clientKey: message.clientKey,
      })
      .onConflictDoNothing()
      .returning({ id: taskMessages.id, createdAt: taskMessages.createdAt });
    // Sent at the same moment with the same key: the other one won.
    if (!row) return null;
    if (keys.length > 0) {
      await tx.insert(messageFiles).values(keys.map((fileKey, position) => ({ messageId: row.id, fileKey, position })));
    }
    const fromCreator = author.side === 'creator';
    await tx
      .insert(taskThreads)
      .values({
        taskId: task.id,
        brandUnread: fromCreator ? 1 : 0,
        creatorUnread: fromCreator ? 0 : 1,
        unansweredSince: fromCreator ? row.createdAt : null,
      })
      .onConflictDoUpdate({
        target: taskThreads.taskId,
        set: fromCreator
          ? {
              brandUnread: sql`${taskThreads.brandUnread} + 1`,
              unansweredSince: sql`coalesce(${taskThreads.unansweredSince}, ${row.createdAt.toISOString()}::timestamptz)`,
            }
          : { creatorUnread: sql`${taskThreads.creatorUnread} + 1`, unansweredSince: null },
      });
    if (!fromCreator) {
      await tx.insert(taskEvents).values({
        taskId: task.id,
        fromStatus: task.status,
        toStatus: task.status,
        actor: 'admin',
        actorUserId: author.userId,
        action: BRAND_MESSAGE_EVENT,
      });
    }
    changed(tx, { type: 'message', taskId: task.id, ...(fromCreator ? {} : { action: BRAND_MESSAGE_EVENT }) });
    return row.id;
  });
  if (messageId) return messageEntry(db, secret, messageId, author);
  const winner = await sent();
  if (!winner) throw new Error('message not recorded');
  return winner;
}

/**
 * The reader's side has read every message of the task so far; that side's other open pages (the
 * creator's other tabs, the managers' Messages queue) hear of it and show the new counts.
 */
export async function markRead(db: Db, taskId: string, side: MessageSide): Promise<void> {
  const now = new Date();
  const read = side === 'creator' ? { creatorUnread: 0, creatorReadAt: now } : { brandUnread: 0, brandReadAt: now };
  await db
    .insert(taskThreads)
    .values({ taskId, ...read })
    .onConflictDoUpdate({ target: taskThreads.taskId, set: read });
  await committed(db, [{ type: 'read', taskId, side }]);
}

/** Tasks whose creator waits for an answer, the one waiting longest first. */
export async function messageQueue(
  db: Db,
  query: { page: number; pageSize: number },
): Promise<{ items: MessageQueueItem[]; total: number; page: number; pageSize: number }> {
  const [row] = rowsOf<{ items: string | null; total: number }>(
    await db.execute(sql`select
      (select count(*) from ${taskThreads} where unanswered_since is not null)::int as total,
      (select json_agg(json_build_object('taskId', q.task_id, 'campaignTitle', c.title, 'influencerName', u.name,
          'waitingSince', ${isoTime('q.unanswered_since')}, 'unread', q.brand_unread,
          'preview', coalesce((select left(m.body, 140) from ${taskMessages} m
            where m.task_id = q.task_id and m.side = 'creator' order by m.created_at desc, m.id desc limit 1), ''))
          order by q.unanswered_since, q.task_id)
        from (select * from ${taskThreads} where unanswered_since is not null
          order by unanswered_since, task_id limit ${query.pageSize} offset ${(query.page - 1) * query.pageSize}) q
        join ${tasks} t on t.id = q.task_id
        join ${campaigns} c on c.id = t.campaign_id
        join ${users} u on u.id = t.user_id)::text as items`),
  );
  return {
    items: JSON.parse(row?.items ?? '[]') as MessageQueueItem[],
    total: Number(row?.total ?? 0),
    page: query.page,
    pageSize: query.pageSize,
  };
}
