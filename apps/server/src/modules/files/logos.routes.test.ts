import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logoUrlForUpload } from '@portal/domain/admin';
import { createCampaign, newCampaign } from '../../testing/factories.ts';
import { startTestApp, type TestApp } from '../../testing/test-app.ts';
import { creatorInCampaign, keyOf, sampleFile, tusRequests, uploadFile } from '../../testing/uploads.ts';

let portal: TestApp;
beforeAll(async () => {
  portal = await startTestApp();
});
afterAll(() => portal.close());

const PNG = sampleFile('a brand.png');

const { create, patch } = tusRequests(() => portal.baseUrl);
const publicUrl = (key: string) => `/api/public/logos/${Buffer.from(key).toString('base64url')}`;
const get = (path: string) => fetch(`${portal.baseUrl}${path}`);

describe('brand logos', () => {
  it('takes an admin’s image under logos/{admin}/ and serves it to anyone, cached and never sniffed', async () => {
    const admin = await portal.account('admin');
    const created = await create(admin.token, PNG.length, { kind: 'logos', filename: 'Kopi Kita logo.png' }, PNG);
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
    const saved = await admin.call('/api/admin/campaigns', { body: newCampaign({ brandLogoUrl: logoUrl }) });
    expect(saved.status).toBe(200);
  });

  it('refuses logos from influencers, and a logo filed under a campaign', async () => {
    const influencer = await portal.account('influencer');
    const refused = await create(influencer.token, PNG.length, { kind: 'logos', filename: 'logo.png' }, PNG);
    expect(refused.status).toBe(403);
    expect(await refused.text()).toContain('Only admins can upload brand logos');

    const admin = await portal.account('admin');
    const campaign = await createCampaign(portal.database.db);
    const underCampaign = await create(
      admin.token,
      PNG.length,
      { kind: 'logos', campaignId: campaign.id, filename: 'logo.png' },
      PNG,
    );
    expect(underCampaign.status).toBe(400);
  });

  it('keeps the creators’ rules: submissions need a task in the campaign', async () => {
    const admin = await portal.account('admin');
    const campaign = await createCampaign(portal.database.db);
    const fields = { kind: 'submissions', campaignId: campaign.id, filename: 'shot.png' };
    expect((await create(admin.token, PNG.length, fields, PNG)).status).toBe(403);
    expect((await create(admin.token, PNG.length, { kind: 'banners', filename: 'x.png' }, PNG)).status).toBe(400);
  });

  it('refuses a logo that is not an image, and never serves it', async () => {
    const admin = await portal.account('admin');
    const svg = Buffer.from('<svg onload="alert(1)"></svg>');
    const inOneRequest = await create(admin.token, svg.length, { kind: 'logos', filename: 'logo.svg' }, svg);
    expect(inOneRequest.status).toBe(415);
    expect(await inOneRequest.text()).toContain('A brand logo must be an image (PNG, JPEG, GIF or WebP)');

    // The resumable path: the last chunk is refused, and the address serves nothing.
    const started = await create(admin.token, svg.length, { kind: 'logos', filename: 'logo.svg' });
    const location = started.headers.get('location') as string;
    const lastChunk = await patch(admin.token, location, 0, svg);
    expect(lastChunk.status).toBe(415);
    expect((await get(logoUrlForUpload(location))).status).toBe(404);
  });

  it('answers 404 for an unfinished logo, any other upload, and nonsense', async () => {
    const admin = await portal.account('admin');
    const started = await create(admin.token, 1000, { kind: 'logos', filename: 'big.png' });
    expect(started.status).toBe(201);
    expect((await get(logoUrlForUpload(started.headers.get('location') as string))).status).toBe(404);

    // A creator's finished screenshot is an image, but not a logo: not public.
    const creator = await creatorInCampaign(portal);
    const screenshot = await uploadFile(portal.baseUrl, creator.token, {
      kind: 'submissions',
      campaignId: creator.campaignId,
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
