import { randomBytes } from 'node:crypto';
import { FIRST_CHUNK_BYTES, nextChunkBytes } from '@portal/domain/uploads';
import { SAMPLE_BYTES } from '../../src/testing/uploads.ts';

const UPLOAD_BYTES = 50 * 1024 * 1024;

/** A 50 MB file sent in one request, then through the resumable path in PATCHes from 256 KB doubling to 32 MB (SPEC §9). */
export async function benchUploads(base: string, token: string) {
  const tasks = (await (await fetch(`${base}/api/task`, { headers: { authorization: `Bearer ${token}` } })).json()) as {
    associatedCampaign: string;
  }[];
  const campaignId = tasks[0]?.associatedCampaign as string;
  // A draft video: its first bytes make it an MP4, as the type check at the end of an upload reads them.
  const content = Buffer.concat([SAMPLE_BYTES.mp4, randomBytes(UPLOAD_BYTES - SAMPLE_BYTES.mp4.length)]);
  const tus = { authorization: `Bearer ${token}`, 'tus-resumable': '1.0.0' };
  const metadata = (name: string) =>
    [
      ['kind', 'submissions'],
      ['purpose', 'draft'],
      ['campaignId', campaignId],
      ['filename', name],
    ]
      .map(([key, value]) => `${key} ${Buffer.from(value as string).toString('base64')}`)
      .join(',');
  const octets = { 'content-type': 'application/offset+octet-stream' };

  let started = performance.now();
  const single = await fetch(`${base}/api/uploads`, {
    method: 'POST',
    headers: { ...tus, ...octets, 'upload-length': String(UPLOAD_BYTES), 'upload-metadata': metadata('single.mp4') },
    body: content,
  });
  if (single.status !== 201) throw new Error(`single upload: ${single.status}`);
  const singleSeconds = (performance.now() - started) / 1000;

  started = performance.now();
  const created = await fetch(`${base}/api/uploads`, {
    method: 'POST',
    headers: { ...tus, 'upload-length': String(UPLOAD_BYTES), 'upload-metadata': metadata('resumable.mp4') },
  });
  const location = created.headers.get('location') as string;
  let chunks = 0;
  let chunkBytes = FIRST_CHUNK_BYTES;
  for (let offset = 0; offset < UPLOAD_BYTES; offset += chunkBytes, chunkBytes = nextChunkBytes(chunkBytes)) {
    const chunk = await fetch(`${base}${location}`, {
      method: 'PATCH',
      headers: { ...tus, ...octets, 'upload-offset': String(offset) },
      body: content.subarray(offset, offset + chunkBytes),
    });
    if (chunk.status !== 204) throw new Error(`chunk at ${offset}: ${chunk.status}`);
    chunks += 1;
  }
  const resumableSeconds = (performance.now() - started) / 1000;

  const megabytes = UPLOAD_BYTES / (1024 * 1024);
  console.log('\n| 50 MB upload on loopback (PGlite) | MB/s |');
  console.log('|---|---|');
  console.log(`| one request | ${(megabytes / singleSeconds).toFixed(0)} |`);
  console.log(
    `| resumable, ${chunks} chunks of 256 KB doubling to 32 MB | ${(megabytes / resumableSeconds).toFixed(0)} |`,
  );
  console.log(`\nthe resumable path reaches ${((singleSeconds / resumableSeconds) * 100).toFixed(0)} % of one request`);
}
