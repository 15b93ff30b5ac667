import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import pino, { type Logger } from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { JobsOverview } from '@portal/domain/admin';
import type { PushPayload } from '@portal/domain/notifications';
import { taskEvents } from '../../db/schema/campaigns.ts';
import { mailDeadLetters } from '../../db/schema/notifications.ts';
import { createMailer, type Mail, type Mailer } from '../../lib/mailer.ts';
import { findPart, parseEml } from '../../testing/eml.ts';
import { addQuestion, createCampaign, createInvite } from '../../testing/factories.ts';
import {
  startTestApp,
  TEST_AUTH_SECRET,
  TEST_PUBLIC_URL,
  type TestAccount,
  type TestApp,
} from '../../testing/test-app.ts';
import { reviewKit } from '../review/review.test-kit.ts';
import { startJobs } from '../../lib/jobs.ts';
import { notificationJob } from './notifications.job.ts';
import { deliverNotifications, MAX_NOTIFY_ATTEMPTS, type DeliveryOptions } from './notifications.service.ts';
import type { PushChannel } from './push-channel.ts';

let portal: TestApp;
const scratch: string[] = [];
beforeAll(async () => {
  portal = await startTestApp();
});
afterAll(async () => {
  await portal.close();
  for (const dir of scratch) fs.rmSync(dir, { recursive: true, force: true });
});

const { payByBank, taskFor, review } = reviewKit(() => portal);
const silent = pino({ level: 'silent' });
const run = (mailer: Mailer, options: Partial<DeliveryOptions> = {}) =>
  deliverNotifications(portal.database.db, mailer, {
    publicUrl: TEST_PUBLIC_URL,
    secret: TEST_AUTH_SECRET,
    log: silent,
    ...options,
  });

/** Each test starts with an empty outbox: what earlier tests left is sent nowhere. */
beforeEach(async () => {
  while ((await run({ send: async () => {} })).claimed > 0);
});

/** The real mailer writing .eml files to a folder, and the messages read back from it. */
function outboxFolder() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-notify-'));
  scratch.push(dir);
  const mailer = createMailer({ outboxDir: dir, from: 'Creator Portal <no-reply@portal.test>', log: silent });
  const read = () =>
    fs
      .readdirSync(dir)
      .filter((file) => file.endsWith('.eml'))
      .map((file) => {
        const message = parseEml(fs.readFileSync(path.join(dir, file), 'utf8'));
        return {
          to: message.header('To'),
          subject: message.header('Subject'),
          header: message.header,
          body: findPart(message, 'text/plain')?.body ?? '',
          html: findPart(message, 'text/html')?.body ?? '',
        };
      });
  return { mailer, read };
}

/** The events still owed an e-mail (neither sent nor given up on). */
const unnotified = () =>
  portal.database.db
    .select()
    .from(taskEvents)
    .where(and(isNull(taskEvents.notifiedAt), isNull(taskEvents.mailGivenUpAt), isNotNull(taskEvents.action)));

/** The e-mails given up on, as the back office counts them. */
const mailsGivenUp = async (admin: TestAccount) =>
  ((await admin.call('/api/admin/jobs')).body as unknown as JobsOverview).mailsGivenUp;

/** Time passes: every claim and back-off still waiting runs out. */
const backOffOver = () =>
  portal.database.db
    .update(taskEvents)
    .set({ notifyAfter: sql`now() - interval '1 second'` })
    .where(and(isNull(taskEvents.notifiedAt), isNotNull(taskEvents.notifyAfter)));

/** `count` new creators, each invited to a new campaign of that title: an invitation e-mail owed to each. */
async function invitedCreators(count: number, title: string) {
  const admin = await portal.account('admin');
  const creators = await Promise.all(Array.from({ length: count }, () => portal.account()));
  const campaign = await createCampaign(portal.database.db, { title });
  await admin.call(`/api/admin/campaigns/${campaign.id}/tasks`, {
    body: { emails: creators.map((creator) => creator.email) },
  });
  return creators;
}

describe('the notification outbox', () => {
  it("e-mails the creator about each decision: the campaign, the remark, the amount and the task's link", async () => {
    const admin = await portal.account('admin');
    const campaign = await createCampaign(portal.database.db, { title: 'Kopi Kita iced latte', incentiveMinor: 18050 });
    const invited = await portal.account('influencer', 'Invited Iris');
    const invitation = await admin.call(`/api/admin/campaigns/${campaign.id}/tasks`, {
      body: { emails: [invited.email] },
    });
    const invitedTaskId = (invitation.body?.taskIds as string[])[0] as string;

    const applicant = await portal.account('influencer', 'Applicant Adam');
    const question = await addQuestion(portal.database.db, campaign.id, {
      orderIndex: 1,
      required: false,
      questionType: 'text',
    });
    const link = await createInvite(portal.database.db, campaign.id);
    const applied = await applicant.call('/api/task/invite/accept', {
      body: { invite: link.id, screeningResponses: [{ questionId: question.id, answer: 'yes' }] },
    });
    const applicationId = applied.body?.id as string;
    const decide = (body: unknown) =>
      admin.call(`/api/admin/tasks/${applicationId}/application`, { method: 'PUT', body });
    await decide({ decision: 'reject', remark: 'Make your account public' });
    await applicant.call('/api/task/reapply', { method: 'PUT', body: { task: applicationId } });
    await decide({ decision: 'approve' });

    const filmmaker = await portal.account('influencer', 'Video Vera');
    const video = await taskFor(filmmaker, 'ACCEPTED', { title: 'Glow video', taskType: 'VIDEO' });
    await video.draft('cut-1.mp4', 'First cut');
    await review(admin, video.taskId, { action: 'rejectDraft', remark: 'Shorter, please' });
    await video.draft('cut-2.mp4', 'Second cut');
    await review(admin, video.taskId, { action: 'approveDraft', remark: 'Second cut, approved' });

    const poster = await portal.account('influencer', 'Poster Pat');
    await payByBank(poster);
    const post = await taskFor(poster, 'ACCEPTED', { id: campaign.id });
    await post.submit();
    await review(admin, post.taskId, { action: 'reject', remark: 'Tag the brand' });
    await post.submit('again.png');
    await review(admin, post.taskId, { action: 'approve' });
    await review(admin, post.taskId, { action: 'startPayout' });
    await review(admin, post.taskId, { action: 'markPaid', reference: 'BANK-1' });

    const reporter = await portal.account('influencer', 'Report Ravi');
    const withReport = await taskFor(reporter, 'ACCEPTED', { title: 'Reach campaign', requiresReport: true });
    await withReport.submit();
    await review(admin, withReport.taskId, { action: 'approveWithReport' });

    const { mailer, read } = outboxFolder();
    const result = await run(mailer);
    // Sent: invite, reject + approve application, reject + approve draft, reject, approve, payout started, paid,
    // approve with report.
    expect(result).toEqual({ claimed: expect.any(Number) as number, sent: 10, failed: 0 });
    expect(result.claimed).toBeGreaterThan(10);
    expect(await unnotified()).toEqual([]);

    const mails = read();
    const mail = (to: string, subject: string) => {
      const found = mails.filter((sent) => sent.to === to && sent.subject === subject);
      expect(
        found,
        `${to}: ${subject} in ${JSON.stringify(mails.map((sent) => [sent.to, sent.subject]))}`,
      ).toHaveLength(1);
      return found[0]?.body ?? '';
    };
    const linkTo = (taskId: string) => `${TEST_PUBLIC_URL}/campaign/${taskId}`;
    expect(mails).toHaveLength(10);

    const invite = mail(invited.email, "You're invited to Kopi Kita iced latte");
    expect(invite).toContain('Hi Invited Iris,');
    expect(invite).toContain('You have been invited to the campaign "Kopi Kita iced latte".');
    expect(invite).toContain(linkTo(invitedTaskId));

    const rejected = mail(applicant.email, 'Your application to Kopi Kita iced latte was not approved');
    expect(rejected).toContain('Reason: Make your account public');
    expect(rejected).toContain(linkTo(applicationId));
    const approved = mail(applicant.email, 'Your application to Kopi Kita iced latte was approved');
    expect(approved).toContain(linkTo(applicationId));
    expect(approved).not.toContain('Reason');

    expect(mail(filmmaker.email, 'Your draft for Glow video needs changes')).toContain(
      'What to change: Shorter, please',
    );
    expect(mail(filmmaker.email, 'Your draft for Glow video was approved')).toContain(
      'Approved comment: Second cut, approved',
    );

    expect(mail(poster.email, 'Your submission for Kopi Kita iced latte needs changes')).toContain(
      'What to change: Tag the brand',
    );
    expect(mail(poster.email, 'Your submission for Kopi Kita iced latte was approved')).toContain(
      'Please make sure your payment details are up to date.',
    );
    expect(mail(poster.email, 'Your payment for Kopi Kita iced latte is on its way')).toContain(
      'The payment for "Kopi Kita iced latte" is being processed.',
    );
    const paid = mail(poster.email, 'You have been paid for Kopi Kita iced latte');
    expect(paid).toContain('Your payment of RM 180.50 for "Kopi Kita iced latte" has been made.');
    expect(paid).toContain('Payment reference: BANK-1');
    expect(paid).toContain(linkTo(post.taskId));

    expect(mail(reporter.email, 'Your submission for Reach campaign was approved: please send your report')).toContain(
      'Please send your report',
    );

    // Nothing is sent twice.
    expect(await run(mailer)).toEqual({ claimed: 0, sent: 0, failed: 0 });
    expect(read()).toHaveLength(10);
  });

  it('writes the e-mail in the language saved on the account', async () => {
    const admin = await portal.account('admin');
    const creator = await portal.account('influencer', 'Siti Aminah');
    expect((await creator.call('/api/auth', { method: 'PUT', body: { locale: 'ms' } })).status).toBe(200);
    const campaign = await createCampaign(portal.database.db, { title: 'Kempen Raya' });
    await admin.call(`/api/admin/campaigns/${campaign.id}/tasks`, { body: { emails: [creator.email] } });

    const { mailer, read } = outboxFolder();
    await run(mailer);

    const [mail] = read().filter((sent) => sent.to === creator.email);
    expect(mail?.subject).toBe('Anda dijemput ke Kempen Raya');
    expect(mail?.body).toContain('Hai Siti Aminah,');
    expect(mail?.body).toContain('Anda telah dijemput ke kempen "Kempen Raya".');
    expect(mail?.body).toContain('Pasukan Creator Portal');
    // The HTML part, beside the text part in the .eml, says the same in the same language.
    expect(mail?.html).toContain('<html lang="ms">');
    expect(mail?.html).toContain('Anda telah dijemput ke kempen &quot;Kempen Raya&quot;.');
  });

  it('retries an e-mail that could not be sent after a back-off, and gives up after the last try', async () => {
    const admin = await portal.account('admin');
    const creator = await portal.account('influencer', 'Retry Rosa');
    const campaign = await createCampaign(portal.database.db, { title: 'Retry campaign' });
    await admin.call(`/api/admin/campaigns/${campaign.id}/tasks`, { body: { emails: [creator.email] } });

    const warn = vi.fn();
    const error = vi.fn();
    const log = { warn, error, info: vi.fn() } as unknown as Logger;
    const broken: Mailer = {
      send: async () => {
        throw new Error('SMTP 421 try again later');
      },
    };
    expect(await run(broken, { log })).toEqual({ claimed: 1, sent: 0, failed: 1 });
    expect(warn).toHaveBeenCalledWith(
      expect.objectContaining({ action: 'invite', err: expect.any(Error) as Error, retryInSeconds: 60 }),
      'notification e-mail not sent; retrying later',
    );
    expect(await unnotified()).toHaveLength(1);
    // Not before its back-off is over.
    expect(await run(broken, { log })).toEqual({ claimed: 0, sent: 0, failed: 0 });

    await backOffOver();
    const { mailer, read } = outboxFolder();
    expect(await run(mailer)).toEqual({ claimed: 1, sent: 1, failed: 0 });
    expect(read().map((sent) => [sent.to, sent.subject])).toEqual([
      [creator.email, "You're invited to Retry campaign"],
    ]);
    expect(await unnotified()).toEqual([]);

    const givenUpBefore = await mailsGivenUp(admin);
    const other = await portal.account();
    await admin.call(`/api/admin/campaigns/${campaign.id}/tasks`, { body: { emails: [other.email] } });
    for (let attempt = 1; attempt <= MAX_NOTIFY_ATTEMPTS; attempt += 1) {
      expect((await run(broken, { log })).failed).toBe(1);
      await backOffOver();
    }
    expect(error).toHaveBeenCalledWith(
      expect.objectContaining({ action: 'invite', attempts: MAX_NOTIFY_ATTEMPTS }),
      'notification e-mail given up on',
    );
    expect(await unnotified()).toEqual([]);
    // A dead letter an operator counts and reads: for whom, about what, how often tried and why.
    expect(await mailsGivenUp(admin)).toBe(givenUpBefore + 1);
    const letters = await portal.database.db
      .select()
      .from(mailDeadLetters)
      .where(eq(mailDeadLetters.recipient, other.email));
    expect(letters).toEqual([
      expect.objectContaining({
        taskEventId: expect.any(Number) as number,
        subject: "You're invited to Retry campaign",
        attempts: MAX_NOTIFY_ATTEMPTS,
        reason: 'SMTP 421 try again later',
      }),
    ]);
    // Given up on, not marked as sent.
    const [event] = await portal.database.db
      .select()
      .from(taskEvents)
      .where(eq(taskEvents.id, letters[0]?.taskEventId ?? 0));
    expect(event).toMatchObject({ notifiedAt: null, mailGivenUpAt: expect.any(Date) as Date });
    // Never tried again, however long one waits.
    await backOffOver();
    const send = vi.fn(async () => {});
    expect(await run({ send })).toEqual({ claimed: 0, sent: 0, failed: 0 });
    expect(send).not.toHaveBeenCalled();
  });

  it('sends, within seconds, the e-mails a run that died had not sent, and not those it had', async () => {
    const creators = await invitedCreators(4, 'Crash campaign');
    // A run whose instance dies as it sends its second e-mail: from then on it neither sends nor
    // writes anything (its database calls never answer).
    let diedAt = 0;
    const deadDatabase = new Proxy(portal.database.db, {
      get: (target, key) => {
        if (diedAt > 0) return () => new Promise(() => undefined);
        const value: unknown = Reflect.get(target, key);
        return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
      },
    });
    const sentBeforeDying: Mail[] = [];
    const dying: Mailer = {
      send: (mail) => {
        if (sentBeforeDying.length === 0) {
          sentBeforeDying.push(mail);
          return Promise.resolve();
        }
        diedAt = Date.now();
        return new Promise<void>(() => undefined);
      },
    };
    deliverNotifications(deadDatabase, dying, { publicUrl: TEST_PUBLIC_URL, log: silent }).catch(() => undefined);
    await vi.waitFor(() => expect(diedAt).toBeGreaterThan(0));
    // Its claim holds a while: another run takes none of its mails at once...
    const sent: Mail[] = [];
    const working: Mailer = { send: async (mail) => void sent.push(mail) };
    expect((await run(working)).claimed).toBe(0);
    // ...but only seconds: the next run sends the three it had not, not the one it had.
    await vi.waitFor(async () => expect((await run(working)).sent).toBe(3), { timeout: 40_000, interval: 1_000 });
    expect(Date.now() - diedAt).toBeLessThan(30_000);
    const unsent = creators.map((creator) => creator.email).filter((email) => email !== sentBeforeDying[0]?.to);
    expect(sent.map((mail) => mail.to).sort()).toEqual(unsent.sort());
    expect(await unnotified()).toEqual([]);
  });

  it('keeps its claim on the e-mails it has yet to send while a slow mail server holds it', async () => {
    await invitedCreators(2, 'Slow campaign');
    // Each send takes 12 s, near the send's limit, and the two together longer than a claim lasts unrenewed.
    const slowlySent: Mail[] = [];
    const slow: Mailer = {
      send: async (mail) => {
        await new Promise((resolve) => setTimeout(resolve, 12_000));
        slowlySent.push(mail);
      },
    };
    const slowRun = run(slow);
    const sent: Mail[] = [];
    const other: Mailer = { send: async (mail) => void sent.push(mail) };
    await vi.waitFor(() => expect(slowlySent).toHaveLength(1), { timeout: 20_000 });
    await new Promise((resolve) => setTimeout(resolve, 6_000));
    // Past CLAIM_SECONDS since the claim was made: still held, so no mail goes twice.
    expect((await run(other)).claimed).toBe(0);
    expect(await slowRun).toEqual({ claimed: 2, sent: 2, failed: 0 });
    expect(sent).toEqual([]);
  });

  it('never sends one event twice when several runs go at once', async () => {
    const creators = await invitedCreators(12, 'Busy campaign');

    const sent: Mail[] = [];
    const slow: Mailer = {
      send: async (mail) => {
        await new Promise((resolve) => setTimeout(resolve, 5));
        sent.push(mail);
      },
    };
    const drain = async () => {
      while ((await run(slow, { limit: 4 })).claimed > 0);
    };
    await Promise.all([drain(), drain(), drain()]);
    expect(sent.map((mail) => mail.to).sort()).toEqual(creators.map((creator) => creator.email).sort());
    expect(await unnotified()).toEqual([]);
  });

  it('runs by itself every few seconds once its job starts, and stops cleanly', async () => {
    const admin = await portal.account('admin');
    const creator = await portal.account();
    const campaign = await createCampaign(portal.database.db, { title: 'Job campaign' });
    await admin.call(`/api/admin/campaigns/${campaign.id}/tasks`, { body: { emails: [creator.email] } });
    const sent: Mail[] = [];
    const mailer: Mailer = { send: async (mail) => void sent.push(mail) };
    const options = { publicUrl: TEST_PUBLIC_URL, secret: TEST_AUTH_SECRET, everySeconds: 1 };
    const jobs = await startJobs(
      portal.database,
      [notificationJob(portal.database.db, mailer, silent, options)],
      silent,
    );
    await vi.waitFor(() => expect(sent.map((mail) => mail.to)).toEqual([creator.email]), { timeout: 30_000 });
    await jobs.stop();
    await admin.call(`/api/admin/campaigns/${campaign.id}/tasks`, {
      body: { emails: [(await portal.account()).email] },
    });
    // Past the next run's time and the poll that would take it.
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    expect(sent).toHaveLength(1);
  });

  it("sends no e-mail of a kind the creator turned off, and pushes the kinds they keep push on, in the e-mail's words", async () => {
    const admin = await portal.account('admin');
    const creator = await portal.account('influencer', 'Quiet Quinn');
    const saved = await creator.call('/api/notifications/preferences', {
      method: 'PATCH',
      body: { invite: { email: false }, review: { push: false } },
    });
    expect(saved.status).toBe(200);
    const task = await taskFor(creator, 'ACCEPTED', { title: 'Quiet campaign' });
    await task.submit();
    await review(admin, task.taskId, { action: 'reject', remark: 'Tag the brand' });
    const other = await createCampaign(portal.database.db, { title: 'Invite only' });
    await admin.call(`/api/admin/campaigns/${other.id}/tasks`, { body: { emails: [creator.email] } });

    const pushed: { userId: string; payload: PushPayload }[] = [];
    const push: PushChannel = { deliver: async (userId, payload) => void pushed.push({ userId, payload }) };
    const { mailer, read } = outboxFolder();
    await run(mailer, { push });

    // The review is e-mailed, the invite is not; the invite is pushed, the review is not.
    expect(read().map((mail) => mail.subject)).toEqual(['Your submission for Quiet campaign needs changes']);
    expect(pushed).toEqual([
      {
        userId: creator.id,
        payload: {
          title: "You're invited to Invite only",
          body: 'You have been invited to the campaign "Invite only".',
          url: expect.stringMatching(/^\/campaign\/[0-9a-f-]{36}$/) as string,
          tag: expect.stringMatching(/^[0-9a-f-]{36}:invite$/) as string,
        },
      },
    ]);
    // Neither is owed anything any more.
    expect(await unnotified()).toEqual([]);
  });

  it('still e-mails, once, when the push fails', async () => {
    const admin = await portal.account('admin');
    const creator = await portal.account();
    const campaign = await createCampaign(portal.database.db, { title: 'Push down campaign' });
    await admin.call(`/api/admin/campaigns/${campaign.id}/tasks`, { body: { emails: [creator.email] } });
    const warn = vi.fn();
    const log = { warn, error: vi.fn(), info: vi.fn() } as unknown as Logger;
    const deliver = vi.fn(async () => {
      throw new Error('push service 503');
    });
    const failingMailer: Mailer = {
      send: async () => {
        throw new Error('SMTP 421');
      },
    };
    expect(await run(failingMailer, { push: { deliver }, log })).toEqual({ claimed: 1, sent: 0, failed: 1 });
    expect(warn).toHaveBeenCalledWith(expect.objectContaining({ action: 'invite' }), 'notification push not sent');
    await backOffOver();
    const { mailer, read } = outboxFolder();
    expect(await run(mailer, { push: { deliver }, log })).toEqual({ claimed: 1, sent: 1, failed: 0 });
    expect(read().map((mail) => mail.to)).toEqual([creator.email]);
    // The e-mail's retry does not push again.
    expect(deliver).toHaveBeenCalledTimes(1);
  });

  it('carries a one-click unsubscribe that turns off only that kind, without signing in', async () => {
    const admin = await portal.account('admin');
    const creator = await portal.account();
    const campaign = await createCampaign(portal.database.db, { title: 'Unsubscribe campaign' });
    await admin.call(`/api/admin/campaigns/${campaign.id}/tasks`, { body: { emails: [creator.email] } });
    const { mailer, read } = outboxFolder();
    await run(mailer);
    const [mail] = read();
    expect(mail?.header('List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    const oneClick = /^<(.+)>$/.exec(mail?.header('List-Unsubscribe') ?? '')?.[1] ?? '';
    expect(oneClick).toMatch(new RegExp(`^${TEST_PUBLIC_URL}/api/public/unsubscribe/[\\w-]+\\.[\\w-]+$`));
    const page = /To stop e-mails like this one, open: (\S+)/.exec(mail?.body ?? '')?.[1] ?? '';
    expect(page).toBe(oneClick.replace('/api/public/unsubscribe/', '/unsubscribe/'));

    const at = (url: string) => `${portal.baseUrl}${new URL(url).pathname}`;
    const preferences = async () =>
      (await creator.call('/api/notifications/preferences')).body as Record<string, { email: boolean }>;
    // Opening the link (a mail scanner, or the page) only names the kind.
    const shown = await fetch(at(oneClick));
    expect(await shown.json()).toEqual({ kind: 'invite' });
    expect((await preferences()).invite?.email).toBe(true);

    // The mail client's one-click POST (RFC 8058), no session.
    const posted = await fetch(at(oneClick), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(posted.status).toBe(200);
    const after = await preferences();
    expect(after.invite?.email).toBe(false);
    expect(after.review?.email).toBe(true);

    // A tampered link changes nothing and says so.
    const token = new URL(oneClick).pathname.split('/').pop() ?? '';
    const tampered = await fetch(`${portal.baseUrl}/api/public/unsubscribe/${token.slice(0, -2)}xx`, {
      method: 'POST',
    });
    expect(tampered.status).toBe(400);
    expect(((await tampered.json()) as { message: string }).message).toMatch(/not valid/);

    // The next invite is not e-mailed.
    const next = await createCampaign(portal.database.db, { title: 'After unsubscribing' });
    await admin.call(`/api/admin/campaigns/${next.id}/tasks`, { body: { emails: [creator.email] } });
    await run(mailer);
    expect(read()).toHaveLength(1);
  });
});
