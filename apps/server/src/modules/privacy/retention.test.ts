import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, inArray } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TaskStatus } from '@portal/domain/tasks';
import type { Database, Db } from '../../db/client.ts';
import { taskEvents } from '../../db/schema/campaigns.ts';
import { files } from '../../db/schema/files.ts';
import { sessions } from '../../db/schema/identity.ts';
import { messageFiles, taskMessages } from '../../db/schema/messages.ts';
import { dataExports, signIns } from '../../db/schema/privacy.ts';
import { attachments, reports, submissions } from '../../db/schema/submissions.ts';
import { createCampaign, createTask, createUsers } from '../../testing/factories.ts';
import { openTestDatabase } from '../../testing/test-database.ts';
import { diskBlobStore } from '../uploads/blob-store.ts';
import { applyRetention, retentionJob } from './retention.job.ts';

const DAY = 24 * 60 * 60 * 1000;
const PERIODS = { closedWorkDays: 180, signInDays: 365 };
const NOTHING = { files: 0, exports: 0, sessions: 0, signIns: 0 };
/** The moment every pass runs at; each row's age is counted back from it. */
const now = new Date('2026-12-08T03:00:00Z');
const daysAgo = (days: number) => new Date(now.getTime() - days * DAY);

const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'retention-'));
const store = diskBlobStore(directory);
const source = path.join(directory, 'source.png');
fs.writeFileSync(source, 'not really a png');

let database: Database;
let db: Db;
let campaignId: string;
beforeAll(async () => {
  database = await openTestDatabase();
  db = database.db;
  campaignId = (await createCampaign(db)).id;
});
afterAll(() => database.close());

const stored = (key: string) => fs.existsSync(path.join(directory, key));
const rowExists = async (key: string) =>
  (await db.select({ key: files.key }).from(files).where(eq(files.key, key))).length === 1;
const erasedAt = async (key: string) =>
  (await db.select({ erasedAt: files.erasedAt }).from(files).where(eq(files.key, key)))[0]?.erasedAt ?? null;
/** Whether the file is there, in the store and in the database, not marked erased. */
const kept = async (key: string) => stored(key) && (await rowExists(key)) && (await erasedAt(key)) === null;
/** Whether its bytes left the store, its row staying (what points at it too), marked erased at the pass. */
const erased = async (key: string, at = now) =>
  !stored(key) && (await rowExists(key)) && (await erasedAt(key))?.getTime() === at.getTime();

/** A creator's task that moved into `status` `since` (its event), one of the statuses it went through. */
async function taskIn(status: TaskStatus, since: Date) {
  const [creator] = await createUsers(db, 1);
  if (!creator) throw new Error('no creator');
  const task = await createTask(db, { campaignId, userId: creator.id, status, updatedAt: since });
  await db.insert(taskEvents).values([
    { taskId: task.id, fromStatus: null, toStatus: 'SELECTED', actor: 'admin', createdAt: daysAgo(1000) },
    { taskId: task.id, fromStatus: 'PENDING-CHECKING', toStatus: status, actor: 'admin', createdAt: since },
  ]);
  return { taskId: task.id, userId: creator.id };
}

/** A finished upload of `userId`, stored. */
async function file(userId: string, name: string) {
  const key = `submissions/${campaignId}/${userId}/${randomUUID()}-${name}`;
  await db.insert(files).values({
    key,
    ownerId: userId,
    campaignId,
    kind: 'submissions',
    fileName: name,
    contentType: 'image/png',
    sizeBytes: 16,
    createdAt: daysAgo(1000),
    completedAt: daysAgo(1000),
  });
  await store.saveFile(key, source, 'image/png');
  return key;
}

/** A submission of the task with `keys` as its screenshots, sent at `at`; its id. */
async function submission(task: { taskId: string; userId: string }, at: Date, keys: string[], stage = 'FINAL') {
  const [row] = await db
    .insert(submissions)
    .values({ taskId: task.taskId, userId: task.userId, stage: stage as 'FINAL' | 'DRAFT', createdAt: at })
    .returning({ id: submissions.id });
  if (!row) throw new Error('no submission');
  await db
    .insert(attachments)
    .values(
      keys.map((fileKey, position) => ({ submissionId: row.id, role: 'screenshot' as const, fileKey, position })),
    );
  return row.id;
}

async function report(task: { taskId: string; userId: string }, at: Date, keys: string[]) {
  const [row] = await db
    .insert(reports)
    .values({ taskId: task.taskId, userId: task.userId, createdAt: at })
    .returning({ id: reports.id });
  if (!row) throw new Error('no report');
  await db
    .insert(attachments)
    .values(keys.map((fileKey, position) => ({ reportId: row.id, role: 'report' as const, fileKey, position })));
}

async function message(task: { taskId: string; userId: string }, keys: string[]) {
  const [row] = await db
    .insert(taskMessages)
    .values({ taskId: task.taskId, authorId: task.userId, side: 'creator', body: '', clientKey: randomUUID() })
    .returning({ id: taskMessages.id });
  if (!row) throw new Error('no message');
  await db.insert(messageFiles).values(keys.map((fileKey, position) => ({ messageId: row.id, fileKey, position })));
}

const run = (at = now) => applyRetention(db, store, PERIODS, at);

describe('the files of closed work', () => {
  it('go from the store 180 days after the task ended unapproved, their rows staying marked erased; younger ones and approved work stay', async () => {
    const rejectedLongAgo = await taskIn('REJECTED', daysAgo(181));
    const rejectedScreenshot = await file(rejectedLongAgo.userId, 'rejected.png');
    const rejectedSubmission = await submission(rejectedLongAgo, daysAgo(190), [rejectedScreenshot]);

    const rejectedRecently = await taskIn('REJECTED', daysAgo(179));
    const recentScreenshot = await file(rejectedRecently.userId, 'recent.png');
    await submission(rejectedRecently, daysAgo(185), [recentScreenshot]);

    const expiredLongAgo = await taskIn('EXPIRED', daysAgo(200));
    const expiredDraft = await file(expiredLongAgo.userId, 'draft.mp4');
    const expiredMessageFile = await file(expiredLongAgo.userId, 'sent in chat.png');
    await submission(expiredLongAgo, daysAgo(210), [expiredDraft], 'DRAFT');
    await message(expiredLongAgo, [expiredMessageFile]);

    const paidLongAgo = await taskIn('COMPLETED', daysAgo(3000));
    const paidScreenshot = await file(paidLongAgo.userId, 'approved.png');
    const paidReport = await file(paidLongAgo.userId, 'report.png');
    const paidMessageFile = await file(paidLongAgo.userId, 'question.png');
    await submission(paidLongAgo, daysAgo(3010), [paidScreenshot]);
    await report(paidLongAgo, daysAgo(3005), [paidReport]);
    await message(paidLongAgo, [paidMessageFile]);

    const waitingForPayment = await taskIn('APPROVED-PENDING-PAYMENT', daysAgo(400));
    const waitingScreenshot = await file(waitingForPayment.userId, 'waiting.png');
    await submission(waitingForPayment, daysAgo(410), [waitingScreenshot]);

    expect(await run()).toEqual({ ...NOTHING, files: 3 });

    expect(await erased(rejectedScreenshot)).toBe(true);
    expect(await erased(expiredDraft)).toBe(true);
    expect(await erased(expiredMessageFile)).toBe(true);
    // The submission stays, its link and comment with it, and still names its file: only the bytes went.
    expect(await db.select().from(submissions).where(eq(submissions.id, rejectedSubmission))).toHaveLength(1);
    expect(
      (await db.select().from(attachments).where(eq(attachments.submissionId, rejectedSubmission))).map(
        (row) => row.fileKey,
      ),
    ).toEqual([rejectedScreenshot]);
    expect(await db.select().from(messageFiles).where(eq(messageFiles.fileKey, expiredMessageFile))).toHaveLength(1);

    for (const key of [recentScreenshot, paidScreenshot, paidReport, paidMessageFile, waitingScreenshot]) {
      expect(await kept(key), key).toBe(true);
    }

    // A second pass deletes nothing more (the erased rows keep the moment of the first), and
    // neither does one years later for approved work.
    expect(await run()).toEqual(NOTHING);
    expect(await run(new Date(now.getTime() + DAY))).toEqual(NOTHING);
    expect(await erased(rejectedScreenshot)).toBe(true);
    await run(new Date(now.getTime() + 20 * 365 * DAY));
    for (const key of [paidScreenshot, paidReport, paidMessageFile, waitingScreenshot]) {
      expect(await kept(key), key).toBe(true);
    }
  });

  it('of paid work, keep what was approved and delete the tries rejected before it, once the task is closed 180 days', async () => {
    const paid = await taskIn('COMPLETED', daysAgo(181));
    const firstTry = await file(paid.userId, 'first try.png');
    const shared = await file(paid.userId, 'sent twice.png');
    const approved = await file(paid.userId, 'approved.png');
    const oldDraft = await file(paid.userId, 'draft 1.mp4');
    const approvedDraft = await file(paid.userId, 'draft 2.mp4');
    await submission(paid, daysAgo(260), [oldDraft], 'DRAFT');
    await submission(paid, daysAgo(250), [approvedDraft], 'DRAFT');
    await submission(paid, daysAgo(240), [firstTry, shared]);
    await submission(paid, daysAgo(230), [approved, shared]);
    const firstReport = await file(paid.userId, 'report 1.png');
    const approvedReport = await file(paid.userId, 'report 2.png');
    await report(paid, daysAgo(220), [firstReport]);
    await report(paid, daysAgo(210), [approvedReport]);

    const paidRecently = await taskIn('COMPLETED', daysAgo(179));
    const recentFirstTry = await file(paidRecently.userId, 'first try.png');
    await submission(paidRecently, daysAgo(240), [recentFirstTry]);
    await submission(paidRecently, daysAgo(230), [await file(paidRecently.userId, 'approved.png')]);

    expect(await run()).toEqual({ ...NOTHING, files: 3 });
    for (const key of [firstTry, oldDraft, firstReport]) expect(await erased(key), key).toBe(true);
    for (const key of [shared, approved, approvedDraft, approvedReport, recentFirstTry]) {
      expect(await kept(key), key).toBe(true);
    }
    expect(await run()).toEqual(NOTHING);
  });

  it('counts from the step into the status, and a file already gone from the store is no error', async () => {
    const expired = await taskIn('EXPIRED', daysAgo(400));
    // An extension asked for later keeps the status: the period still counts from the expiry.
    await db.insert(taskEvents).values({
      taskId: expired.taskId,
      fromStatus: 'EXPIRED',
      toStatus: 'EXPIRED',
      actor: 'influencer',
      action: 'requestExtension',
      createdAt: daysAgo(10),
    });
    const lost = await file(expired.userId, 'lost.png');
    await submission(expired, daysAgo(410), [lost]);
    await store.remove(lost);

    expect(await run()).toEqual({ ...NOTHING, files: 1 });
    expect(await erased(lost)).toBe(true);
  });
});

describe('data exports', () => {
  it('lose their ZIP once expired, and keep it until then', async () => {
    const [creator] = await createUsers(db, 1);
    if (!creator) throw new Error('no creator');
    const zip = async (expiresAt: Date) => {
      const fileKey = `exports/${creator.id}/${randomUUID()}.zip`;
      await store.saveFile(fileKey, source, 'application/zip');
      const [row] = await db
        .insert(dataExports)
        .values({ userId: creator.id, status: 'ready', readyAt: daysAgo(8), expiresAt, fileKey, sizeBytes: 16 })
        .returning({ id: dataExports.id });
      if (!row) throw new Error('no export');
      return { id: row.id, fileKey };
    };
    const expired = await zip(daysAgo(1));
    const current = await zip(new Date(now.getTime() + DAY));
    const fileKeyOf = async (id: string) =>
      (await db.select({ fileKey: dataExports.fileKey }).from(dataExports).where(eq(dataExports.id, id)))[0]?.fileKey;

    expect(await run()).toEqual({ ...NOTHING, exports: 1 });
    expect(stored(expired.fileKey)).toBe(false);
    expect(await fileKeyOf(expired.id)).toBeNull();
    expect(stored(current.fileKey)).toBe(true);
    expect(await fileKeyOf(current.id)).toBe(current.fileKey);
    expect(await run()).toEqual(NOTHING);
  });
});

describe('sign-in history', () => {
  it('forgets sessions ended and sign-ins made over 365 days ago', async () => {
    const [creator] = await createUsers(db, 1);
    if (!creator) throw new Error('no creator');
    const session = async (expiresAt: Date) => {
      const id = randomUUID();
      await db
        .insert(sessions)
        .values({ id, token: randomUUID(), userId: creator.id, expiresAt, ipAddress: '203.0.113.7' });
      return id;
    };
    const endedLongAgo = await session(daysAgo(366));
    const endedThisYear = await session(daysAgo(364));
    const signIn = async (at: Date) =>
      (await db.insert(signIns).values({ userId: creator.id, at, ipAddress: '203.0.113.7' }).returning())[0]?.id ?? '';
    const oldSignIn = await signIn(daysAgo(366));
    const recentSignIn = await signIn(daysAgo(364));

    expect(await run()).toEqual({ ...NOTHING, sessions: 1, signIns: 1 });
    const sessionIds = (
      await db
        .select({ id: sessions.id })
        .from(sessions)
        .where(inArray(sessions.id, [endedLongAgo, endedThisYear]))
    ).map((row) => row.id);
    expect(sessionIds).toEqual([endedThisYear]);
    const signInIds = (
      await db
        .select({ id: signIns.id })
        .from(signIns)
        .where(inArray(signIns.id, [oldSignIn, recentSignIn]))
    ).map((row) => row.id);
    expect(signInIds).toEqual([recentSignIn]);
    expect(await run()).toEqual(NOTHING);
  });
});

describe('each pass', () => {
  it('deletes at most a batch of each kind; the job takes batches until everything past its time is gone', async () => {
    const [creator] = await createUsers(db, 1);
    if (!creator) throw new Error('no creator');
    await db.insert(signIns).values([1, 2, 3].map((extra) => ({ userId: creator.id, at: daysAgo(365 + extra) })));
    const left = async () => (await db.select().from(signIns).where(eq(signIns.userId, creator.id))).length;

    expect(await applyRetention(db, store, PERIODS, now, 2)).toEqual({ ...NOTHING, signIns: 2 });
    expect(await left()).toBe(1);

    await db.insert(signIns).values([4, 5].map((extra) => ({ userId: creator.id, at: daysAgo(365 + extra) })));
    const job = retentionJob(db, store, pino({ level: 'silent' }), {
      periods: PERIODS,
      everySeconds: 3600,
      clock: () => now,
    });
    await job.run({ askedAt: now, isStopped: () => false });
    expect(await left()).toBe(0);
  });

  it('run at once by two instances, deletes each file once and fails neither', async () => {
    const rejected = await taskIn('REJECTED', daysAgo(181));
    const keys = await Promise.all(['a.png', 'b.png', 'c.png'].map((name) => file(rejected.userId, name)));
    await submission(rejected, daysAgo(190), keys);

    const [first, second] = await Promise.all([run(), run()]);
    expect((first?.files ?? 0) + (second?.files ?? 0)).toBe(3);
    for (const key of keys) expect(await erased(key), key).toBe(true);
  });
});
