import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPORT_CSV_COLUMNS, type CampaignReport } from '@portal/domain/admin';
import type { TaskAction, TaskStatus } from '@portal/domain/tasks';
import { taskEvents } from '../../db/schema/campaigns.ts';
import { files } from '../../db/schema/files.ts';
import { attachments, submissions } from '../../db/schema/submissions.ts';
import { createCampaign, createTask, createUsers } from '../../testing/factories.ts';
import { diskBlobStore } from '../uploads/blob-store.ts';
import { startTestApp, type TestAccount, type TestApp } from '../../testing/test-app.ts';

const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'report-files-'));
const store = diskBlobStore(path.join(directory, 'files'));
const imageBytes = path.join(directory, 'image.png');
fs.writeFileSync(imageBytes, 'not really an image');

let portal: TestApp;
let admin: TestAccount;
let campaignId: string;
/** The seeded tasks by their letter (see `seed`). */
const taskIds: Record<string, string> = {};

const at = (iso: string) => new Date(iso);

/** The value `found` found, or the test fails saying what was missing. */
function present<T>(found: T | undefined, what: string): T {
  if (found === undefined) throw new Error(`no ${what}`);
  return found;
}
const taskOf = (letter: string) => present(taskIds[letter], `task ${letter}`);

/**
 * A campaign (budget RM 1000, a 3-working-day review promise, due 30 April 2026) whose tasks went
 * through its stages in April 2026 (a Monday is the 6th; no holidays that month):
 * A invited, accepted, sent on the 6th (Mon), approved 48 h later (due Thu 9th: kept), paid;
 * B applied, approved, accepted, sent on the 9th (Thu) past its own deadline (8th), rejected on the
 * 15th (due Tue 14th: late, 144 h), sent again on the 16th and approved 24 h later (kept), RM 200;
 * C invited, accepted, expired; D invited only (joined 1 April in Malaysia, 31 March in UTC);
 * E applied, application rejected; F invited on the 20th, accepted;
 * G invited, accepted, sent on the 7th, its approval undone (waits for review again).
 */
async function seed() {
  const { db } = portal.database;
  const campaign = await createCampaign(db, {
    budgetMinor: 100_000,
    incentiveMinor: 15_000,
    reviewDays: 3,
    deadline: at('2026-04-30T15:59:00Z'),
    platform: 'INSTAGRAM',
  });
  campaignId = campaign.id;
  const creators = await createUsers(
    db,
    7,
    (index) => ({ name: `Creator ${'ABCDEFG'[index]}` }),
    (index) => ({ socialMediaLinks: { instagram: `https://instagram.com/creator_${'abcdefg'[index]}` } }),
  );
  const agreed = (incentiveMinor = 15_000) => ({
    termsAgreedAt: at('2026-04-02T01:00:00Z'),
    agreedIncentiveMinor: incentiveMinor,
    agreedCurrency: 'RM',
    agreedReviewDays: 3,
    agreedPaymentDays: 14,
    agreedRevisionsIncluded: 2,
  });
  const seeds: [string, TaskStatus, string, Record<string, unknown>][] = [
    ['A', 'COMPLETED', '2026-04-01T03:00:00Z', { ...agreed(), taskDeadline: at('2026-04-10T15:59:00Z') }],
    [
      'B',
      'APPROVED-PENDING-PAYMENT',
      '2026-04-01T04:00:00Z',
      { ...agreed(20_000), taskDeadline: at('2026-04-08T15:59:00Z') },
    ],
    ['C', 'EXPIRED', '2026-04-01T05:00:00Z', { ...agreed(), taskDeadline: at('2026-04-10T15:59:00Z') }],
    ['D', 'SELECTED', '2026-03-31T17:30:00Z', {}],
    ['E', 'APPLICATION-REJECTED', '2026-04-05T03:00:00Z', {}],
    ['F', 'ACCEPTED', '2026-04-20T03:00:00Z', agreed()],
    ['G', 'PENDING-CHECKING', '2026-04-03T03:00:00Z', agreed()],
  ];
  const creatorOf = (letter: string) => present(creators['ABCDEFG'.indexOf(letter)], `creator ${letter}`).id;
  for (const [letter, status, joined, extra] of seeds) {
    const task = await createTask(db, {
      campaignId,
      userId: creatorOf(letter),
      status,
      createdAt: at(joined),
      ...extra,
    });
    taskIds[letter] = task.id;
  }

  type Step = [TaskAction, TaskStatus | null, TaskStatus, string, { undoneAt?: string }?];
  const history = async (letter: string, steps: Step[]) =>
    db.insert(taskEvents).values(
      steps.map(([action, fromStatus, toStatus, when, extra]) => ({
        taskId: taskOf(letter),
        action,
        fromStatus,
        toStatus,
        actor: 'admin',
        createdAt: at(when),
        notifiedAt: at(when),
        undoneAt: extra?.undoneAt ? at(extra.undoneAt) : null,
      })),
    );
  await history('A', [
    ['invite', null, 'SELECTED', '2026-04-01T03:00:00Z'],
    ['accept', 'SELECTED', 'ACCEPTED', '2026-04-02T03:00:00Z'],
    ['submit', 'ACCEPTED', 'PENDING-CHECKING', '2026-04-06T02:00:00Z'],
    ['approve', 'PENDING-CHECKING', 'APPROVED-PENDING-PAYMENT', '2026-04-08T02:00:00Z'],
    ['startPayout', 'APPROVED-PENDING-PAYMENT', 'APPROVED-PROCESSING-PAYMENT', '2026-04-18T02:00:00Z'],
    ['markPaid', 'APPROVED-PROCESSING-PAYMENT', 'COMPLETED', '2026-04-20T02:00:00Z'],
  ]);
  await history('B', [
    ['apply', null, 'APPLIED', '2026-04-01T04:00:00Z'],
    ['approveApplication', 'APPLIED', 'SELECTED', '2026-04-02T04:00:00Z'],
    ['accept', 'SELECTED', 'ACCEPTED', '2026-04-03T04:00:00Z'],
    ['submit', 'ACCEPTED', 'PENDING-CHECKING', '2026-04-09T02:00:00Z'],
    ['reject', 'PENDING-CHECKING', 'REJECTED', '2026-04-15T02:00:00Z'],
    ['submit', 'REJECTED', 'PENDING-CHECKING', '2026-04-16T02:00:00Z'],
    ['approve', 'PENDING-CHECKING', 'APPROVED-PENDING-PAYMENT', '2026-04-17T02:00:00Z'],
  ]);
  await history('C', [
    ['invite', null, 'SELECTED', '2026-04-01T05:00:00Z'],
    ['accept', 'SELECTED', 'ACCEPTED', '2026-04-02T05:00:00Z'],
    ['expire', 'ACCEPTED', 'EXPIRED', '2026-04-11T00:00:00Z'],
  ]);
  await history('D', [['invite', null, 'SELECTED', '2026-03-31T17:30:00Z']]);
  await history('E', [
    ['apply', null, 'APPLIED', '2026-04-05T03:00:00Z'],
    ['rejectApplication', 'APPLIED', 'APPLICATION-REJECTED', '2026-04-06T03:00:00Z'],
  ]);
  await history('F', [
    ['invite', null, 'SELECTED', '2026-04-20T03:00:00Z'],
    ['accept', 'SELECTED', 'ACCEPTED', '2026-04-21T03:00:00Z'],
  ]);
  await history('G', [
    ['invite', null, 'SELECTED', '2026-04-03T03:00:00Z'],
    ['accept', 'SELECTED', 'ACCEPTED', '2026-04-03T05:00:00Z'],
    ['submit', 'ACCEPTED', 'PENDING-CHECKING', '2026-04-07T02:00:00Z'],
    [
      'approve',
      'PENDING-CHECKING',
      'APPROVED-PENDING-PAYMENT',
      '2026-04-08T02:00:00Z',
      { undoneAt: '2026-04-08T02:00:05Z' },
    ],
  ]);

  const file = async (letter: string, name: string, contentType: string) => {
    const key = `submissions/${campaignId}/${creatorOf(letter)}/${randomUUID()}-${name}`;
    await db.insert(files).values({
      key,
      ownerId: creatorOf(letter),
      campaignId,
      kind: 'submissions',
      fileName: name,
      contentType,
      sizeBytes: 16,
      completedAt: at('2026-04-01T00:00:00Z'),
    });
    await store.saveFile(key, imageBytes, contentType);
    return key;
  };
  const submission = async (letter: string, sentAt: string, linkUrl: string | null, keys: string[] = []) => {
    const [row] = await db
      .insert(submissions)
      .values({ taskId: taskOf(letter), userId: creatorOf(letter), stage: 'FINAL', linkUrl, createdAt: at(sentAt) })
      .returning({ id: submissions.id });
    const submissionId = present(row, 'submission').id;
    if (keys.length > 0) {
      await db
        .insert(attachments)
        .values(keys.map((fileKey, position) => ({ submissionId, role: 'screenshot' as const, fileKey, position })));
    }
  };
  await submission('A', '2026-04-06T02:00:00Z', 'https://instagram.com/p/a', [
    await file('A', 'a-post.png', 'image/png'),
    await file('A', 'a-notes.pdf', 'application/pdf'),
  ]);
  await submission('B', '2026-04-09T02:00:00Z', 'https://instagram.com/p/b1', [
    await file('B', 'b-first.png', 'image/png'),
  ]);
  await submission('B', '2026-04-16T02:00:00Z', 'https://instagram.com/p/b2', [
    await file('B', 'b-final.jpg', 'image/jpeg'),
  ]);
  await submission('G', '2026-04-07T02:00:00Z', 'https://instagram.com/p/g', [await file('G', 'g.png', 'image/png')]);
}

beforeAll(async () => {
  portal = await startTestApp({}, { blobStore: store });
  admin = await portal.account('admin');
  await seed();
});
afterAll(async () => {
  await portal.close();
  fs.rmSync(directory, { recursive: true, force: true });
});

const reportPath = (query = '') => `/api/admin/campaigns/${campaignId}/report${query}`;
async function report(query = ''): Promise<CampaignReport> {
  const { status, body } = await admin.call(reportPath(query));
  expect(status).toBe(200);
  return body as unknown as CampaignReport;
}

/** The CSV as a browser downloads it, read into rows of fields (none of the seeded fields holds a comma). */
async function csv(query = '', token = admin.token) {
  const response = await fetch(`${portal.baseUrl}/api/admin/campaigns/${campaignId}/report.csv${query}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const text = (await response.text()).replace(/^\uFEFF/, '');
  return {
    status: response.status,
    headers: response.headers,
    rows: text
      .split('\r\n')
      .filter((line) => line !== '')
      .map((line) => line.split(',')),
  };
}

describe('the campaign report', () => {
  it('is for admins only: 401 signed out, 403 for a creator, 404 for an unknown campaign', async () => {
    const creator = await portal.account();
    for (const path of [reportPath(), `/api/admin/campaigns/${campaignId}/report.csv`]) {
      expect((await portal.client().call(path)).status).toBe(401);
      expect((await creator.call(path)).status).toBe(403);
    }
    expect((await csv('', creator.token)).status).toBe(403);
    const unknown = await admin.call(`/api/admin/campaigns/${randomUUID()}/report`);
    expect(unknown.status).toBe(404);
  });

  it('counts each stage a task reached, now or in its history, with the conversion from the stage before', async () => {
    const { tasks, funnel } = await report();
    expect(tasks).toBe(7);
    expect(funnel).toEqual([
      { stage: 'invited', count: 7, conversion: null },
      // All but D, who has not answered the invitation.
      { stage: 'applied', count: 6, conversion: 85.7 },
      // A, B, C (expired after it), F and G; not E, whose application was rejected.
      { stage: 'accepted', count: 5, conversion: 83.3 },
      // A, B and G; G's approval was undone, so it is not approved.
      { stage: 'submitted', count: 3, conversion: 60 },
      { stage: 'approved', count: 2, conversion: 66.7 },
      { stage: 'paid', count: 1, conversion: 50 },
      // Of those accepted.
      { stage: 'expired', count: 1, conversion: 20 },
    ]);
  });

  it('tells which submissions came by their own deadline, and how long reviews took against the promise', async () => {
    const { onTime, review } = await report();
    // B was first sent a day past its own deadline; A and G on time.
    expect(onTime).toEqual({ submitted: 3, onTime: 2 });
    // A approved in 48 h (kept), B rejected in 144 h (due two days before), then approved in 24 h (kept);
    // G's undone approval is no decision.
    expect(review).toEqual({ decisions: 3, averageHours: 72, keptPromise: 2 });
  });

  it('sums the agreed incentives committed, approved and paid against the budget', async () => {
    const { spend, campaign } = await report();
    expect(campaign).toMatchObject({ currency: 'RM', reviewDays: 3, platform: 'INSTAGRAM' });
    // Committed: F and G (RM 150 each); approved: B at its agreed RM 200; paid: A. C expired holds nothing.
    expect(spend).toEqual({ budget: 1000, committed: 300, approved: 200, paid: 150 });
  });

  it('lists the posts by their latest link and shows the approved tasks’ images through signed links', async () => {
    const { posts, gallery } = await report();
    expect(posts.total).toBe(3);
    expect(posts.items.map((post) => [post.creator.fullName, post.creator.handle, post.linkUrl, post.status])).toEqual([
      ['Creator B', 'https://instagram.com/creator_b', 'https://instagram.com/p/b2', 'APPROVED-PENDING-PAYMENT'],
      ['Creator G', 'https://instagram.com/creator_g', 'https://instagram.com/p/g', 'PENDING-CHECKING'],
      ['Creator A', 'https://instagram.com/creator_a', 'https://instagram.com/p/a', 'COMPLETED'],
    ]);
    // B's latest submission and A's image (not its PDF); G is not approved.
    expect(gallery.total).toBe(2);
    expect(gallery.items.map((image) => [image.creatorName, image.fileName])).toEqual([
      ['Creator B', 'b-final.jpg'],
      ['Creator A', 'a-post.png'],
    ]);
    // The link opens the image without a session, as an <img> in the page does.
    const image = await fetch(`${portal.baseUrl}${present(gallery.items[1], 'image').url}`);
    expect(image.status).toBe(200);
    expect(await image.text()).toBe('not really an image');
  });

  it('keeps the tasks that joined in the date range (Malaysian days) and in the status asked for', async () => {
    // D joined at 01:30 on 1 April in Malaysia (31 March in UTC); E on the 5th, G on the 3rd, F on the 20th.
    const firstDay = await report('?from=2026-04-01&to=2026-04-01');
    expect(firstDay.tasks).toBe(4);
    expect(firstDay.funnel.find((step) => step.stage === 'accepted')?.count).toBe(3);

    const later = await report('?from=2026-04-15');
    expect(later.tasks).toBe(1);
    expect(later.funnel.slice(0, 4).map((step) => step.count)).toEqual([1, 1, 1, 0]);
    expect(later.spend).toEqual({ budget: 1000, committed: 150, approved: 0, paid: 0 });
    expect(later.posts).toEqual({ total: 0, items: [] });

    const expired = await report('?status=EXPIRED');
    expect(expired.tasks).toBe(1);
    expect(expired.funnel.find((step) => step.stage === 'expired')).toEqual({
      stage: 'expired',
      count: 1,
      conversion: 100,
    });

    const bad = await admin.call(reportPath('?status=LOST&from=yesterday'));
    expect(bad.status).toBe(400);
  });

  it('answers a campaign without tasks with zeros, not errors', async () => {
    const empty = await createCampaign(portal.database.db, { budgetMinor: null });
    const { status, body } = await admin.call(`/api/admin/campaigns/${empty.id}/report`);
    expect(status).toBe(200);
    const answer = body as unknown as CampaignReport;
    expect(answer.tasks).toBe(0);
    expect(answer.funnel.every((step) => step.count === 0)).toBe(true);
    expect(answer.review).toEqual({ decisions: 0, averageHours: null, keptPromise: 0 });
    expect(answer.spend).toEqual({ budget: null, committed: 0, approved: 0, paid: 0 });
  });
});

describe('the campaign report as CSV', () => {
  it('is a file of one row per task with its stage dates, on-time, review time, amount and post link', async () => {
    const { status, headers, rows } = await csv();
    expect(status).toBe(200);
    expect(headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(headers.get('content-disposition')).toBe(`attachment; filename="campaign-report-${campaignId}.csv"`);
    expect(rows[0]).toEqual([...REPORT_CSV_COLUMNS]);
    // Oldest first: D joined first (31 March in UTC).
    expect(rows.slice(1).map((row) => row[1])).toEqual([
      'Creator D',
      'Creator A',
      'Creator B',
      'Creator C',
      'Creator G',
      'Creator E',
      'Creator F',
    ]);
    const row = (name: string) =>
      Object.fromEntries(
        REPORT_CSV_COLUMNS.map((column, index) => [
          column,
          present(
            rows.find((r) => r[1] === name),
            name,
          )[index],
        ]),
      );
    expect(row('Creator B')).toEqual({
      'Task ID': taskIds.B,
      Creator: 'Creator B',
      Handle: 'https://instagram.com/creator_b',
      Status: 'APPROVED-PENDING-PAYMENT',
      Joined: '2026-04-01T04:00:00.000Z',
      Applied: '2026-04-01T04:00:00.000Z',
      Accepted: '2026-04-03T04:00:00.000Z',
      Submitted: '2026-04-09T02:00:00.000Z',
      Approved: '2026-04-17T02:00:00.000Z',
      Paid: '',
      Expired: '',
      Deadline: '2026-04-08T15:59:00.000Z',
      'On Time': 'No',
      // Its latest decision: approved 24 h after it was sent again.
      'Review Hours': '24.0',
      'Review On Time': 'Yes',
      Amount: '200.00',
      Currency: 'RM',
      'Post Link': 'https://instagram.com/p/b2',
    });
    expect(row('Creator D')).toMatchObject({
      Status: 'SELECTED',
      Submitted: '',
      'On Time': '',
      'Review Hours': '',
      Amount: '150.00',
      'Post Link': '',
    });
    expect(row('Creator C')).toMatchObject({ Status: 'EXPIRED', Expired: '2026-04-11T00:00:00.000Z', 'On Time': '' });
  });

  it('keeps the same filters as the report', async () => {
    const { rows } = await csv('?status=COMPLETED');
    expect(rows.map((row) => row[1])).toEqual(['Creator', 'Creator A']);
    const { rows: none } = await csv('?from=2026-05-01');
    expect(none).toEqual([[...REPORT_CSV_COLUMNS]]);
  });
});
