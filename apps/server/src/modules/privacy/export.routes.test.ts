import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DataExport, DataExportList } from '@portal/domain/privacy';
import { taskEvents } from '../../db/schema/campaigns.ts';
import { files } from '../../db/schema/files.ts';
import { messageFiles, taskMessages } from '../../db/schema/messages.ts';
import { queuedMails } from '../../db/schema/notifications.ts';
import { consents, dataExports, personalDataReads, signIns } from '../../db/schema/privacy.ts';
import { profiles } from '../../db/schema/profiles.ts';
import { payments } from '../../db/schema/referrals.ts';
import { attachments, reports, submissions } from '../../db/schema/submissions.ts';
import { createCampaign, createTask } from '../../testing/factories.ts';
import { startTestApp, TEST_PUBLIC_URL, type TestAccount, type TestApp } from '../../testing/test-app.ts';
import { SAMPLE_BYTES, uploadFile } from '../../testing/uploads.ts';
import { diskBlobStore } from '../uploads/blob-store.ts';
import { buildPendingExports } from './export.job.ts';

let portal: TestApp;
const storeDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-export-store-'));
const store = diskBlobStore(storeDir);
beforeAll(async () => {
  portal = await startTestApp({}, { blobStore: store });
});
afterAll(async () => {
  await portal.close();
  fs.rmSync(storeDir, { recursive: true, force: true });
});

const db = () => portal.database.db;
const build = () => buildPendingExports(db(), store, { publicUrl: TEST_PUBLIC_URL });

/** A creator with one of everything: a task with its timeline, a submission and a report with files, a conversation with a file, a payment, consents, sign-ins and a read of their bank number. */
async function creatorWithData(name: string, secrets: { bankAccNo: string; nric: string; locale?: string }) {
  const creator = await portal.account('influencer', name);
  const campaign = await createCampaign(db(), { title: `${name}'s campaign` });
  const task = await createTask(db(), { campaignId: campaign.id, userId: creator.id, status: 'ACCEPTED' });
  await db()
    .insert(profiles)
    .values({ userId: creator.id, bankName: 'Maybank', bankAccName: name, locale: secrets.locale ?? 'en', ...secrets })
    .onConflictDoUpdate({
      target: profiles.userId,
      set: { bankName: 'Maybank', bankAccName: name, locale: secrets.locale ?? 'en', ...secrets },
    });
  await db()
    .insert(taskEvents)
    .values({
      taskId: task.id,
      fromStatus: 'INVITED',
      toStatus: 'ACCEPTED',
      actor: 'influencer',
      remark: `${name} accepted`,
    });
  const screenshotBytes = Buffer.from(`screenshot of ${name}`);
  const screenshot = await uploadFile(portal.baseUrl, creator.token, {
    kind: 'submissions',
    campaignId: campaign.id,
    filename: 'proof.png',
    content: Buffer.concat([SAMPLE_BYTES.png, screenshotBytes]),
  });
  const reportFile = await uploadFile(portal.baseUrl, creator.token, {
    kind: 'reports',
    campaignId: campaign.id,
    filename: 'insights.png',
  });
  const [submission] = await db()
    .insert(submissions)
    .values({ taskId: task.id, userId: creator.id, stage: 'FINAL', linkUrl: `https://instagram.com/p/${creator.id}` })
    .returning();
  const [report] = await db().insert(reports).values({ taskId: task.id, userId: creator.id }).returning();
  if (!submission || !report) throw new Error('no submission');
  await db()
    .insert(attachments)
    .values([
      { submissionId: submission.id, role: 'screenshot', fileKey: screenshot, position: 0 },
      { reportId: report.id, role: 'report', fileKey: reportFile, position: 0 },
    ]);
  const messageFile = await uploadFile(portal.baseUrl, creator.token, {
    kind: 'submissions',
    campaignId: campaign.id,
    filename: 'question.png',
  });
  const [message] = await db()
    .insert(taskMessages)
    .values({ taskId: task.id, authorId: creator.id, side: 'creator', body: `Hello from ${name}`, clientKey: 'k1' })
    .returning();
  if (!message) throw new Error('no message');
  await db().insert(messageFiles).values({ messageId: message.id, fileKey: messageFile, position: 0 });
  await db().insert(payments).values({ userId: creator.id, taskId: task.id, amountMinor: 12345, currency: 'MYR' });
  await db().insert(consents).values({ userId: creator.id, document: 'terms', version: '2026-11', source: 'sign-up' });
  await db()
    .insert(signIns)
    .values({ userId: creator.id, ipAddress: '203.0.113.7', userAgent: `Browser of ${name}` });
  await db()
    .insert(personalDataReads)
    .values({
      subjectId: creator.id,
      readerName: 'Manager Mei',
      field: 'bank-account',
      channel: 'reveal',
      reason: `Checking ${name}'s payout`,
    });
  return { ...creator, screenshotBytes, taskId: task.id };
}

async function fetchFile(creator: TestAccount, exportId: string) {
  return fetch(`${portal.baseUrl}/api/me/data-exports/${exportId}/file`, {
    headers: { authorization: `Bearer ${creator.token}` },
  });
}

const json = (zip: Record<string, Uint8Array>, name: string): unknown =>
  JSON.parse(Buffer.from(zip[name] ?? new Uint8Array()).toString('utf8'));

describe('Download my data', () => {
  let aisyah: Awaited<ReturnType<typeof creatorWithData>>;
  let bart: Awaited<ReturnType<typeof creatorWithData>>;
  let exportId: string;

  beforeAll(async () => {
    aisyah = await creatorWithData('Aisyah Rahman', { bankAccNo: '1122334455667788', nric: '900101-14-5678' });
    bart = await creatorWithData('Bartholomew Quill', { bankAccNo: '9988776655', nric: '880202-10-4321' });
  });

  it('answers the pending export while one is being built, and lists it as pending', async () => {
    const first = await aisyah.call('/api/me/data-exports', { method: 'POST' });
    expect(first.status).toBe(200);
    const asked = first.body as unknown as DataExport;
    expect(asked).toMatchObject({ status: 'pending', readyAt: null, expiresAt: null });
    exportId = asked.id;

    const again = await aisyah.call('/api/me/data-exports', { method: 'POST' });
    expect((again.body as unknown as DataExport).id).toBe(exportId);
    const list = (await aisyah.call('/api/me/data-exports')).body as unknown as DataExportList;
    expect(list.items.map((item) => [item.id, item.status])).toEqual([[exportId, 'pending']]);
    expect((await fetchFile(aisyah, exportId)).status).toBe(404);
  });

  it('builds one ZIP with all of her data and files, masked numbers, an index, and none of another creator', async () => {
    expect(await build()).toBe(1);
    const list = (await aisyah.call('/api/me/data-exports')).body as unknown as DataExportList;
    const [ready] = list.items;
    expect(ready).toMatchObject({ id: exportId, status: 'ready' });
    expect(new Date(ready?.expiresAt ?? 0).getTime() - new Date(ready?.readyAt ?? 0).getTime()).toBe(
      7 * 24 * 60 * 60 * 1000,
    );

    const response = await fetchFile(aisyah, exportId);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/zip');
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="my-data-\d{4}-\d{2}-\d{2}\.zip"$/,
    );
    const bytes = Buffer.from(await response.arrayBuffer());
    expect(ready?.sizeBytes).toBe(bytes.length);
    const zip = unzipSync(new Uint8Array(bytes));

    expect(Object.keys(zip)).toEqual(
      expect.arrayContaining([
        'index.html',
        'data/profile.json',
        'data/payout-details.json',
        'data/tasks.json',
        'data/submissions.json',
        'data/reports.json',
        'data/conversations.json',
        'data/notifications.json',
        'data/referrals.json',
        'data/payments.json',
        'data/consents.json',
        'data/sign-ins.json',
        'data/personal-data-reads.json',
      ]),
    );
    expect(json(zip, 'data/profile.json')).toMatchObject({ id: aisyah.id, name: 'Aisyah Rahman', email: aisyah.email });
    const payout = json(zip, 'data/payout-details.json') as Record<string, unknown>;
    expect(payout).toMatchObject({ bankName: 'Maybank', bankAccountNumber: '••••••••7788', nric: '••••••••5678' });
    expect(bytes.includes('1122334455667788')).toBe(false);
    expect(Buffer.from(zip['data/payout-details.json'] ?? []).includes('900101')).toBe(false);

    const [task] = json(zip, 'data/tasks.json') as { id: string; campaign: string; timeline: { remark: string }[] }[];
    expect(task).toMatchObject({ id: aisyah.taskId, campaign: "Aisyah Rahman's campaign" });
    expect(task?.timeline.map((step) => step.remark)).toContain('Aisyah Rahman accepted');

    const [submission] = json(zip, 'data/submissions.json') as { files: { path: string; fileName: string }[] }[];
    const screenshot = submission?.files[0];
    expect(screenshot?.fileName).toBe('proof.png');
    // The stored file itself, byte for byte.
    const stored = zip[screenshot?.path ?? ''];
    expect(
      Buffer.from(stored ?? [])
        .subarray(SAMPLE_BYTES.png.length)
        .toString(),
    ).toBe(aisyah.screenshotBytes.toString());
    const [report] = json(zip, 'data/reports.json') as { files: { path: string }[] }[];
    expect(zip[report?.files[0]?.path ?? '']).toBeDefined();
    const [conversation] = json(zip, 'data/conversations.json') as {
      messages: { from: string; text: string; files: { path: string }[] }[];
    }[];
    expect(conversation?.messages[0]).toMatchObject({ from: 'you', text: 'Hello from Aisyah Rahman' });
    expect(zip[conversation?.messages[0]?.files[0]?.path ?? '']).toBeDefined();
    expect(json(zip, 'data/payments.json')).toMatchObject({ payments: [{ amountMinor: 12345, currency: 'MYR' }] });
    expect(json(zip, 'data/consents.json')).toMatchObject([{ document: 'terms', version: '2026-11' }]);
    expect(json(zip, 'data/sign-ins.json')).toEqual(
      expect.arrayContaining([expect.objectContaining({ ipAddress: '203.0.113.7' })]),
    );
    expect(json(zip, 'data/personal-data-reads.json')).toMatchObject([
      { by: 'Manager Mei', field: 'bank-account', reason: "Checking Aisyah Rahman's payout" },
    ]);
    const index = Buffer.from(zip['index.html'] ?? []).toString();
    expect(index).toContain('<html lang="en">');
    expect(index).toContain('href="data/tasks.json"');
    expect(index).toContain(`href="${screenshot?.path}"`);

    // Nothing of Bartholomew's, anywhere in the ZIP or its files.
    const everything = Buffer.concat([bytes, ...Object.values(zip).map((entry) => Buffer.from(entry))]);
    for (const his of [bart.email, 'Bartholomew', bart.id, '9988776655', bart.screenshotBytes.toString()]) {
      expect(everything.includes(his), his).toBe(false);
    }

    const [mail] = await db().select().from(queuedMails).where(eq(queuedMails.recipient, aisyah.email));
    expect(mail?.subject).toBe('Your data is ready to download');
    expect(mail?.text).toContain(`${TEST_PUBLIC_URL}/my-data`);
  });

  it('refuses her file to another creator with 404, as it does an unknown export', async () => {
    const stolen = await fetchFile(bart, exportId);
    expect(stolen.status).toBe(404);
    expect(await stolen.json()).toMatchObject({ code: 'data-export-not-found' });
    expect((await fetchFile(aisyah, '00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect((await fetchFile(aisyah, 'not-an-id')).status).toBe(404);
    const theirs = (await bart.call('/api/me/data-exports')).body as unknown as DataExportList;
    expect(theirs.items).toEqual([]);
  });

  it('refuses the file once it has expired (410), lists it as expired, and takes a new request', async () => {
    await db()
      .update(dataExports)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(dataExports.id, exportId));
    const expired = await fetchFile(aisyah, exportId);
    expect(expired.status).toBe(410);
    expect(await expired.json()).toMatchObject({ code: 'data-export-expired' });
    const list = (await aisyah.call('/api/me/data-exports')).body as unknown as DataExportList;
    expect(list.items[0]).toMatchObject({ id: exportId, status: 'expired' });

    const next = (await aisyah.call('/api/me/data-exports', { method: 'POST' })).body as unknown as DataExport;
    expect(next.id).not.toBe(exportId);
    expect(next.status).toBe('pending');
  });

  it('names a file retention deleted as deleted, with no path, and leaves its bytes (gone) out of the ZIP', async () => {
    const nadia = await creatorWithData('Nadia Osman', { bankAccNo: '4433221100', nric: '950505-10-1234' });
    const [sent] = await db()
      .select({ key: attachments.fileKey })
      .from(attachments)
      .innerJoin(submissions, eq(submissions.id, attachments.submissionId))
      .where(eq(submissions.userId, nadia.id));
    const key = sent?.key ?? '';
    await db().update(files).set({ erasedAt: new Date() }).where(eq(files.key, key));
    await store.remove(key);

    const asked = (await nadia.call('/api/me/data-exports', { method: 'POST' })).body as unknown as DataExport;
    await build();
    const response = await fetchFile(nadia, asked.id);
    expect(response.status).toBe(200);
    const zip = unzipSync(new Uint8Array(await response.arrayBuffer()));
    const [submission] = json(zip, 'data/submissions.json') as { files: unknown[] }[];
    expect(submission?.files).toEqual([
      {
        role: 'screenshot',
        fileName: 'proof.png',
        contentType: 'image/png',
        sizeBytes: expect.any(Number),
        path: null,
        erased: true,
      },
    ]);
    expect(Object.keys(zip).filter((name) => name.startsWith('files/submissions/'))).toEqual([]);
    // Her other files are in it as before.
    const [report] = json(zip, 'data/reports.json') as { files: { path: string; erased: boolean }[] }[];
    expect(report?.files[0]?.erased).toBe(false);
    expect(zip[report?.files[0]?.path ?? '']).toBeDefined();
  });

  it("holds, with her notifications, her centre's notice that her last copy was ready", async () => {
    const hana = await creatorWithData('Hana Yusof', { bankAccNo: '1212343456', nric: '930303-03-3030' });
    const first = (await hana.call('/api/me/data-exports', { method: 'POST' })).body as unknown as DataExport;
    await build();
    const second = (await hana.call('/api/me/data-exports', { method: 'POST' })).body as unknown as DataExport;
    await build();
    const zipOf = async (id: string) => unzipSync(new Uint8Array(await (await fetchFile(hana, id)).arrayBuffer()));

    expect(json(await zipOf(first.id), 'data/notifications.json')).toEqual([]);
    expect(json(await zipOf(second.id), 'data/notifications.json')).toEqual([
      expect.objectContaining({ source: 'account', notice: 'data-export-ready', read: false }),
    ]);
  });

  it('writes the index and the e-mail in the language she chose', async () => {
    const mei = await creatorWithData('Mei Ling', {
      bankAccNo: '5566778899',
      nric: '950505-05-5050',
      locale: 'zh-Hans',
    });
    const asked = (await mei.call('/api/me/data-exports', { method: 'POST' })).body as unknown as DataExport;
    await build();
    const zip = unzipSync(new Uint8Array(await (await fetchFile(mei, asked.id)).arrayBuffer()));
    const index = Buffer.from(zip['index.html'] ?? []).toString();
    expect(index).toContain('<html lang="zh-Hans">');
    expect(index).not.toContain('Your data from Creator Portal');
    const [mail] = await db().select().from(queuedMails).where(eq(queuedMails.recipient, mei.email));
    expect(mail?.subject).not.toBe('Your data is ready to download');
  });

  it('builds an export once when two builders run at the same time (two instances), and mails her once', async () => {
    const creator = await portal.account('influencer', 'Siti Nurhaliza');
    await creator.call('/api/me/data-exports', { method: 'POST' });
    const [first, second] = await Promise.all([build(), build()]);
    expect((first ?? 0) + (second ?? 0)).toBe(1);
    const mails = await db().select().from(queuedMails).where(eq(queuedMails.recipient, creator.email));
    expect(mails).toHaveLength(1);
  });

  it('marks an export failed when it cannot be built, so the creator may ask again', async () => {
    const creator = await portal.account('influencer', 'Farid Ismail');
    const asked = (await creator.call('/api/me/data-exports', { method: 'POST' })).body as unknown as DataExport;
    const broken = { ...store, saveFile: () => Promise.reject(new Error('disk full')) };
    await buildPendingExports(db(), broken, { publicUrl: TEST_PUBLIC_URL });
    const list = (await creator.call('/api/me/data-exports')).body as unknown as DataExportList;
    expect(list.items[0]).toMatchObject({ id: asked.id, status: 'failed' });
    const again = (await creator.call('/api/me/data-exports', { method: 'POST' })).body as unknown as DataExport;
    expect(again.id).not.toBe(asked.id);
  });
});
