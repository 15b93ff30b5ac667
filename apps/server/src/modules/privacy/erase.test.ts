import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERASED_ACCOUNT_NAME } from '@portal/domain/privacy';
import { rowsOf } from '../../db/client.ts';
import { taskEvents, tasks } from '../../db/schema/campaigns.ts';
import { users } from '../../db/schema/identity.ts';
import { taskMessages, messageFiles } from '../../db/schema/messages.ts';
import { accountNotices, mailDeadLetters, notificationSettings } from '../../db/schema/notifications.ts';
import { auditEvents, consents, dataExports, personalDataReads, signIns } from '../../db/schema/privacy.ts';
import { profiles } from '../../db/schema/profiles.ts';
import { pushSubscriptions } from '../../db/schema/push.ts';
import { payments, referralLinks, referrals } from '../../db/schema/referrals.ts';
import { attachments, submissions } from '../../db/schema/submissions.ts';
import { queueMail } from '../../lib/queued-mails.ts';
import { createCampaign, createTask } from '../../testing/factories.ts';
import { startTestApp, type TestAccount, type TestApp } from '../../testing/test-app.ts';
import { uploadFile } from '../../testing/uploads.ts';
import { diskBlobStore } from '../uploads/blob-store.ts';

const storeDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-erase-'));
const store = diskBlobStore(storeDir);
let portal: TestApp;
let admin: TestAccount;

beforeAll(async () => {
  portal = await startTestApp({}, { blobStore: store });
  admin = await portal.account('admin', 'Operations Manager');
});
afterAll(async () => {
  await portal.close();
  fs.rmSync(storeDir, { recursive: true, force: true });
});

const NAME = 'Zubaidah Quarterfield';
const PHONE = '+60197773331';
const NRIC = '880101-14-5577';
const PAID_AT = new Date('2026-11-20T06:30:00.000Z');

/** Every row of every table of the database, as JSON text. */
async function everyRow(): Promise<string[]> {
  const { db } = portal.database;
  const tables = rowsOf<{ table_name: string }>(
    await db.execute(sql`
      select table_name from information_schema.tables
      where table_schema = current_schema() and table_type = 'BASE TABLE'
      order by table_name
    `),
  );
  expect(tables.length).toBeGreaterThan(30);
  const rows: string[] = [];
  for (const { table_name: table } of tables) {
    const found = rowsOf<{ row: string }>(
      await db.execute(sql`select row_to_json(t)::text as row from ${sql.identifier(table)} t`),
    );
    rows.push(...found.map(({ row }) => `${table}: ${row}`));
  }
  return rows;
}

/** Every file of the file store: its path and its bytes, as text. */
function everyFile(directory = storeDir): string[] {
  return fs.readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const at = path.join(directory, entry.name);
    return entry.isDirectory() ? everyFile(at) : [`${at}: ${fs.readFileSync(at).toString('latin1')}`];
  });
}

/** The lines of `texts` that hold any of `needles`, in any case. */
const holding = (texts: string[], needles: string[]) =>
  texts.filter((text) => needles.some((needle) => text.toLowerCase().includes(needle.toLowerCase())));

describe('erasing an account', () => {
  it('leaves no trace of the creator in any table or file, and keeps the payment and its task', async () => {
    const { db } = portal.database;
    const creator = await portal.account('influencer', NAME);
    const needles = [NAME, creator.email, PHONE, NRIC];
    await db.insert(profiles).values({
      userId: creator.id,
      contactNumber: PHONE,
      nric: NRIC,
      nationalityDoc: 'NRIC',
      paymentMethod: 'Bank Transfer',
      bankName: 'Maybank',
      bankAccName: NAME,
      bankAccNo: '514012349999',
      addrOne: '12 Jalan Quarterfield',
      socialMediaLinks: { instagram: 'https://instagram.com/zubaidah.quarterfield' },
      referralCode: 'ZUBAIDAH',
    });

    // A paid task the books keep, and one in progress to withdraw.
    const paidCampaign = await createCampaign(db, { title: 'Raya Glow Serum launch' });
    const paidTask = await createTask(db, { campaignId: paidCampaign.id, userId: creator.id, status: 'COMPLETED' });
    await db
      .insert(payments)
      .values({ userId: creator.id, taskId: paidTask.id, amountMinor: 15000, currency: 'RM', paidAt: PAID_AT });
    const ongoingCampaign = await createCampaign(db, { title: 'Kopi Kita iced latte' });
    const ongoingTask = await createTask(db, {
      campaignId: ongoingCampaign.id,
      userId: creator.id,
      status: 'ACCEPTED',
    });

    // Their uploads: a screenshot sent with the paid task, and a file of a message of theirs.
    const upload = (filename: string) =>
      uploadFile(portal.baseUrl, creator.token, {
        kind: 'submissions',
        purpose: 'screenshot',
        campaignId: ongoingCampaign.id,
        filename,
      });
    const screenshot = await upload('zubaidah-quarterfield-post.png');
    const messageFile = await upload('zubaidah-quarterfield-ic.png');
    expect(fs.existsSync(path.join(storeDir, screenshot))).toBe(true);
    const [submission] = await db
      .insert(submissions)
      .values({
        taskId: paidTask.id,
        userId: creator.id,
        stage: 'FINAL',
        linkUrl: 'https://instagram.com/zubaidah.quarterfield/p/1',
      })
      .returning();
    await db
      .insert(attachments)
      .values({ submissionId: submission?.id, role: 'screenshot', fileKey: screenshot, position: 0 });

    // Messages both ways on the paid task, and one on the task in progress.
    const [mine] = await db
      .insert(taskMessages)
      .values({
        taskId: paidTask.id,
        authorId: creator.id,
        side: 'creator',
        body: `Here is my IC ${NRIC}, call me on ${PHONE}`,
        clientKey: 'creator-message-1',
      })
      .returning();
    await db.insert(messageFiles).values({ messageId: mine?.id ?? '', fileKey: messageFile, position: 0 });
    await db.insert(taskMessages).values({
      taskId: paidTask.id,
      authorId: admin.id,
      side: 'brand',
      body: `Thanks ${NAME}, the payment is on its way to ${creator.email}`,
      clientKey: 'brand-message-1',
    });
    const sent = await creator.call(`/api/task/${ongoingTask.id}/messages`, {
      body: { body: `Hi, ${NAME} here`, clientKey: 'creator-message-2' },
    });
    expect(sent.status).toBe(200);

    // Notifications of theirs (the task's timeline), one a manager's remark naming them.
    await db.insert(taskEvents).values([
      {
        taskId: paidTask.id,
        fromStatus: 'APPROVED-PROCESSING-PAYMENT',
        toStatus: 'COMPLETED',
        actor: 'admin',
        actorUserId: admin.id,
        action: 'markPaid',
        remark: `Paid to ${NAME} (${PHONE})`,
      },
      {
        taskId: paidTask.id,
        fromStatus: 'ACCEPTED',
        toStatus: 'ACCEPTED',
        actor: 'influencer',
        actorUserId: creator.id,
        action: 'requestExtension',
        remark: `${NAME} was ill`,
      },
    ]);

    // A friend they referred, with their referral link.
    const friend = await portal.account('influencer', 'Friend Of Theirs');
    const friendTask = await createTask(db, { campaignId: paidCampaign.id, userId: friend.id, status: 'APPLIED' });
    await db.insert(referralLinks).values({ userId: creator.id, campaignId: paidCampaign.id, code: 'ZUBAIDAH-RAYA' });
    await db.insert(referrals).values({
      referrerId: creator.id,
      referredUserId: friend.id,
      campaignId: paidCampaign.id,
      taskId: friendTask.id,
      status: 'APPLIED',
    });

    // Mail owed to them, one given up on, a reset link, a push subscription, a sign-in, settings and consents.
    await queueMail(db, {
      to: creator.email,
      subject: `Your payment, ${NAME}`,
      text: 'Paid',
      html: '<p>Paid</p>',
    });
    await db
      .insert(mailDeadLetters)
      .values({ recipient: creator.email, subject: `Hello ${NAME}`, attempts: 5, reason: 'mailbox full' });
    await portal.resetLinkToken(creator.email);
    await db.insert(pushSubscriptions).values({
      userId: creator.id,
      endpoint: 'https://push.example.com/zubaidah-quarterfield',
      p256dh: 'key',
      auth: 'auth',
    });
    expect((await portal.client().signIn(creator.email, 'a-good-password')).status).toBe(200);
    await db.insert(signIns).values({ userId: creator.id, ipAddress: '203.0.113.9', userAgent: 'Firefox' });
    await db.insert(notificationSettings).values({ userId: creator.id });
    await db.insert(consents).values({ userId: creator.id, document: 'terms', version: '1', source: 'sign-up' });
    await db.insert(personalDataReads).values({
      subjectId: creator.id,
      readerId: admin.id,
      readerName: 'Operations Manager',
      field: 'id-number',
      channel: 'reveal',
      reason: `Checking ${NAME}'s IC`,
    });
    // A copy of their data, built and stored.
    const zipSource = path.join(os.tmpdir(), `export-${creator.id}.zip`);
    fs.writeFileSync(zipSource, `${NAME} ${PHONE} ${NRIC} ${creator.email}`);
    const exportKey = `exports/${creator.id}/data.zip`;
    await store.saveFile(exportKey, zipSource, 'application/zip');
    fs.rmSync(zipSource);
    await db.insert(dataExports).values({ userId: creator.id, status: 'ready', fileKey: exportKey, sizeBytes: 50 });
    await db
      .insert(accountNotices)
      .values({ userId: creator.id, kind: 'data-export-ready', params: { expiresAt: '2026-01-08T00:00:00.000Z' } });

    // Everything is there before.
    for (const needle of needles) expect(holding(await everyRow(), [needle]).length, needle).toBeGreaterThan(0);
    expect(holding(everyFile(), [NAME, 'zubaidah-quarterfield']).length).toBeGreaterThan(0);

    const erased = await admin.call(`/api/admin/influencers/${creator.id}/erase`, {
      body: { reason: `${NAME} asked by e-mail from ${creator.email}` },
    });
    expect(erased.status).toBe(204);

    expect(holding(await everyRow(), needles)).toEqual([]);
    expect(holding(everyFile(), [...needles, 'zubaidah-quarterfield'])).toEqual([]);
    expect(fs.existsSync(path.join(storeDir, screenshot))).toBe(false);
    expect(fs.existsSync(path.join(storeDir, exportKey))).toBe(false);
    // Their notification centre's notices go too (the account's row stays, so nothing cascades).
    expect(await db.select().from(accountNotices).where(eq(accountNotices.userId, creator.id))).toEqual([]);

    // The books: the payment, with its amount and date, and the task it paid, on the anonymised account.
    expect(await db.select().from(payments).where(eq(payments.taskId, paidTask.id))).toEqual([
      expect.objectContaining({ userId: creator.id, amountMinor: 15000, currency: 'RM', paidAt: PAID_AT }),
    ]);
    expect((await db.select().from(tasks).where(eq(tasks.id, paidTask.id)))[0]).toMatchObject({
      userId: creator.id,
      status: 'COMPLETED',
    });
    expect((await db.select().from(users).where(eq(users.id, creator.id)))[0]).toMatchObject({
      name: ERASED_ACCOUNT_NAME,
      email: `deleted-${creator.id}@deleted.invalid`,
    });
    // The task in progress is withdrawn, which the campaign's audit trail tells its managers.
    expect(await db.select().from(tasks).where(eq(tasks.id, ongoingTask.id))).toEqual([]);
    expect(await db.select().from(auditEvents).where(eq(auditEvents.subjectId, ongoingCampaign.id))).toEqual([
      expect.objectContaining({
        action: 'task.withdrawn',
        subjectType: 'campaign',
        detail: { taskId: ongoingTask.id, status: 'ACCEPTED', why: 'account-erased' },
      }),
    ]);
    // The manager's own words stay, without the creator's name; the friend's task is theirs still.
    const [brandMessage] = await db.select().from(taskMessages).where(eq(taskMessages.taskId, paidTask.id));
    expect(brandMessage?.body).toBe('Thanks [deleted], the payment is on its way to [deleted]');
    expect(await db.select().from(tasks).where(eq(tasks.id, friendTask.id))).toHaveLength(1);
    // The friend's account is untouched.
    expect((await friend.call('/api/auth')).body).toMatchObject({ fullName: 'Friend Of Theirs' });
  });
});
