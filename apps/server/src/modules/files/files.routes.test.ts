import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCampaign, createTask } from '../../testing/factories.ts';
import { startTestApp, type TestApp } from '../../testing/test-app.ts';
import { sampleFile, uploadFile } from '../../testing/uploads.ts';
import { banUserById, unbanUserById } from '../users/users.service.ts';
import { MAX_LINK_SECONDS, signedFileToken, verifyFileToken } from './files.service.ts';

let portal: TestApp;
beforeAll(async () => {
  portal = await startTestApp();
});
afterAll(() => portal.close());

const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');

let counter = 0;
async function creatorWithFile(content: Buffer, filename: string) {
  const browser = portal.client();
  await browser.signUp(`files${++counter}-${Date.now()}@example.com`, 'a-good-password');
  const token = await browser.token();
  const id = (await browser.call('/api/auth', { token })).body?.id as string;
  const campaign = await createCampaign(portal.database.db);
  await createTask(portal.database.db, { campaignId: campaign.id, userId: id, status: 'ACCEPTED' });
  const key = await uploadFile(portal.baseUrl, token, {
    kind: 'submissions',
    campaignId: campaign.id,
    filename,
    content,
  });
  return { browser, token, key };
}

describe('signed download links', () => {
  it('serves an image inline with its sniffed type, and anything else as an attachment', async () => {
    const owner = await creatorWithFile(PNG, 'shot.png');
    const link = await owner.browser.call(`/api/files/link?key=${encodeURIComponent(owner.key)}`, {
      token: owner.token,
    });
    expect(link.status).toBe(200);
    const image = await fetch(`${portal.baseUrl}${link.body?.url as string}`);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
    expect(image.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Buffer.from(await image.arrayBuffer())).toEqual(PNG);

    const other = await creatorWithFile(sampleFile('clip.mp4'), 'clip.mp4');
    const videoLink = await other.browser.call(`/api/files/link?key=${encodeURIComponent(other.key)}`, {
      token: other.token,
    });
    const download = await fetch(`${portal.baseUrl}${videoLink.body?.url as string}`);
    expect(download.headers.get('content-type')).toBe('application/octet-stream');
    expect(download.headers.get('content-disposition')).toMatch(/^attachment; filename=/);
  });

  it('answers the lifetime the link really has: what was asked for, at most a day', async () => {
    const owner = await creatorWithFile(PNG, 'lifetime.png');
    const secret = 'test-secret-that-is-long-enough-to-use-0123456789';
    for (const asked of [300, 7 * MAX_LINK_SECONDS]) {
      const askedAt = Date.now();
      const link = await owner.browser.call(`/api/files/link?key=${encodeURIComponent(owner.key)}&expiresIn=${asked}`, {
        token: owner.token,
      });
      const expiresIn = link.body?.expiresIn as number;
      expect(expiresIn).toBe(Math.min(asked, MAX_LINK_SECONDS));
      const token = (link.body?.url as string).replace('/api/files/', '');
      // Works for the lifetime it was answered with (less the second its expiry is rounded to)...
      expect(verifyFileToken(secret, token, askedAt + (expiresIn - 1) * 1000)?.key).toBe(owner.key);
      // ...and never longer.
      expect(verifyFileToken(secret, token, Date.now() + expiresIn * 1000 + 1)).toBeNull();
    }
  });

  it("refuses a negative lifetime, another creator's file, and altered or expired links", async () => {
    const owner = await creatorWithFile(PNG, 'mine.png');
    const stranger = await creatorWithFile(PNG, 'theirs.png');
    const negative = await owner.browser.call(`/api/files/link?key=${encodeURIComponent(owner.key)}&expiresIn=-5`, {
      token: owner.token,
    });
    expect(negative).toEqual({
      status: 400,
      body: { message: 'The link lifetime cannot be negative', code: 'link-lifetime-negative' },
    });
    const foreign = await stranger.browser.call(`/api/files/link?key=${encodeURIComponent(owner.key)}`, {
      token: stranger.token,
    });
    expect(foreign.status).toBe(404);

    const secret = 'test-secret-that-is-long-enough-to-use-0123456789';
    const valid = signedFileToken(secret, owner.key, 60);
    const [payload, signature] = valid.split('.') as [string, string];
    const otherKey = Buffer.from(JSON.stringify({ k: stranger.key, e: 9_999_999_999 })).toString('base64url');
    expect((await fetch(`${portal.baseUrl}/api/files/${otherKey}.${signature}`)).status).toBe(404);
    expect(verifyFileToken(secret, `${payload}.${signature}`)?.key).toBe(owner.key);
    expect(verifyFileToken(secret, valid, Date.now() + 61_000)).toBeNull();
  });

  it('stops serving the links a creator was given once they are banned, and again once the ban is lifted', async () => {
    const owner = await creatorWithFile(PNG, 'mine.png');
    const link = await owner.browser.call(`/api/files/link?key=${encodeURIComponent(owner.key)}`, {
      token: owner.token,
    });
    const url = `${portal.baseUrl}${link.body?.url as string}`;
    expect((await fetch(url)).status).toBe(200);
    const userId = (await owner.browser.call('/api/auth', { token: owner.token })).body?.id as string;

    await banUserById(portal.database.db, userId, 'Fake engagement');
    expect((await fetch(url)).status).toBe(404);
    await unbanUserById(portal.database.db, userId);
    expect((await fetch(url)).status).toBe(200);
  });
});
