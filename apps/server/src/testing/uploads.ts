import type { UploadKind } from '@portal/domain/uploads';

/** Uploads a file in one tus request, as the web app does for small files; answers its key. */
export async function uploadFile(
  baseUrl: string,
  token: string,
  file: { kind: UploadKind; campaignId: string; filename: string; content?: Buffer },
): Promise<string> {
  const content = file.content ?? Buffer.from(`contents of ${file.filename}`);
  const metadata = Object.entries({ kind: file.kind, campaignId: file.campaignId, filename: file.filename })
    .map(([key, value]) => `${key} ${Buffer.from(value).toString('base64')}`)
    .join(',');
  const response = await fetch(`${baseUrl}/api/uploads`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${token}`,
      'tus-resumable': '1.0.0',
      'upload-length': String(content.length),
      'upload-metadata': metadata,
      'content-type': 'application/offset+octet-stream',
    },
    body: content,
  });
  if (response.status !== 201) throw new Error(`upload refused: ${response.status} ${await response.text()}`);
  const location = response.headers.get('location') ?? '';
  return Buffer.from(location.split('/').pop() ?? '', 'base64url').toString('utf8');
}
