import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ConsentStatus } from '@portal/domain/api';
import type { User } from '@portal/domain/auth';
import { consents } from '../../db/schema/privacy.ts';
import { startTestApp, type TestAccount, type TestApp } from '../../testing/test-app.ts';
import { DEFAULT_LEGAL_DOCUMENTS_DIR } from './legal.service.ts';

/** The operator's folder: the shipped texts, whose privacy notice a test then changes. */
const legalDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-legal-'));
fs.cpSync(DEFAULT_LEGAL_DOCUMENTS_DIR, legalDir, { recursive: true });
const versionOf = (document: string) =>
  /^version: (.+)$/m.exec(fs.readFileSync(path.join(legalDir, `${document}.en.md`), 'utf8'))?.[1] ?? '';
const termsVersion = versionOf('terms');
const firstPrivacyVersion = versionOf('privacy');

let portal: TestApp;
beforeAll(async () => {
  portal = await startTestApp({ LEGAL_DOCUMENTS_DIR: legalDir });
});
afterAll(async () => {
  await portal.close();
  fs.rmSync(legalDir, { recursive: true, force: true });
});

const profile = { fullName: 'Nur Aina', contactNumber: '+60 12-345 6789', country: 'Malaysia' };

const statusOf = async (account: TestAccount) => {
  const answer = await account.call('/api/me/consents');
  expect(answer.status).toBe(200);
  return answer.body as unknown as ConsentStatus;
};

const recorded = (userId: string) =>
  portal.database.db
    .select({
      document: consents.document,
      version: consents.version,
      source: consents.source,
      withdrawnAt: consents.withdrawnAt,
    })
    .from(consents)
    .where(eq(consents.userId, userId))
    .orderBy(asc(consents.givenAt), asc(consents.document));

/** The user a fresh sign-in's session carries, as the web reads it. */
async function sessionUser(account: TestAccount): Promise<User> {
  const browser = portal.client();
  expect((await browser.signIn(account.email, 'a-good-password')).status).toBe(200);
  const session = await browser.call('/api/identity/get-session');
  return (session.body?.portalUser as { body: User }).body;
}

describe('agreeing at sign-up', () => {
  it('records the terms and the privacy notice in their current versions, and marketing e-mails when ticked', async () => {
    const creator = await portal.account();
    const created = await creator.call('/api/auth', {
      body: { ...profile, agreesToTerms: true, marketingEmails: true },
    });
    expect(created.status).toBe(200);

    expect(
      (await recorded(creator.id)).map(({ document, version, source }) => ({ document, version, source })),
    ).toEqual([
      { document: 'marketing', version: firstPrivacyVersion, source: 'sign-up' },
      { document: 'privacy', version: firstPrivacyVersion, source: 'sign-up' },
      { document: 'terms', version: termsVersion, source: 'sign-up' },
    ]);
    expect(await statusOf(creator)).toEqual({
      toAgree: [],
      documents: [
        { document: 'terms', version: termsVersion, effectiveDate: expect.any(String), agreedVersion: termsVersion },
        {
          document: 'privacy',
          version: firstPrivacyVersion,
          effectiveDate: expect.any(String),
          agreedVersion: firstPrivacyVersion,
        },
      ],
      marketingEmails: true,
    });
    expect((await sessionUser(creator)).consentsDue).toEqual([]);
  });

  it('leaves marketing e-mails off unless ticked', async () => {
    const creator = await portal.account();
    await creator.call('/api/auth', { body: { ...profile, agreesToTerms: true, marketingEmails: false } });
    expect((await recorded(creator.id)).map((row) => row.document).sort()).toEqual(['privacy', 'terms']);
    expect((await statusOf(creator)).marketingEmails).toBe(false);
  });

  it('refuses an agreement that is anything but true', async () => {
    const creator = await portal.account();
    const refused = await creator.call('/api/auth', { body: { ...profile, agreesToTerms: false } });
    expect(refused.status).toBe(400);
    expect(await recorded(creator.id)).toEqual([]);
  });
});

describe('an account made through the API without the agreement', () => {
  it('is told to agree, once: agreeing records it from the prompt', async () => {
    const creator = await portal.account();
    expect((await creator.call('/api/auth', { body: profile })).status).toBe(200);

    expect((await statusOf(creator)).toAgree).toEqual(['terms', 'privacy']);
    expect((await sessionUser(creator)).consentsDue).toEqual(['terms', 'privacy']);

    const agreed = await creator.call('/api/me/consents', {
      body: {
        agreements: [
          { document: 'terms', version: termsVersion },
          { document: 'privacy', version: firstPrivacyVersion },
        ],
      },
    });
    expect(agreed.status).toBe(200);
    expect((agreed.body as unknown as ConsentStatus).toAgree).toEqual([]);
    expect((await recorded(creator.id)).map(({ document, source }) => [document, source]).sort()).toEqual([
      ['privacy', 'prompt'],
      ['terms', 'prompt'],
    ]);
    expect((await sessionUser(creator)).consentsDue).toEqual([]);

    // Agreeing again records nothing more.
    await creator.call('/api/me/consents', { body: { agreements: [{ document: 'terms', version: termsVersion }] } });
    expect(await recorded(creator.id)).toHaveLength(2);
  });

  it('refuses a version that is not the current one, recording nothing', async () => {
    const creator = await portal.account();
    const refused = await creator.call('/api/me/consents', {
      body: { agreements: [{ document: 'privacy', version: 'an-old-version' }] },
    });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ code: 'legal-document-changed' });
    expect(await recorded(creator.id)).toEqual([]);
  });

  it("does not ask the back office's staff", async () => {
    const admin = await portal.account('admin');
    expect((await statusOf(admin)).toAgree).toEqual([]);
  });
});

describe('marketing e-mails', () => {
  it('are off by default; turning them on records a consent, off its withdrawal', async () => {
    const creator = await portal.account();
    await creator.call('/api/auth', { body: { ...profile, agreesToTerms: true } });
    expect((await statusOf(creator)).marketingEmails).toBe(false);

    const on = await creator.call('/api/me/consents/marketing', { method: 'PUT', body: { marketingEmails: true } });
    expect((on.body as unknown as ConsentStatus).marketingEmails).toBe(true);
    // Turning on what is on records nothing more.
    await creator.call('/api/me/consents/marketing', { method: 'PUT', body: { marketingEmails: true } });
    const marketing = async () => (await recorded(creator.id)).filter((row) => row.document === 'marketing');
    expect(await marketing()).toEqual([
      { document: 'marketing', version: firstPrivacyVersion, source: 'settings', withdrawnAt: null },
    ]);

    const off = await creator.call('/api/me/consents/marketing', { method: 'PUT', body: { marketingEmails: false } });
    expect((off.body as unknown as ConsentStatus).marketingEmails).toBe(false);
    expect((await marketing())[0]?.withdrawnAt).toBeInstanceOf(Date);
    expect((await statusOf(creator)).marketingEmails).toBe(false);

    await creator.call('/api/me/consents/marketing', { method: 'PUT', body: { marketingEmails: true } });
    expect((await marketing()).map((row) => row.withdrawnAt === null)).toEqual([false, true]);
    expect((await statusOf(creator)).marketingEmails).toBe(true);
  });

  it("are one's own: another person's choice changes nothing of theirs", async () => {
    const [one, other] = [await portal.account(), await portal.account()];
    await one.call('/api/me/consents/marketing', { method: 'PUT', body: { marketingEmails: true } });
    expect((await statusOf(other)).marketingEmails).toBe(false);
  });

  it('need a signed-in caller', async () => {
    expect((await portal.client().call('/api/me/consents')).status).toBe(401);
  });
});

describe('a new version of the privacy notice', () => {
  it('is asked for once at the next sign-in, the terms agreed before standing', async () => {
    const creator = await portal.account();
    await creator.call('/api/auth', { body: { ...profile, agreesToTerms: true } });
    expect((await statusOf(creator)).toAgree).toEqual([]);

    // The operator publishes a new version, in every language; the portal starts again on it.
    for (const locale of ['en', 'ms', 'zh-Hans']) {
      const file = path.join(legalDir, `privacy.${locale}.md`);
      fs.writeFileSync(file, fs.readFileSync(file, 'utf8').replace(/^version: .+$/m, 'version: 2027-01-01'));
    }
    const restarted = await startTestApp({ LEGAL_DOCUMENTS_DIR: legalDir }, { database: portal.database });
    try {
      const browser = restarted.client();
      await browser.signIn(creator.email, 'a-good-password');
      const token = await browser.token();
      const status = (await browser.call('/api/me/consents', { token })).body as unknown as ConsentStatus;
      expect(status.toAgree).toEqual(['privacy']);
      expect(status.documents.find((document) => document.document === 'privacy')).toMatchObject({
        version: '2027-01-01',
        agreedVersion: firstPrivacyVersion,
      });
      const session = await browser.call('/api/identity/get-session');
      expect((session.body?.portalUser as { body: User }).body.consentsDue).toEqual(['privacy']);

      await browser.call('/api/me/consents', {
        token,
        body: { agreements: [{ document: 'privacy', version: '2027-01-01' }] },
      });
      const after = (await browser.call('/api/me/consents', { token })).body as unknown as ConsentStatus;
      expect(after.toAgree).toEqual([]);
    } finally {
      await restarted.close();
    }
  });
});
