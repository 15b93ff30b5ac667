import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DueReferral } from '@portal/domain/admin';
import { malaysianDateOf } from '@portal/domain/calendar';
import { taskEvents, tasks } from '../../db/schema/campaigns.ts';
import { createCampaign, createTask } from '../../testing/factories.ts';
import { startTestApp, type TestApp } from '../../testing/test-app.ts';
import { reviewKit } from '../review/review.test-kit.ts';

let portal: TestApp;
beforeAll(async () => {
  portal = await startTestApp();
});
afterAll(() => portal.close());

const { payByBank, taskFor, review } = reviewKit(() => portal);
const UNKNOWN = '00000000-0000-4000-8000-000000000000';

/** The export as a browser downloads it: status, headers and the exact text. */
async function download(token: string, taskIds: string[]) {
  const response = await fetch(`${portal.baseUrl}/api/admin/payouts/export`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ taskIds }),
  });
  const bytes = Buffer.from(await response.arrayBuffer());
  // As a spreadsheet reads it: the byte order mark, then the text.
  return {
    status: response.status,
    headers: response.headers,
    byteOrderMark: bytes.subarray(0, 3).equals(Buffer.from([0xef, 0xbb, 0xbf])),
    text: bytes.toString('utf8').replace(/^\uFEFF/, ''),
  };
}

describe('admin-only payout calls', () => {
  it('refuse visitors (401) and influencers (403)', async () => {
    const influencer = await portal.account();
    const calls: [string, { body?: unknown }][] = [
      ['/api/admin/payouts/start', { body: { taskIds: [UNKNOWN] } }],
      ['/api/admin/payouts/export', { body: { taskIds: [UNKNOWN] } }],
      ['/api/admin/referrals', {}],
    ];
    for (const [path, init] of calls) {
      expect((await portal.client().call(path, init)).status).toBe(401);
      expect((await influencer.call(path, init)).status).toBe(403);
    }
  });
});

describe('POST /api/admin/payouts/start', () => {
  it('starts each ready payout on its own and says why the others were skipped', async () => {
    const admin = await portal.account('admin');
    const ready = await portal.account('influencer', 'Ready Rahman');
    await payByBank(ready);
    const unpaid = await portal.account('influencer', 'No Details');

    const a = await taskFor(ready, 'APPROVED-PENDING-PAYMENT');
    const noDetails = await taskFor(unpaid, 'APPROVED-PENDING-PAYMENT');
    const reportWaits = await taskFor(ready, 'APPROVED-PENDING-REPORT', { requiresReport: true });
    await reportWaits.report();
    const underReview = await taskFor(ready, 'PENDING-CHECKING');

    const start = (taskIds: string[]) => admin.call('/api/admin/payouts/start', { body: { taskIds } });
    const started = await start([a.taskId, noDetails.taskId, reportWaits.taskId, underReview.taskId, UNKNOWN]);
    expect(started).toEqual({
      status: 200,
      body: {
        started: [a.taskId],
        skipped: [
          { taskId: noDetails.taskId, reason: 'The creator has no payment details yet', code: 'no-payment-details' },
          { taskId: reportWaits.taskId, reason: 'The report has not been approved yet', code: 'report-not-approved' },
          {
            taskId: underReview.taskId,
            reason: 'The task is not waiting for payment (Pending Approval)',
            code: 'payout-not-due',
            params: { status: 'PENDING-CHECKING' },
          },
          { taskId: UNKNOWN, reason: 'Task not found', code: 'task-not-found' },
        ],
      },
    });
    const [moved] = await portal.database.db.select().from(tasks).where(eq(tasks.id, a.taskId));
    expect(moved?.status).toBe('APPROVED-PROCESSING-PAYMENT');
    const events = await portal.database.db.select().from(taskEvents).where(eq(taskEvents.taskId, a.taskId));
    expect(events.map((event) => [event.action, event.actorUserId])).toEqual([['startPayout', admin.id]]);
    // Skipped tasks changed nothing.
    const [skipped] = await portal.database.db.select().from(tasks).where(eq(tasks.id, noDetails.taskId));
    expect(skipped?.status).toBe('APPROVED-PENDING-PAYMENT');

    // Replayed: nothing starts twice.
    expect((await start([a.taskId, a.taskId])).body).toEqual({
      started: [],
      skipped: [{ taskId: a.taskId, reason: 'The payout has already started', code: 'payout-already-started' }],
    });
    // Once the report is approved, its payout starts too.
    expect((await review(admin, reportWaits.taskId, { action: 'approveReport' })).status).toBe(204);
    expect((await start([reportWaits.taskId])).body).toEqual({ started: [reportWaits.taskId], skipped: [] });
  });

  it('refuses an empty or malformed list', async () => {
    const admin = await portal.account('admin');
    expect((await admin.call('/api/admin/payouts/start', { body: { taskIds: [] } })).status).toBe(400);
    expect((await admin.call('/api/admin/payouts/start', { body: { taskIds: ['nope'] } })).status).toBe(400);
  });
});

describe('POST /api/admin/payouts/export', () => {
  it('answers a CSV file, one row per task in the order given, quoted and safe to open in a spreadsheet', async () => {
    const admin = await portal.account('admin');
    const quoted = await portal.account('influencer', 'Tan, "Ah" Kow');
    await payByBank(quoted, { bankAccName: '+60 Tan Ah Kow', bankAccNo: '-123' });
    const formula = await portal.account('influencer', '=HYPERLINK("http://evil.example")');
    await payByBank(formula, {
      paymentMethod: 'Paypal',
      paypalEmail: '@evil@example.com',
      bankName: '',
      bankAccName: '',
      bankAccNo: '',
      nationalityDoc: 'Passport',
      nric: '',
      passportNumber: 'A1234567',
    });
    const bare = await portal.account('influencer', 'Nurul Huda');
    const campaign = await createCampaign(portal.database.db, { title: 'Raya, Glow Serum', incentiveMinor: 15050 });
    const other = await createCampaign(portal.database.db, {
      title: 'Kopi\nKita',
      incentiveMinor: 9900,
      currency: 'SGD',
    });
    const first = await createTask(portal.database.db, {
      campaignId: campaign.id,
      userId: quoted.id,
      status: 'APPROVED-PROCESSING-PAYMENT',
    });
    const second = await createTask(portal.database.db, {
      campaignId: other.id,
      userId: formula.id,
      status: 'APPROVED-PENDING-PAYMENT',
    });
    const third = await createTask(portal.database.db, {
      campaignId: campaign.id,
      userId: bare.id,
      status: 'COMPLETED',
    });

    const exported = await download(admin.token, [second.id, UNKNOWN, first.id, third.id, second.id]);
    expect(exported.status).toBe(200);
    expect(exported.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(exported.headers.get('content-disposition')).toBe('attachment; filename="payouts.csv"');
    expect(exported.byteOrderMark).toBe(true);
    expect(exported.text).toBe(
      [
        'Task ID,Influencer,Email,Campaign,Amount,Currency,Payment Method,PayPal Email,Bank,Account Name,Account Number,Document,NRIC,Passport Number,Status,Due Date,Reference,Paid Date',
        `${second.id},"'=HYPERLINK(""http://evil.example"")",${formula.email},"Kopi\nKita",99.00,SGD,Paypal,'@evil@example.com,,,,Passport,,A1234567,APPROVED-PENDING-PAYMENT,,,`,
        `${first.id},"Tan, ""Ah"" Kow",${quoted.email},"Raya, Glow Serum",150.50,RM,Bank Transfer,,Maybank,'+60 Tan Ah Kow,'-123,NRIC,900101-14-5678,,APPROVED-PROCESSING-PAYMENT,,,`,
        `${third.id},Nurul Huda,${bare.email},"Raya, Glow Serum",150.50,RM,,,,,,,,,COMPLETED,,,`,
        '',
      ].join('\r\n'),
    );
  });

  it('exports what was paid for a paid task, with its due date, reference and paid date', async () => {
    const admin = await portal.account('admin');
    const creator = await portal.account('influencer', 'Paid Creator');
    await payByBank(creator);
    const paid = await taskFor(creator, 'PENDING-CHECKING', { incentiveMinor: 5000 });
    expect((await review(admin, paid.taskId, { action: 'approve' })).status).toBe(204);
    expect((await review(admin, paid.taskId, { action: 'startPayout' })).status).toBe(204);
    expect((await review(admin, paid.taskId, { action: 'markPaid', reference: 'MBB-7781' })).status).toBe(204);
    const [due] = await portal.database.db
      .select({ on: tasks.paymentDueOn })
      .from(tasks)
      .where(eq(tasks.id, paid.taskId));
    const exported = await download(admin.token, [paid.taskId]);
    const row = exported.text.split('\r\n')[1];
    expect(row).toContain(',Paid Creator,');
    expect(row).toContain(',50.00,RM,Bank Transfer,');
    expect(row).toMatch(new RegExp(`,COMPLETED,${due?.on},MBB-7781,${malaysianDateOf(new Date())}$`));
  });
});

describe('GET /api/admin/payouts/paid', () => {
  it('keeps the paid payouts, newest first, filtered by campaign and by the creator', async () => {
    const admin = await portal.account('admin');
    const siti = await portal.account('influencer', 'Siti Histori');
    const wei = await portal.account('influencer', 'Wei Histori');
    await payByBank(siti);
    await payByBank(wei);
    const first = await taskFor(siti, 'APPROVED-PROCESSING-PAYMENT', {
      title: 'Paid history A',
      incentiveMinor: 12000,
    });
    const second = await taskFor(wei, 'APPROVED-PROCESSING-PAYMENT', { title: 'Paid history B' });
    const waiting = await taskFor(siti, 'APPROVED-PROCESSING-PAYMENT', { id: second.campaignId });
    expect((await review(admin, first.taskId, { action: 'markPaid', reference: 'MBB-1' })).status).toBe(204);
    expect((await review(admin, second.taskId, { action: 'markPaid', reference: 'MBB-2' })).status).toBe(204);

    const paid = (query: string) => admin.call(`/api/admin/payouts/paid?${query}`);
    const both = await paid(`search=${encodeURIComponent('Histori')}`);
    expect(both.status).toBe(200);
    const items = both.body?.items as { taskId: string; reference: string }[];
    expect(items.map((item) => item.reference)).toEqual(['MBB-2', 'MBB-1']);
    expect(items[1]).toMatchObject({
      taskId: first.taskId,
      influencer: { fullName: 'Siti Histori', email: siti.email },
      campaign: { id: first.campaignId, title: 'Paid history A' },
      amount: 120,
      currency: 'RM',
      paidAt: expect.any(String),
    });
    expect(items.map((item) => item.taskId)).not.toContain(waiting.taskId);
    expect((await paid(`campaignId=${first.campaignId}`)).body).toMatchObject({
      total: 1,
      items: [{ reference: 'MBB-1' }],
    });
    expect((await paid(`search=${encodeURIComponent(wei.email)}`)).body).toMatchObject({
      total: 1,
      items: [{ reference: 'MBB-2' }],
    });
    expect((await paid(`search=${encodeURIComponent('nobody%')}`)).body).toMatchObject({ total: 0, items: [] });
  });
});

describe('GET /api/admin/referrals', () => {
  it('lists referral fees due, oldest first, with where to pay the referrer', async () => {
    const admin = await portal.account('admin');
    const referrer = await portal.account('influencer', 'Referrer Rina');
    await payByBank(referrer);
    const campaign = await createCampaign(portal.database.db, {
      title: 'Refer a friend campaign',
      referralFeeMinor: 2050,
    });
    await createTask(portal.database.db, { campaignId: campaign.id, userId: referrer.id, status: 'ACCEPTED' });
    const { body: link } = await referrer.call('/api/link', { body: { campaignId: campaign.id } });

    const friends = [
      await portal.account('influencer', 'Friend One'),
      await portal.account('influencer', 'Friend Two'),
    ];
    for (const friend of friends) {
      const applied = await friend.call('/api/referral/accept', {
        body: { referral: link?.code, screeningResponses: [] },
      });
      expect(applied.status).toBe(200);
      const taskId = applied.body?.id as string;
      // The friend's task went the whole way; the brand pays it, and the referral fee falls due.
      await portal.database.db.update(tasks).set({ status: 'APPROVED-PROCESSING-PAYMENT' }).where(eq(tasks.id, taskId));
      expect((await review(admin, taskId, { action: 'markPaid' })).status).toBe(204);
    }

    const due = await admin.call('/api/admin/referrals');
    expect(due.status).toBe(200);
    expect(due.body).toMatchObject({ total: 2, page: 1, pageSize: 25 });
    const items = due.body?.items as DueReferral[];
    expect(items.map((item) => item.referred.fullName)).toEqual(['Friend One', 'Friend Two']);
    expect(items[0]).toMatchObject({
      status: 'REFERRAL-PAYMENT',
      campaign: { id: campaign.id, title: 'Refer a friend campaign', currency: 'RM', referralFee: 20.5 },
      referrer: { id: referrer.id, fullName: 'Referrer Rina', email: referrer.email },
      referred: { id: friends[0]?.id, email: friends[0]?.email },
      // The referrer's account number masked: an admin reveals it with a reason (privacy/data-reads).
      payout: { userId: referrer.id, paymentMethod: 'Bank Transfer', bankName: 'Maybank', bankAccNo: '••••7890' },
    });
    expect(JSON.stringify(due.body)).not.toContain('1234-5678-90');
    expect((await admin.call('/api/admin/queues')).body?.referrals).toBe(2);
    expect((await admin.call('/api/admin/referrals?page=2&pageSize=1')).body).toMatchObject({
      total: 2,
      items: [{ referred: { fullName: 'Friend Two' } }],
    });

    const pay = () =>
      admin.call(`/api/admin/referrals/${items[0]?.id}`, {
        method: 'PUT',
        body: { decision: 'pay', reference: 'R-1' },
      });
    expect((await pay()).status).toBe(204);
    expect((await pay()).status).toBe(409);
    const left = await admin.call('/api/admin/referrals');
    expect((left.body?.items as DueReferral[]).map((item) => item.referred.fullName)).toEqual(['Friend Two']);
  });
});
