import { and, eq, inArray, isNotNull, isNull, lt, sql, type SQL } from 'drizzle-orm';
import type { Logger } from 'pino';
import { TRANSITIONS } from '@portal/domain/tasks';
import { rowsOf, type Db, type Tx } from '../../db/client.ts';
import { taskEvents, tasks } from '../../db/schema/campaigns.ts';
import { files } from '../../db/schema/files.ts';
import { sessions } from '../../db/schema/identity.ts';
import { messageFiles, taskMessages } from '../../db/schema/messages.ts';
import { dataExports, signIns } from '../../db/schema/privacy.ts';
import { attachments, reports, submissions } from '../../db/schema/submissions.ts';
import type { Clock } from '../../lib/clock.ts';
import type { JobDefinition } from '../../lib/jobs.ts';
import type { BlobStore } from '../uploads/blob-store.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** How many of each kind one batch deletes; a run takes batches until none is full (or it is stopped). */
const BATCH = 200;

/**
 * The statuses a task's work ends in without being approved: its submission or draft rejected
 * (and never sent again), its deadline passed, or its application turned down. The portal has no
 * withdrawn status: a creator who gives up lets the deadline pass, and the task expires.
 */
const UNAPPROVED_ENDS = [TRANSITIONS.reject.to, TRANSITIONS.expire.to, TRANSITIONS.rejectApplication.to];
/** The status of work approved and paid: kept for good, save what was sent before and rejected. */
const PAID = TRANSITIONS.markPaid.to;

/** How long each kind of personal data is kept (RETENTION_* settings). */
export interface RetentionPeriods {
  /** The files of work that ended unapproved, and the rejected earlier tries of paid work. */
  closedWorkDays: number;
  /** Sessions after they ended, and each sign-in's record. */
  signInDays: number;
}

/** What one pass deleted (files: their bytes, their rows marked erased). */
export interface RetentionCounts {
  files: number;
  exports: number;
  sessions: number;
  signIns: number;
}

const inList = (values: readonly string[]) =>
  sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  );

/**
 * Whether task `t` has been in its current status since before `cutoff`: since its last step into
 * that status that was not undone (its `updated_at` on a task without one).
 */
const inStatusSince = (cutoff: Date) => sql`coalesce((
    select max(e.created_at) from ${taskEvents} e
    where e.task_id = t.id and e.to_status = t.status and e.from_status is distinct from e.to_status
      and e.undone_at is null
  ), t.updated_at) < ${cutoff}`;

/** Whether task `t` ended unapproved before `cutoff`: none of its files are kept. */
const endedUnapproved = (cutoff: Date) => sql`(t.status in (${inList(UNAPPROVED_ENDS)}) and ${inStatusSince(cutoff)})`;

/**
 * Whether attachment `a` (of submission `s` or report `r`, the other null, on task `t`) belongs to
 * a try that a later one of its kind replaced: a final submission, a draft or a report sent again.
 * The last of each kind is the work approved on a paid task.
 */
const replacedTry = sql`(
  exists (select 1 from ${submissions} s2 where s2.task_id = t.id and s2.stage = s.stage
    and (s2.created_at, s2.id) > (s.created_at, s.id))
  or exists (select 1 from ${reports} r2 where r2.task_id = t.id and (r2.created_at, r2.id) > (r.created_at, r.id)))`;

/**
 * Whether attachment `a` (of submission `s` or report `r`, on task `t`) may go: the task ended
 * unapproved before `cutoff`, or it was paid before then and `a` is of a try rejected or replaced
 * before the work approved (checked first: on most paid tasks nothing was sent twice).
 */
const attachmentExpired = (cutoff: Date) =>
  sql`(${endedUnapproved(cutoff)} or (t.status = ${PAID} and ${replacedTry} and ${inStatusSince(cutoff)}))`;

/** Every attachment (`a`, with its submission `s` or report `r`, and its task `t`) of file `key`. */
const attachmentsOf = (key: SQL) => sql`${attachments} a
  left join ${submissions} s on s.id = a.submission_id
  left join ${reports} r on r.id = a.report_id
  join ${tasks} t on t.id = coalesce(s.task_id, r.task_id)
  where a.file_key = ${key}`;

/** Every message file (`mf`, with its message `m` and task `t`) of file `key`. */
const messageFilesOf = (key: SQL) => sql`${messageFiles} mf
  join ${taskMessages} m on m.id = mf.message_id
  join ${tasks} t on t.id = m.task_id
  where mf.file_key = ${key}`;

/** Whether anything still to be kept points at file `key`: a file shared with kept work stays. */
const stillKept = (key: SQL, cutoff: Date) => sql`(
  exists (select 1 from ${attachmentsOf(key)} and not ${attachmentExpired(cutoff)})
  or exists (select 1 from ${messageFilesOf(key)} and not ${endedUnapproved(cutoff)}))`;

/**
 * Up to `batch` files past their time and not erased yet: attached to work whose period has passed
 * (its submissions, reports and, for work that ended unapproved, its conversation's files), and to
 * nothing kept.
 */
async function expiredFiles(db: Db, cutoff: Date, batch: number): Promise<string[]> {
  const candidate = sql.raw('candidate.key');
  const rows = rowsOf<{ key: string }>(
    await db.execute(sql`select candidate.key from (
      select a.file_key as key from ${tasks} t
        join ${submissions} s on s.task_id = t.id
        join ${attachments} a on a.submission_id = s.id
        left join ${reports} r on r.id = a.report_id
      where t.status in (${inList([...UNAPPROVED_ENDS, PAID])}) and ${attachmentExpired(cutoff)}
      union
      select a.file_key from ${tasks} t
        join ${reports} r on r.task_id = t.id
        join ${attachments} a on a.report_id = r.id
        left join ${submissions} s on s.id = a.submission_id
      where t.status in (${inList([...UNAPPROVED_ENDS, PAID])}) and ${attachmentExpired(cutoff)}
      union
      select mf.file_key from ${tasks} t
        join ${taskMessages} m on m.task_id = t.id
        join ${messageFiles} mf on mf.message_id = m.id
      where ${endedUnapproved(cutoff)}
    ) candidate
    where not exists (select 1 from ${files} f where f.key = candidate.key and f.erased_at is not null)
      and not ${stillKept(candidate, cutoff)}
    order by candidate.key
    limit ${batch}`),
  );
  return rows.map((row) => row.key);
}

/**
 * Deletes the bytes of file `key`, if it is still past its time once its row is locked (a
 * submission sent meanwhile with it keeps it) and not erased already: it marks the row erased, then
 * removes the bytes, before the commit. The row, and the attachments and message files pointing at
 * it, stay: the work it was sent with shows its name, as deleted. Bytes that cannot be removed roll
 * the mark back, for the next run; a mark that fails to commit after the bytes went is set by the
 * next run, the bytes' absence being no error.
 */
async function eraseFile(tx: Tx, store: BlobStore, key: string, cutoff: Date, now: Date): Promise<boolean> {
  const [locked] = await tx
    .select({ key: files.key })
    .from(files)
    .where(and(eq(files.key, key), isNull(files.erasedAt)))
    .for('update');
  if (!locked) return false;
  const [{ kept } = { kept: true }] = rowsOf<{ kept: boolean }>(
    await tx.execute(sql`select ${stillKept(sql`${key}`, cutoff)} as kept`),
  );
  if (kept) return false;
  await tx.update(files).set({ erasedAt: now }).where(eq(files.key, key));
  await store.remove(key);
  return true;
}

/** Deletes the ZIPs of up to `batch` data exports past their expiry, leaving the rows (without `fileKey`) as their record. */
async function deleteExpiredExports(db: Db, store: BlobStore, now: Date, batch: number): Promise<number> {
  const expired = and(isNotNull(dataExports.fileKey), lt(dataExports.expiresAt, now));
  const due = await db.select({ id: dataExports.id }).from(dataExports).where(expired).limit(batch);
  let deleted = 0;
  for (const { id } of due) {
    const done = await db.transaction(async (tx) => {
      const [row] = await tx
        .select({ fileKey: dataExports.fileKey })
        .from(dataExports)
        .where(and(eq(dataExports.id, id), expired))
        .for('update');
      if (!row?.fileKey) return false;
      await tx.update(dataExports).set({ fileKey: null }).where(eq(dataExports.id, id));
      await store.remove(row.fileKey);
      return true;
    });
    if (done) deleted += 1;
  }
  return deleted;
}

/** Deletes up to `batch` sessions that ended before `cutoff`. */
async function deleteEndedSessions(db: Db, cutoff: Date, batch: number): Promise<number> {
  const due = db.select({ id: sessions.id }).from(sessions).where(lt(sessions.expiresAt, cutoff)).limit(batch);
  return (await db.delete(sessions).where(inArray(sessions.id, due)).returning({ id: sessions.id })).length;
}

/** Deletes up to `batch` sign-ins recorded before `cutoff`. */
async function deleteOldSignIns(db: Db, cutoff: Date, batch: number): Promise<number> {
  const due = db.select({ id: signIns.id }).from(signIns).where(lt(signIns.at, cutoff)).limit(batch);
  return (await db.delete(signIns).where(inArray(signIns.id, due)).returning({ id: signIns.id })).length;
}

/**
 * One batch (`batch` rows at most) of each kind of personal data past its period at `now` (docs/privacy.md): the files
 * of closed work, the ZIPs of expired exports, ended sessions and old sign-ins. What it deletes
 * it deletes once: each file and export is taken under its row's lock and checked again, and a
 * second pass finds nothing more. A file already gone from the store is no error.
 */
export async function applyRetention(
  db: Db,
  store: BlobStore,
  periods: RetentionPeriods,
  now: Date,
  batch = BATCH,
): Promise<RetentionCounts> {
  const workCutoff = new Date(now.getTime() - periods.closedWorkDays * DAY_MS);
  const signInCutoff = new Date(now.getTime() - periods.signInDays * DAY_MS);
  let deletedFiles = 0;
  for (const key of await expiredFiles(db, workCutoff, batch)) {
    if (await db.transaction((tx) => eraseFile(tx, store, key, workCutoff, now))) deletedFiles += 1;
  }
  return {
    files: deletedFiles,
    exports: await deleteExpiredExports(db, store, now, batch),
    sessions: await deleteEndedSessions(db, signInCutoff, batch),
    signIns: await deleteOldSignIns(db, signInCutoff, batch),
  };
}

const isFull = (counts: RetentionCounts) => Object.values(counts).some((count) => count >= BATCH);

/**
 * The retention pass, every `everySeconds`: batches until none is full, or the instance stops
 * (the next run takes the rest). A run retried, or taken over from a crashed instance, deletes
 * nothing twice and nothing early: each deletion checks its row again under a lock.
 */
export function retentionJob(
  db: Db,
  store: BlobStore,
  log: Logger,
  options: { periods: RetentionPeriods; everySeconds: number; clock: Clock },
): JobDefinition {
  return {
    name: 'privacy.retention',
    schedule: { everySeconds: options.everySeconds },
    run: async (run) => {
      const total: RetentionCounts = { files: 0, exports: 0, sessions: 0, signIns: 0 };
      let counts: RetentionCounts;
      do {
        counts = await applyRetention(db, store, options.periods, options.clock());
        for (const kind of Object.keys(total) as (keyof RetentionCounts)[]) total[kind] += counts[kind];
      } while (isFull(counts) && !run.isStopped());
      if (Object.values(total).some((count) => count > 0)) log.info(total, 'personal data past its retention deleted');
    },
  };
}
