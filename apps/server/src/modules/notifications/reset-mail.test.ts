import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, isNotNull, like, sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { JobsOverview } from '@portal/domain/admin';
import { verifications } from '../../db/schema/identity.ts';
import { mailDeadLetters, queuedMails } from '../../db/schema/notifications.ts';
import { createMailer } from '../../lib/mailer.ts';
import { MAX_SEND_ATTEMPTS } from '../../lib/queued-mails.ts';
import { sendOutbox } from './notifications.job.ts';
import { startSmtpServer, type SmtpServer } from '../../testing/smtp-server.ts';
import { startTestApp, TEST_AUTH_SECRET, TEST_PUBLIC_URL, type TestApp } from '../../testing/test-app.ts';

const silent = pino({ level: 'silent' });
let smtp: SmtpServer;
let portal: TestApp;
let mailer: ReturnType<typeof createMailer>;
const outboxDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-reset-mail-'));

beforeAll(async () => {
  smtp = await startSmtpServer();
  mailer = createMailer({ smtpUrl: smtp.url, outboxDir, from: 'Creator Portal <no-reply@portal.test>', log: silent });
  portal = await startTestApp({}, { mailer });
});
afterAll(async () => {
  await portal.close();
  await mailer.close?.();
  await smtp.close();
  fs.rmSync(outboxDir, { recursive: true, force: true });
});
beforeEach(() => smtp.setMood('accept'));

/** Asks for a reset link, and waits for its e-mail, which goes out after the answer. */
const requestReset = async (email: string) => {
  const answer = await portal.client().call('/api/identity/request-password-reset', {
    body: { email, redirectTo: `${TEST_PUBLIC_URL}/reset-password` },
  });
  await portal.app.identityWorkDone();
  return answer;
};

/** One run of the server's outbox job, as the instances make every few seconds. */
const outboxRun = () =>
  sendOutbox(portal.database.db, mailer, silent, { publicUrl: TEST_PUBLIC_URL, secret: TEST_AUTH_SECRET });

/** Time passes (`hours` of it): links age and every retry's back-off runs out. */
const timePasses = async (hours: number) => {
  const earlier = (column: string) => sql.raw(`${column} - interval '${hours} hours'`);
  await portal.database.db
    .update(verifications)
    .set({ expiresAt: earlier('expires_at') })
    .where(like(verifications.identifier, 'reset-password:%'));
  await portal.database.db
    .update(queuedMails)
    .set({ expiresAt: earlier('expires_at'), sendAfter: earlier('send_after') })
    .where(isNotNull(queuedMails.sendAfter));
};

/** Every retry's back-off runs out, and nothing else: links keep working. */
const backOffOver = () =>
  portal.database.db
    .update(queuedMails)
    .set({ sendAfter: sql`now() - interval '1 second'` })
    .where(isNotNull(queuedMails.sendAfter));

/** The e-mails given up on, as the back office counts them. */
const mailsGivenUp = async () => {
  const admin = await portal.account('admin');
  return ((await admin.call('/api/admin/jobs')).body as unknown as JobsOverview).mailsGivenUp;
};
const deadLettersTo = (email: string) =>
  portal.database.db.select().from(mailDeadLetters).where(eq(mailDeadLetters.recipient, email));

const mailsTo = (email: string) => smtp.received.filter((mail) => mail.header('To') === email);
const tokenIn = (mail: ReturnType<typeof mailsTo>[number] | undefined) => {
  const text = mail?.parts.find((part) => part.header('Content-Type').startsWith('text/plain'))?.body ?? '';
  const link = /https?:\/\/\S+reset-password\S+/.exec(text)?.[0];
  return link ? new URL(link).searchParams.get('token') : null;
};

/** A mail given up on is not offered again, once the server takes mail and the back-off is over. */
const expectNeverTriedAgain = async () => {
  smtp.setMood('accept');
  const offeredBefore = smtp.offered();
  await backOffOver();
  await outboxRun();
  expect(smtp.offered()).toBe(offeredBefore);
};

describe('a password reset e-mail while the mail server fails', () => {
  it('is sent again once a server that answered 451 takes mail, and its link works', async () => {
    const account = await portal.account();
    smtp.setMood('busy');
    const offeredBefore = smtp.offered();

    expect((await requestReset(account.email)).status).toBe(200);
    expect(smtp.offered()).toBeGreaterThan(offeredBefore);
    expect(mailsTo(account.email)).toEqual([]);

    smtp.setMood('accept');
    await outboxRun();
    // Not before the retry's back-off is over.
    expect(mailsTo(account.email)).toEqual([]);
    await timePasses(0.1);
    await outboxRun();

    const [mail, ...more] = mailsTo(account.email);
    expect(more).toEqual([]);
    expect(mail?.header('Subject')).toBe('Reset your Creator Portal password');
    const token = tokenIn(mail);
    expect(token).toBeTruthy();
    const browser = portal.client();
    expect(
      (await browser.call('/api/identity/reset-password', { body: { token, newPassword: 'a-fresh-good-secret' } }))
        .status,
    ).toBe(200);
    expect((await browser.signIn(account.email, 'a-fresh-good-secret')).status).toBe(200);

    await timePasses(1);
    await outboxRun();
    expect(mailsTo(account.email)).toHaveLength(1);
  });

  it('is sent once the server is back up after being down', async () => {
    const account = await portal.account();
    await smtp.down();
    try {
      expect((await requestReset(account.email)).status).toBe(200);
    } finally {
      await smtp.up();
    }
    expect(mailsTo(account.email)).toEqual([]);

    await timePasses(0.1);
    await outboxRun();
    expect(mailsTo(account.email)).toHaveLength(1);
    expect(tokenIn(mailsTo(account.email)[0])).toBeTruthy();
  });

  it('is not sent once its link has expired, and is counted as given up', async () => {
    const account = await portal.account();
    const givenUpBefore = await mailsGivenUp();
    smtp.setMood('busy');
    expect((await requestReset(account.email)).status).toBe(200);

    smtp.setMood('accept');
    await timePasses(2);
    const offeredBefore = smtp.offered();
    await outboxRun();
    expect(smtp.offered()).toBe(offeredBefore);
    expect(mailsTo(account.email)).toEqual([]);
    expect(await mailsGivenUp()).toBe(givenUpBefore + 1);
    expect(await deadLettersTo(account.email)).toEqual([
      expect.objectContaining({ attempts: 1, reason: 'expired before it could be sent' }),
    ]);
  });

  it('is given up after the last try while the server keeps refusing it, counted, and never tried again', async () => {
    const account = await portal.account();
    const givenUpBefore = await mailsGivenUp();
    smtp.setMood('busy');
    // The first try, as the answer goes; then each run's, once its back-off is over (the link still works).
    expect((await requestReset(account.email)).status).toBe(200);
    for (let attempt = 2; attempt <= MAX_SEND_ATTEMPTS; attempt += 1) {
      await backOffOver();
      await outboxRun();
    }
    expect(await portal.database.db.select().from(queuedMails).where(eq(queuedMails.recipient, account.email))).toEqual(
      [],
    );
    expect(await mailsGivenUp()).toBe(givenUpBefore + 1);
    const [letter, ...more] = await deadLettersTo(account.email);
    expect(more).toEqual([]);
    expect(letter).toMatchObject({
      taskEventId: null,
      subject: 'Reset your Creator Portal password',
      attempts: MAX_SEND_ATTEMPTS,
    });
    expect(letter?.reason).toContain('451');

    await expectNeverTriedAgain();
    expect(mailsTo(account.email)).toEqual([]);
  });

  it('is given up at its first try when the server refuses it for good (550), and never tried again', async () => {
    const account = await portal.account();
    smtp.setMood('refuse');
    expect((await requestReset(account.email)).status).toBe(200);
    const [letter, ...more] = await deadLettersTo(account.email);
    expect(more).toEqual([]);
    expect(letter).toMatchObject({ subject: 'Reset your Creator Portal password', attempts: 1 });
    expect(letter?.reason).toContain('550');

    await expectNeverTriedAgain();
  });

  it('sends only the newest link when several were asked for during the outage', async () => {
    const account = await portal.account();
    smtp.setMood('busy');
    expect((await requestReset(account.email)).status).toBe(200);
    expect((await requestReset(account.email)).status).toBe(200);

    smtp.setMood('accept');
    await timePasses(0.1);
    await outboxRun();
    const sent = mailsTo(account.email);
    expect(sent).toHaveLength(1);
    expect(
      (
        await portal.client().call('/api/identity/reset-password', {
          body: { token: tokenIn(sent[0]), newPassword: 'a-fresh-good-secret' },
        })
      ).status,
    ).toBe(200);
  });
});
