import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadEnv } from '../config/env.ts';
import { files } from '../db/schema/files.ts';
import { createCampaign, createTask } from '../testing/factories.ts';
import { startTestApp, type TestApp } from '../testing/test-app.ts';
import { creatorInCampaign, keyOf, SAMPLE_BYTES, sampleFile, tusRequests, uploadFile } from '../testing/uploads.ts';

let portal: TestApp;
beforeAll(async () => {
  portal = await startTestApp({ MAX_UPLOAD_MB: '1', UPLOAD_QUOTA_MB: '2' });
});
afterAll(() => portal.close());

const MiB = 1024 * 1024;
const IMAGES_ONLY = 'must be an image (PNG, JPEG, WebP, HEIC or GIF)';
const { create, patch, head } = tusRequests(() => portal.baseUrl);
const cancel = (token: string, location: string) =>
  fetch(`${portal.baseUrl}${location}`, {
    method: 'DELETE',
    headers: { authorization: `Bearer ${token}`, 'tus-resumable': '1.0.0' },
  });
const download = (token: string, location: string) =>
  fetch(`${portal.baseUrl}${location}`, { headers: { authorization: `Bearer ${token}` } });

type Creator = Awaited<ReturnType<typeof creatorInCampaign>>;
const fieldsOf = (creator: Creator, fields: Record<string, string>) => ({
  kind: 'submissions',
  campaignId: creator.campaignId,
  ...fields,
});

/** What the server keeps of a creator's uploads: its rows, and the files stored in their folders. */
async function keptOf(creator: Creator) {
  const rows = await portal.database.db.select({ key: files.key }).from(files).where(eq(files.ownerId, creator.id));
  const stored = ['submissions', 'reports'].flatMap((kind) => {
    const folder = path.join(portal.dataDir, 'files', kind, creator.campaignId, creator.id);
    return fs.existsSync(folder) ? fs.readdirSync(folder) : [];
  });
  return { rows: rows.map((row) => row.key), stored };
}

describe('upload type policy (checked by the bytes, when the upload finishes)', () => {
  it('refuses a program renamed .png, sent in one request or resumed, and keeps none of it', async () => {
    const creator = await creatorInCampaign(portal);
    const exe = SAMPLE_BYTES.exe;
    const fields = fieldsOf(creator, { purpose: 'screenshot', filename: 'holiday.png', filetype: 'image/png' });

    const inOneRequest = await create(creator.token, exe.length, fields, exe);
    expect(inOneRequest.status).toBe(415);
    expect(await inOneRequest.text()).toContain(`A screenshot ${IMAGES_ONLY}`);

    const started = await create(creator.token, exe.length, fields);
    expect(started.status).toBe(201);
    const location = started.headers.get('location') as string;
    const lastChunk = await patch(creator.token, location, 0, exe);
    expect(lastChunk.status).toBe(415);
    expect(await lastChunk.text()).toContain(`A screenshot ${IMAGES_ONLY}`);
    expect((await head(creator.token, location)).status).toBe(404);
    expect(await keptOf(creator)).toEqual({ rows: [], stored: [] });
  });

  it('takes a PNG named .mp4 as a screenshot: its bytes decide, not its name', async () => {
    const creator = await creatorInCampaign(portal);
    const png = sampleFile('shot.png');
    const created = await create(
      creator.token,
      png.length,
      fieldsOf(creator, { purpose: 'screenshot', filename: 'clip.mp4', filetype: 'video/mp4' }),
      png,
    );
    expect(created.status).toBe(201);
    const served = await download(creator.token, created.headers.get('location') as string);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await served.arrayBuffer())).toEqual(png);
  });

  it('refuses an empty file, and keeps nothing of it', async () => {
    const creator = await creatorInCampaign(portal);
    const fields = fieldsOf(creator, { purpose: 'screenshot', filename: 'empty.png' });
    for (const body of [Buffer.alloc(0), undefined]) {
      const refused = await create(creator.token, 0, fields, body);
      expect(refused.status).toBe(400);
      expect(await refused.text()).toContain('The file is empty');
    }
    expect(await keptOf(creator)).toEqual({ rows: [], stored: [] });
  });

  it('refuses a video as a screenshot or a report, takes it as a draft file, and never attaches it as a screenshot', async () => {
    const creator = await creatorInCampaign(portal);
    const video = sampleFile('cut.mp4');
    const asScreenshot = await create(
      creator.token,
      video.length,
      fieldsOf(creator, { purpose: 'screenshot', filename: 'cut.mp4' }),
      video,
    );
    expect(asScreenshot.status).toBe(415);
    expect(await asScreenshot.text()).toContain(`A screenshot ${IMAGES_ONLY}`);
    for (const report of [{ kind: 'reports', purpose: 'report' }, { kind: 'reports' }] as Record<string, string>[]) {
      const asReport = await create(
        creator.token,
        video.length,
        fieldsOf(creator, { ...report, filename: 'cut.mp4' }),
        video,
      );
      expect(asReport.status).toBe(415);
      expect(await asReport.text()).toContain(`A report file ${IMAGES_ONLY}`);
    }
    expect(await keptOf(creator)).toEqual({ rows: [], stored: [] });

    // Sent as a draft file, then named as a screenshot of the final submission: refused there too.
    const campaign = await createCampaign(portal.database.db);
    const { id: taskId } = await createTask(portal.database.db, {
      campaignId: campaign.id,
      userId: creator.id,
      status: 'ACCEPTED',
    });
    const elsewhere = await uploadFile(portal.baseUrl, creator.token, {
      kind: 'submissions',
      purpose: 'draft',
      campaignId: campaign.id,
      filename: 'cut.mp4',
      content: video,
    });
    const submitted = await creator.call('/api/task/submit', {
      method: 'PUT',
      body: {
        newSubmission: {
          taskId,
          screenshotURL: [elsewhere],
          linkURL: 'https://instagram.com/p/1',
          draftComment: '',
          draftCommentURLArray: '',
        },
      },
    });
    expect(submitted).toEqual({
      status: 400,
      body: { message: `A screenshot ${IMAGES_ONLY}`, code: 'screenshot-type-refused' },
    });
  });
});

describe('upload quota', () => {
  it('holds at most 20 unfinished uploads per creator: the 21st waits until one is canceled or finished', async () => {
    const creator = await creatorInCampaign(portal);
    const fields = fieldsOf(creator, { purpose: 'screenshot', filename: 'later.png' });
    const locations: string[] = [];
    for (let started = 0; started < 20; started += 1) {
      const response = await create(creator.token, 1000, fields);
      expect(response.status).toBe(201);
      locations.push(response.headers.get('location') as string);
    }
    const refused = await create(creator.token, 1000, fields);
    expect(refused.status).toBe(402);
    expect(await refused.text()).toContain('You have 20 unfinished uploads: finish or cancel one first');

    expect((await cancel(creator.token, locations[0] as string)).status).toBe(204);
    await expect.poll(async () => (await create(creator.token, 1000, fields)).status, { timeout: 10_000 }).toBe(201);
    expect((await create(creator.token, 1000, fields)).status).toBe(402);

    const png = Buffer.concat([SAMPLE_BYTES.png, Buffer.alloc(1000 - SAMPLE_BYTES.png.length)]);
    expect((await patch(creator.token, locations[1] as string, 0, png)).status).toBe(204);
    expect((await create(creator.token, 1000, fields)).status).toBe(201);
  });

  it('refuses an upload that would take a creator past UPLOAD_QUOTA_MB of unfinished uploads', async () => {
    const creator = await creatorInCampaign(portal);
    const fields = fieldsOf(creator, { purpose: 'draft', filename: 'long.mp4' });
    expect((await create(creator.token, MiB, fields)).status).toBe(201);
    expect((await create(creator.token, MiB, fields)).status).toBe(201);
    const refused = await create(creator.token, 1, fields);
    expect(refused.status).toBe(402);
    expect(await refused.text()).toContain(
      'Your files would pass 2 MB: remove files you have not sent, or try again tomorrow',
    );

    const other = await creatorInCampaign(portal);
    expect((await create(other.token, MiB, fieldsOf(other, { filename: 'long.mp4' }))).status).toBe(201);
  });

  it('counts finished files against UPLOAD_QUOTA_MB, the ones attached to a submission too', async () => {
    const creator = await creatorInCampaign(portal);
    const almostOneMiB = (filename: string) => Buffer.concat([sampleFile(filename), Buffer.alloc(MiB - 100)]);
    const attached = await uploadFile(portal.baseUrl, creator.token, {
      kind: 'submissions',
      purpose: 'screenshot',
      campaignId: creator.campaignId,
      filename: 'sent.png',
      content: almostOneMiB('sent.png'),
    });
    const submitted = await creator.call('/api/task/submit', {
      method: 'PUT',
      body: {
        newSubmission: {
          taskId: creator.taskId,
          screenshotURL: [attached],
          linkURL: 'https://instagram.com/p/1',
          draftComment: '',
          draftCommentURLArray: '',
        },
      },
    });
    expect(submitted.status).toBe(200);
    await uploadFile(portal.baseUrl, creator.token, {
      kind: 'submissions',
      purpose: 'screenshot',
      campaignId: creator.campaignId,
      filename: 'kept.png',
      content: almostOneMiB('kept.png'),
    });

    const refused = await create(
      creator.token,
      200,
      fieldsOf(creator, { purpose: 'screenshot', filename: 'more.png' }),
    );
    expect(refused.status).toBe(402);
    expect(await refused.text()).toContain(
      'Your files would pass 2 MB: remove files you have not sent, or try again tomorrow',
    );
  });

  it('will not start with a quota smaller than one file may be', () => {
    expect(() => loadEnv({ MAX_UPLOAD_MB: '600', UPLOAD_QUOTA_MB: '500' })).toThrow(
      'UPLOAD_QUOTA_MB: must be at least MAX_UPLOAD_MB',
    );
  });
});

describe('GET of an upload', () => {
  it('sends nosniff and the type the bytes show, never the type the uploader declared', async () => {
    const creator = await creatorInCampaign(portal);
    const png = sampleFile('page.png');
    const image = await create(
      creator.token,
      png.length,
      fieldsOf(creator, { purpose: 'screenshot', filename: 'page.html', filetype: 'text/html' }),
      png,
    );
    const imageLocation = image.headers.get('location') as string;
    const served = await download(creator.token, imageLocation);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');

    const video = sampleFile('cut.mp4');
    const draft = await create(
      creator.token,
      video.length,
      fieldsOf(creator, { purpose: 'draft', filename: 'cut.mp4', filetype: 'text/html' }),
      video,
    );
    const attachment = await download(creator.token, draft.headers.get('location') as string);
    expect(attachment.status).toBe(200);
    expect(attachment.headers.get('content-type')).toBe('application/octet-stream');
    expect(attachment.headers.get('content-disposition')).toMatch(/^attachment; filename=/);
    expect(attachment.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Buffer.from(await attachment.arrayBuffer())).toEqual(video);

    const stranger = await creatorInCampaign(portal);
    expect((await download(stranger.token, imageLocation)).status).toBe(404);
  });
});

describe('file names in Upload-Metadata', () => {
  it('answers 400 to a NUL byte in the file name, and stores nothing', async () => {
    const creator = await creatorInCampaign(portal);
    const png = sampleFile('shot.png');
    for (const filename of ['shot\u0000.png', 'shot\u0007\r\n.png']) {
      const refused = await create(creator.token, png.length, fieldsOf(creator, { filename }), png);
      expect(refused.status).toBe(400);
      expect(await refused.text()).toContain('A file name cannot contain control characters');
    }
    expect(await keptOf(creator)).toEqual({ rows: [], stored: [] });
  });

  it('takes a name whose bytes hold a lone surrogate as the replacement character, never a 5xx', async () => {
    const creator = await creatorInCampaign(portal);
    const png = sampleFile('shot.png');
    // "shot\uD800.png" as UTF-8 would write it (CESU-8): no valid UTF-8 decodes to a lone surrogate.
    const name = Buffer.concat([Buffer.from('shot'), Buffer.from([0xed, 0xa0, 0x80]), Buffer.from('.png')]);
    const metadata = `kind ${Buffer.from('submissions').toString('base64')},campaignId ${Buffer.from(
      creator.campaignId,
    ).toString('base64')},filename ${name.toString('base64')}`;
    const created = await fetch(`${portal.baseUrl}/api/uploads`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${creator.token}`,
        'tus-resumable': '1.0.0',
        'upload-length': String(png.length),
        'upload-metadata': metadata,
        'content-type': 'application/offset+octet-stream',
      },
      body: png,
    });
    expect(created.status).toBe(201);
    expect(keyOf(created.headers.get('location') as string)).toMatch(/-shot\.png$/);
  });
});
