import http from 'node:http';
import type { UploadKind, UploadPurpose } from '@portal/domain/uploads';
import { createCampaign, createTask } from './factories.ts';
import type { TestApp } from './test-app.ts';

/** Real files (a whole 1×1 PNG) or their first bytes: enough for their type to be read from them. */
export const SAMPLE_BYTES = {
  png: Buffer.from(
    '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000b49444154789c6360000200000500017a5eab3f0000000049454e44ae426082',
    'hex',
  ),
  mp4: Buffer.from('000000186674797069736f6d0000020069736f6d69736f32', 'hex'),
  exe: Buffer.concat([Buffer.from('MZ'), Buffer.alloc(62)]),
};

/** A small file for `filename`, unique to it: a video when it ends .mp4, .mov or .webm, a PNG image otherwise. */
export const sampleFile = (filename: string) =>
  Buffer.concat([/\.(mp4|mov|webm)$/i.test(filename) ? SAMPLE_BYTES.mp4 : SAMPLE_BYTES.png, Buffer.from(filename)]);

/** tus Upload-Metadata: `key base64(value)` pairs, comma-separated. */
export const tusMetadata = (fields: Record<string, string>) =>
  Object.entries(fields)
    .map(([key, value]) => `${key} ${Buffer.from(value).toString('base64')}`)
    .join(',');

/** The storage key an upload's Location names: its last segment, base64url. */
export const keyOf = (location: string) => Buffer.from(location.split('/').pop() ?? '', 'base64url').toString('utf8');

/** The headers of a PATCH that sends bytes from `offset`. */
export const patchHeaders = (token: string, offset: number) => ({
  authorization: `Bearer ${token}`,
  'tus-resumable': '1.0.0',
  'upload-offset': String(offset),
  'content-type': 'application/offset+octet-stream',
});

/**
 * A PATCH from `offset` that sends `fast` bytes at once, then the rest of `content` a little at a
 * time, as a slow connection does, until its instance answers or is gone, or `cancel` is called.
 */
export function slowPatch(
  baseUrl: string,
  location: string,
  token: string,
  offset: number,
  content: Buffer,
  fast: number,
) {
  const request = http.request(`${baseUrl}${location}`, {
    method: 'PATCH',
    headers: { ...patchHeaders(token, offset), 'content-length': String(content.length - offset) },
  });
  let ended = false;
  let answer: { status: number; offset: number | undefined } | undefined;
  let sent = offset + fast;
  const end = () => {
    ended = true;
    clearInterval(trickle);
  };
  request.on('response', (response) => {
    const answered = response.headers['upload-offset'];
    answer = { status: response.statusCode ?? 0, offset: answered === undefined ? undefined : Number(answered) };
    response.resume();
    response.on('end', end);
  });
  request.on('error', end);
  request.on('close', end);
  request.write(content.subarray(offset, sent));
  const trickle = setInterval(() => {
    if (ended || sent >= content.length) return;
    request.write(content.subarray(sent, sent + 32 * 1024));
    sent += 32 * 1024;
  }, 250);
  return {
    /** The instance's answer (its status and the offset it acknowledged), if it answered. */
    answer: () => answer,
    cancel: () => {
      end();
      request.destroy();
    },
  };
}

/**
 * The tus requests one at a time, for tests that drive an upload step by step. `baseUrl` is read
 * at each request, as the app is started in `beforeAll`.
 */
export function tusRequests(baseUrl: () => string) {
  return {
    /** Starts an upload of `length` bytes, sending `body` (some or all of them) when given. */
    create: (token: string, length: number, fields: Record<string, string>, body?: Buffer) =>
      fetch(`${baseUrl()}/api/uploads`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${token}`,
          'tus-resumable': '1.0.0',
          'upload-length': String(length),
          'upload-metadata': tusMetadata(fields),
          ...(body ? { 'content-type': 'application/offset+octet-stream' } : {}),
        },
        body,
      }),
    patch: (token: string, location: string, offset: number, chunk: Buffer) =>
      fetch(`${baseUrl()}${location}`, { method: 'PATCH', headers: patchHeaders(token, offset), body: chunk }),
    head: (token: string, location: string) =>
      fetch(`${baseUrl()}${location}`, {
        method: 'HEAD',
        headers: { authorization: `Bearer ${token}`, 'tus-resumable': '1.0.0' },
      }),
  };
}

/** Uploads a file in one tus request, as the web app does for small files; answers its key. */
export async function uploadFile(
  baseUrl: string,
  token: string,
  file: { kind: UploadKind; purpose?: UploadPurpose; campaignId: string; filename: string; content?: Buffer },
): Promise<string> {
  const content = file.content ?? sampleFile(file.filename);
  const fields = {
    kind: file.kind,
    ...(file.purpose ? { purpose: file.purpose } : {}),
    campaignId: file.campaignId,
    filename: file.filename,
  };
  const response = await tusRequests(() => baseUrl).create(token, content.length, fields, content);
  if (response.status !== 201) throw new Error(`upload refused: ${response.status} ${await response.text()}`);
  return keyOf(response.headers.get('location') ?? '');
}

/** A creator with an accepted task in a new campaign, so they may upload its files. */
export async function creatorInCampaign(portal: TestApp) {
  const creator = await portal.account();
  const campaign = await createCampaign(portal.database.db);
  const task = await createTask(portal.database.db, {
    campaignId: campaign.id,
    userId: creator.id,
    status: 'ACCEPTED',
  });
  return { ...creator, campaignId: campaign.id, taskId: task.id };
}

/**
 * What an abandoned-upload sweep sorts: a creator's finished upload (`content`, or the default) and
 * one they began, 100 of 1000 bytes, and left. Answers the finished key and the started response.
 */
export async function finishedAndStartedUploads(portal: TestApp, content?: Buffer) {
  const creator = await creatorInCampaign(portal);
  const fields = { kind: 'submissions', campaignId: creator.campaignId } as const;
  const finished = await uploadFile(portal.baseUrl, creator.token, { ...fields, filename: 'done.png', content });
  const started = await tusRequests(() => portal.baseUrl).create(
    creator.token,
    1000,
    { ...fields, filename: 'half.png' },
    Buffer.alloc(100, 1),
  );
  return { creator, finished, started };
}
