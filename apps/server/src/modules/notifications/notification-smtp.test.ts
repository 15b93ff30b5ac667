import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, isNotNull, sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it, onTestFinished } from 'vitest';
import type { JobsOverview } from '@portal/domain/admin';
import { taskEvents } from '../../db/schema/campaigns.ts';
import { mailDeadLetters } from '../../db/schema/notifications.ts';
import { createMailer } from '../../lib/mailer.ts';
import { createCampaign } from '../../testing/factories.ts';
import { startSmtpServer, type SmtpServer } from '../../testing/smtp-server.ts';
import { startTestApp, TEST_AUTH_SECRET, TEST_PUBLIC_URL, type TestApp } from '../../testing/test-app.ts';
import { deliverNotifications, MAX_NOTIFY_ATTEMPTS } from './notifications.service.ts';

const silent = pino({ level: 'silent' });
let smtp: SmtpServer;
let portal: TestApp;
const outboxDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-notify-smtp-'));

beforeAll(async () => {
  smtp = await startSmtpServer();
  portal = await startTestApp();
});
afterAll(async () => {
  await portal.close();
  await smtp.close();
  fs.rmSync(outboxDir, { recursive: true, force: true });
});
beforeEach(() => smtp.setMood('accept'));

/** The server's SMTP mailer, new for each test (its own pool of connections). */
const smtpMailer = () => {
  const mailer = createMailer({
    smtpUrl: smtp.url,
    outboxDir,
    from: 'Creator Portal <no-reply@portal.test>',
    log: silent,
  });
  onTestFinished(() => mailer.close?.());
  return mailer;
};
/** One run of the outbox, as an instance makes every few seconds. */
const outboxRun = (mailer: ReturnType<typeof smtpMailer>) =>
  deliverNotifications(portal.database.db, mailer, {
    publicUrl: TEST_PUBLIC_URL,
    secret: TEST_AUTH_SECRET,
    log: silent,
  });
/** Every retry's back-off runs out. */
const backOffOver = () =>
  portal.database.db
    .update(taskEvents)
    .set({ notifyAfter: sql`now() - interval '1 second'` })
    .where(isNotNull(taskEvents.notifyAfter));

const invite = async (count: number) => {
  const admin = await portal.account('admin');
  const campaign = await createCampaign(portal.database.db, { title: 'Kopi Kita iced latte' });
  const creators = await Promise.all(Array.from({ length: count }, () => portal.account()));
  await admin.call(`/api/admin/campaigns/${campaign.id}/tasks`, { body: { emails: creators.map((c) => c.email) } });
  return creators;
};
const mailsTo = (email: string) => smtp.received.filter((mail) => mail.header('To') === email);

describe('notification e-mails on a real SMTP server', () => {
  it('sends a mail again with the Message-ID it had the first time, so the mailbox sees one message', async () => {
    const [creator] = await invite(1);
    const mailer = smtpMailer();
    // The server takes the message, but its answer is lost: the outbox cannot know it went.
    smtp.setMood('lose-answer');
    expect(await outboxRun(mailer)).toMatchObject({ sent: 0, failed: 1 });
    smtp.setMood('accept');
    await backOffOver();
    expect(await outboxRun(mailer)).toMatchObject({ sent: 1, failed: 0 });

    const [first, again, ...more] = mailsTo(creator?.email ?? '');
    expect(more).toEqual([]);
    expect(first?.header('Subject')).toBe("You're invited to Kopi Kita iced latte");
    expect(again?.header('Message-ID')).toBe(first?.header('Message-ID'));
    expect(first?.header('Message-ID')).toMatch(/^<notification\.\d+\.[0-9a-z]+@portal\.test>$/);
  });

  it('gives each notification its own Message-ID', async () => {
    const creators = await invite(2);
    await outboxRun(smtpMailer());
    const ids = creators.map((creator) => mailsTo(creator.email)[0]?.header('Message-ID'));
    expect(new Set(ids).size).toBe(2);
  });

  it('sends a batch of e-mails over one kept connection, not one connection each', async () => {
    const creators = await invite(6);
    const before = smtp.connections();
    expect(await outboxRun(smtpMailer())).toMatchObject({ sent: 6, failed: 0 });
    expect(creators.every((creator) => mailsTo(creator.email).length === 1)).toBe(true);
    expect(smtp.connections() - before).toBe(1);
  });

  /** No run takes a mail given up on again, the server taking mail once more. */
  const expectNeverTakenAgain = async (mailer: ReturnType<typeof smtpMailer>) => {
    smtp.setMood('accept');
    const offered = smtp.offered();
    await backOffOver();
    expect(await outboxRun(mailer)).toMatchObject({ claimed: 0 });
    expect(smtp.offered()).toBe(offered);
  };

  it('leaves a mail the server keeps refusing for now given up on after the last try, with its error, counted, never marked sent', async () => {
    const [creator] = await invite(1);
    const admin = await portal.account('admin');
    const mailsGivenUp = async () =>
      ((await admin.call('/api/admin/jobs')).body as unknown as JobsOverview).mailsGivenUp;
    const givenUpBefore = await mailsGivenUp();
    const mailer = smtpMailer();
    smtp.setMood('busy');
    for (let attempt = 1; attempt <= MAX_NOTIFY_ATTEMPTS; attempt += 1) {
      expect(await outboxRun(mailer)).toMatchObject({ failed: 1 });
      await backOffOver();
    }
    expect(await mailsGivenUp()).toBe(givenUpBefore + 1);
    const [letter] = await portal.database.db
      .select()
      .from(mailDeadLetters)
      .where(eq(mailDeadLetters.recipient, creator?.email ?? ''));
    expect(letter).toMatchObject({ subject: "You're invited to Kopi Kita iced latte", attempts: MAX_NOTIFY_ATTEMPTS });
    expect(letter?.reason).toContain('451');
    const [event] = await portal.database.db
      .select()
      .from(taskEvents)
      .where(eq(taskEvents.id, letter?.taskEventId ?? 0));
    expect(event).toMatchObject({ notifiedAt: null, mailGivenUpAt: expect.any(Date) as Date });

    await expectNeverTakenAgain(mailer);
  });

  it('gives up at once on a mail the server refuses for good (550), with its error, and never tries it again', async () => {
    const [creator] = await invite(1);
    const mailer = smtpMailer();
    smtp.setMood('refuse');
    expect(await outboxRun(mailer)).toMatchObject({ failed: 1 });
    const [letter] = await portal.database.db
      .select()
      .from(mailDeadLetters)
      .where(eq(mailDeadLetters.recipient, creator?.email ?? ''));
    expect(letter).toMatchObject({ subject: "You're invited to Kopi Kita iced latte", attempts: 1 });
    expect(letter?.reason).toContain('550');

    await expectNeverTakenAgain(mailer);
  });
});
