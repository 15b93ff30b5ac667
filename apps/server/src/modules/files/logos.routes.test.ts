import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logoUrlForUpload } from '@portal/domain/admin';
import type { NewCampaign } from '@portal/domain/campaigns';
import { users } from '../../db/schema/identity.ts';
import { createCampaign, createTask } from '../../testing/factories.ts';
import { startTestApp, type TestApp } from '../../testing/test-app.ts';
import { uploadFile } from '../../testing/uploads.ts';
import { setRole } from '../users/users.service.ts';

let portal: TestApp;
beforeAll(async () => {
  portal = await startTestApp();
});
afterAll(() => portal.close());

let counter = 0;
async function account(role: 'influencer' | 'admin') {
  const browser = portal.client();
  const email = `logo-${role}${++counter}-${Date.now()}@example.com`;
  await browser.signUp(email, 'a-good-password');
  if (role === 'admin') await setRole(portal.database.db, email, 'admin');
  const [user] = await portal.database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return { browser, email, id: user?.id as string, token: await browser.token() };
}

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from('a brand')]);

const metadata = (fields: Record<string, string>) =>
  Object.entries(fields)
    .map(([key, value]) => `${key} ${Buffer.from(value).toString('base64')}`)
    .join(',');

/** Starts a tus upload (with its bytes when `body` is given), as the web app does. */
function upload(token: string, fields: Record<string, string>, length: number, body?: Buffer) {
  return fetch(`${portal.baseUrl}/api/uploads`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${token}`,
      'tus-resumable': '1.0.0',
      'upload-length': String(length),
      'upload-metadata': metadata(fields),
      ...(body ? { 'content-type': 'application/offset+octet-stream' } : {}),
    },
    body,
  });
}

const keyOf = (location: string) => Buffer.from(location.split('/').pop() as string, 'base64url').toString('utf8');
const publicUrl = (key: string) => `/api/public/logos/${Buffer.from(key).toString('base64url')}`;
const get = (path: string) => fetch(`${portal.baseUrl}${path}`);

describe('brand logos', () => {
  it('takes an admin’s image under logos/{admin}/ and serves it to anyone, cached and never sniffed', async () => {
    const admin = await account('admin');
    const created = await upload(admin.token, { kind: 'logos', filename: 'Kopi Kita logo.png' }, PNG.length, PNG);
    expect(created.status).toBe(201);
    const location = created.headers.get('location') as string;
    expect(keyOf(location)).toMatch(new RegExp(`^logos/${admin.id}/[0-9a-f-]{36}-Kopi-Kita-logo\\.png$`));

    const logoUrl = logoUrlForUpload(location);
    const served = await get(logoUrl);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(served.headers.get('cache-control')).toBe('public, max-age=86400, immutable');
    expect(served.headers.get('content-disposition')).toBeNull();
    expect(Buffer.from(await served.arrayBuffer()).equals(PNG)).toBe(true);

    // The address is what a campaign's brandLogoUrl holds.
    const campaign: NewCampaign = {
      title: 'Kopi Kita iced latte',
      brandLogoUrl: logoUrl,
      taskType: 'POST',
      platform: 'INSTAGRAM',
      currency: 'RM',
      incentive: 100,
      requirements: '',
      instructions: '',
      uniqueCommentUrl: null,
      referralFee: null,
      referralCriteria: null,
      referralInstructions: null,
      deadline: new Date(Date.now() + 86_400_000).toISOString(),
      requiresReport: false,
      screeningQuestions: [],
    };
    const saved = await admin.browser.call('/api/admin/campaigns', { token: admin.token, body: campaign });
    expect(saved.status).toBe(200);
  });

  it('refuses logos from influencers, and a logo filed under a campaign', async () => {
    const influencer = await account('influencer');
    const refused = await upload(influencer.token, { kind: 'logos', filename: 'logo.png' }, PNG.length, PNG);
    expect(refused.status).toBe(403);
    expect(await refused.text()).toContain('Only admins can upload brand logos');

    const admin = await account('admin');
    const campaign = await createCampaign(portal.database.db);
    const underCampaign = await upload(
      admin.token,
      { kind: 'logos', campaignId: campaign.id, filename: 'logo.png' },
      PNG.length,
      PNG,
    );
    expect(underCampaign.status).toBe(400);
  });

  it('keeps the creators’ rules: submissions need a task in the campaign', async () => {
    const admin = await account('admin');
    const campaign = await createCampaign(portal.database.db);
    const fields = { kind: 'submissions', campaignId: campaign.id, filename: 'shot.png' };
    expect((await upload(admin.token, fields, PNG.length, PNG)).status).toBe(403);
    expect((await upload(admin.token, { kind: 'banners', filename: 'x.png' }, PNG.length, PNG)).status).toBe(400);
  });

  it('refuses a logo that is not an image, and never serves it', async () => {
    const admin = await account('admin');
    const svg = Buffer.from('<svg onload="alert(1)"></svg>');
    const inOneRequest = await upload(admin.token, { kind: 'logos', filename: 'logo.svg' }, svg.length, svg);
    expect(inOneRequest.status).toBe(415);
    expect(await inOneRequest.text()).toContain('A brand logo must be a PNG, JPEG, GIF or WebP image');

    // The resumable path: the last chunk is refused, and the address serves nothing.
    const started = await upload(admin.token, { kind: 'logos', filename: 'logo.svg' }, svg.length);
    const location = started.headers.get('location') as string;
    const lastChunk = await fetch(`${portal.baseUrl}${location}`, {
      method: 'PATCH',
      headers: {
        authorization: `Bearer ${admin.token}`,
        'tus-resumable': '1.0.0',
        'upload-offset': '0',
        'content-type': 'application/offset+octet-stream',
      },
      body: svg,
    });
    expect(lastChunk.status).toBe(415);
    expect((await get(logoUrlForUpload(location))).status).toBe(404);
  });

  it('answers 404 for an unfinished logo, any other upload, and nonsense', async () => {
    const admin = await account('admin');
    const started = await upload(admin.token, { kind: 'logos', filename: 'big.png' }, 1000);
    expect(started.status).toBe(201);
    expect((await get(logoUrlForUpload(started.headers.get('location') as string))).status).toBe(404);

    // A creator's finished screenshot is an image, but not a logo: not public.
    const creator = await account('influencer');
    const campaign = await createCampaign(portal.database.db);
    await createTask(portal.database.db, { campaignId: campaign.id, userId: creator.id, status: 'ACCEPTED' });
    const screenshot = await uploadFile(portal.baseUrl, creator.token, {
      kind: 'submissions',
      campaignId: campaign.id,
      filename: 'proof.png',
      content: PNG,
    });
    expect((await get(publicUrl(screenshot))).status).toBe(404);

    for (const nonsense of ['not-a-key', '../../etc/passwd', `logos/${admin.id}/../x.png`]) {
      const answer = await get(publicUrl(nonsense));
      expect(answer.status).toBe(404);
      expect(await answer.json()).toMatchObject({ message: 'File not found' });
    }
    expect((await get('/api/public/logos/%2e%2e%2fetc')).status).toBe(404);
  });
});
