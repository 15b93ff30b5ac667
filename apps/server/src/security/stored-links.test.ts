import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UNIQUE_COMMENT_URL_MESSAGE } from '@portal/domain/campaigns';
import { sampleProfile } from '@portal/domain/profile';
import { SUBMISSION_MESSAGES } from '@portal/domain/tasks';
import { createCampaign, createTask, newCampaign } from '../testing/factories.ts';
import { answerChangingNothing } from '../testing/fingerprint.ts';
import { startTestApp, type TestAccount, type TestApp } from '../testing/test-app.ts';
import { uploadFile } from '../testing/uploads.ts';

let portal: TestApp;
let admin: TestAccount;
beforeAll(async () => {
  portal = await startTestApp();
  admin = await portal.account('admin');
});
afterAll(() => portal.close());

/** Links a browser would open that are no web page: they run script or carry their own content. */
const NOT_WEB_LINKS = [
  'javascript:alert(document.cookie)',
  'JavaScript://instagram.com/%0Aalert(1)',
  'data:text/html,<script>alert(1)</script>',
  'vbscript:msgbox(1)',
  'ftp://files.example.com/post',
];

const refused = (message: string, code: string, params?: Record<string, string>) => ({
  status: 400,
  body: { message, code, ...(params ? { params } : {}) },
});

describe('every stored link is an http(s) address', () => {
  it("a campaign's unique-comment URL, on create and on edit", async () => {
    const campaign = (uniqueCommentUrl: string) => newCampaign({ taskType: 'UNIQUECOMMENT', uniqueCommentUrl });
    const kept = await admin.call('/api/admin/campaigns', { body: campaign('https://instagram.com/p/glow') });
    expect(kept.status).toBe(200);
    const campaignId = kept.body?.id as string;
    for (const link of NOT_WEB_LINKS) {
      const create = () => admin.call('/api/admin/campaigns', { body: campaign(link) });
      expect(await answerChangingNothing(portal.database.db, create)).toEqual(
        refused(UNIQUE_COMMENT_URL_MESSAGE, 'post-url-invalid'),
      );
      const edit = () => admin.call(`/api/admin/campaigns/${campaignId}`, { method: 'PUT', body: campaign(link) });
      expect(await answerChangingNothing(portal.database.db, edit)).toEqual(
        refused(UNIQUE_COMMENT_URL_MESSAGE, 'post-url-invalid'),
      );
    }
    const read = await admin.call(`/api/admin/campaigns/${campaignId}`);
    expect(read.body?.uniqueCommentUrl).toBe('https://instagram.com/p/glow');
  });

  it("a submission's proof link, final or draft", async () => {
    const creator = await portal.account();
    const post = await createCampaign(portal.database.db, { taskType: 'POST' });
    const video = await createCampaign(portal.database.db, { taskType: 'VIDEO' });
    const postTask = await createTask(portal.database.db, {
      campaignId: post.id,
      userId: creator.id,
      status: 'ACCEPTED',
    });
    const videoTask = await createTask(portal.database.db, {
      campaignId: video.id,
      userId: creator.id,
      status: 'ACCEPTED',
    });
    const shot = await uploadFile(portal.baseUrl, creator.token, {
      kind: 'submissions',
      campaignId: post.id,
      filename: 'proof.png',
    });
    for (const linkURL of NOT_WEB_LINKS) {
      const final = () =>
        creator.call('/api/task/submit', {
          method: 'PUT',
          body: { newSubmission: { taskId: postTask.id, screenshotURL: [shot], linkURL } },
        });
      expect(await answerChangingNothing(portal.database.db, final)).toEqual(
        refused(SUBMISSION_MESSAGES.linkInvalid, 'submission-link-invalid'),
      );
      const draft = () =>
        creator.call('/api/task/draft', {
          method: 'PUT',
          body: { newSubmission: { taskId: videoTask.id, draftComment: 'My take', linkURL } },
        });
      expect(await answerChangingNothing(portal.database.db, draft)).toEqual(
        refused(SUBMISSION_MESSAGES.linkInvalid, 'submission-link-invalid'),
      );
    }
    const submitted = await creator.call('/api/task/submit', {
      method: 'PUT',
      body: { newSubmission: { taskId: postTask.id, screenshotURL: [shot], linkURL: 'https://instagram.com/p/1' } },
    });
    expect(submitted).toMatchObject({ status: 200, body: { status: 'PENDING-CHECKING' } });
  });

  it("a profile's social links, Telegram too when it is a link rather than a handle", async () => {
    const creator = await portal.account();
    const profile = sampleProfile({ email: creator.email });
    const withLink = (platform: 'instagram' | 'telegram', link: string) => ({
      ...profile,
      socialMediaLinks: { ...profile.socialMediaLinks, [platform]: link },
    });
    for (const link of NOT_WEB_LINKS) {
      const instagram = () => creator.call('/api/auth', { method: 'PUT', body: withLink('instagram', link) });
      expect(await answerChangingNothing(portal.database.db, instagram)).toEqual(
        refused('Instagram link is invalid - Please provide full URL including https://', 'social-link-invalid', {
          platform: 'instagram',
        }),
      );
      const telegram = () => creator.call('/api/auth', { method: 'PUT', body: withLink('telegram', link) });
      expect(await answerChangingNothing(portal.database.db, telegram)).toEqual(
        refused('Telegram link is invalid - Please provide full URL including https://', 'social-link-invalid', {
          platform: 'telegram',
        }),
      );
    }
    for (const telegram of ['@aisyah', 'https://t.me/aisyah']) {
      const saved = await creator.call('/api/auth', { method: 'PUT', body: withLink('telegram', telegram) });
      expect(saved).toMatchObject({ status: 200, body: { socialMediaLinks: { telegram } } });
    }
  });
});
