import { i18n } from '@lingui/core';
import { DetailedError } from 'tus-js-client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadMessages } from '@portal/domain/i18n';
import { FakeUpload, fakeResponse } from '@/testing/fake-upload';
import { translateMessage } from '../i18n/translate-message';
import { addressFromUploadUrl, startUpload, uploadErrorMessage, type TaskUploadTarget } from './start-upload';

vi.mock('tus-js-client', async (importOriginal) => ({
  ...(await importOriginal<typeof import('tus-js-client')>()),
  Upload: (await import('@/testing/fake-upload')).FakeUpload,
}));

afterEach(() => {
  FakeUpload.instances = [];
});

const taskA: TaskUploadTarget = { purpose: 'screenshot', campaignId: 'campaign-1', taskId: 'task-1' };
const callbacks = () => ({ onProgress: vi.fn(), onSuccess: vi.fn(), onError: vi.fn() });
const pngFile = (name: string, bytes = 3) => new File(['x'.repeat(bytes)], name, { type: 'image/png' });

const refusal = (status: number, body: string) =>
  Object.assign(new DetailedError('refused'), { originalResponse: fakeResponse(status, body) });

describe('addressFromUploadUrl', () => {
  it('decodes the key from the last segment of the upload URL', () => {
    const key = 'submissions/c1/u1/f1-résumé.png';
    const segment = btoa(String.fromCharCode(...new TextEncoder().encode(key)))
      .replaceAll('+', '-')
      .replaceAll('/', '_')
      .replaceAll('=', '');
    expect(addressFromUploadUrl(`/api/uploads/${segment}`)).toBe(key);
  });
});

describe('uploadErrorMessage', () => {
  it("shows the server's text", () => {
    expect(uploadErrorMessage(refusal(413, 'File is too large: the limit is 20 MB per file'))).toBe(
      'File is too large: the limit is 20 MB per file',
    );
  });

  it("shows the server's refusal by its code, with its limit", async () => {
    const body = JSON.stringify({
      message: 'File is too large: the limit is 20 MB per file',
      code: 'file-too-large',
      params: { megabytes: 20 },
    });
    const refused = uploadErrorMessage(refusal(413, body));
    expect(translateMessage(refused)).toBe('File is too large: the limit is 20 MB per file');
    const shown = { locale: i18n.locale, messages: i18n.messages };
    i18n.loadAndActivate({ locale: 'ms', messages: await loadMessages('ms') });
    try {
      expect(translateMessage(refused)).toBe('Fail terlalu besar: had ialah 20 MB bagi setiap fail');
    } finally {
      i18n.loadAndActivate(shown);
    }
  });

  it('says the storage is down, in the language of the page', async () => {
    const body = JSON.stringify({
      message: 'File storage is unavailable right now. Please try again in a moment.',
      code: 'storage-unavailable',
    });
    const failed = uploadErrorMessage(refusal(503, body));
    expect(translateMessage(failed)).toBe('File storage is unavailable right now. Please try again in a moment.');
    const shown = { locale: i18n.locale, messages: i18n.messages };
    try {
      i18n.loadAndActivate({ locale: 'ms', messages: await loadMessages('ms') });
      expect(translateMessage(failed)).toBe('Storan fail tidak tersedia buat masa ini. Sila cuba lagi sebentar lagi.');
      i18n.loadAndActivate({ locale: 'zh-Hans', messages: await loadMessages('zh-Hans') });
      expect(translateMessage(failed)).toBe('文件存储暂时无法使用，请稍后再试。');
    } finally {
      i18n.loadAndActivate(shown);
    }
  });

  it('names the storage status when the answer has no text', () => {
    expect(translateMessage(uploadErrorMessage(refusal(402, '')))).toBe('The storage quota is exceeded');
    expect(translateMessage(uploadErrorMessage(refusal(403, '{"message":"x"}')))).toBe(
      'You are not allowed to upload this file',
    );
  });

  it('keeps the message of an error without an answer', () => {
    expect(uploadErrorMessage(new Error('Network down'))).toBe('Network down');
  });
});

describe('startUpload', () => {
  it("sends a creator's file under its campaign and answers its key", async () => {
    const told = callbacks();
    startUpload(pngFile('shot.png'), taskA, told);

    const upload = await FakeUpload.of('shot.png');
    expect(upload.options.metadata).toEqual({
      kind: 'submissions',
      purpose: 'screenshot',
      campaignId: 'campaign-1',
      filename: 'shot.png',
    });
    expect(upload.options.endpoint).toBe('/api/uploads');
    expect(upload.options.uploadDataDuringCreation).toBe(true);
    expect(upload.starts).toBe(1);

    upload.succeed('submissions/campaign-1/user-1/shot.png');
    expect(told.onSuccess).toHaveBeenCalledWith('submissions/campaign-1/user-1/shot.png', upload.url);
  });

  it('sends a brand logo with no campaign', async () => {
    const told = callbacks();
    startUpload(pngFile('glow.png'), { purpose: 'logo' }, told);

    const upload = await FakeUpload.of('glow.png');
    expect(upload.options.metadata).toEqual({ kind: 'logos', purpose: 'logo', filename: 'glow.png' });
    upload.succeed('logos/admin-1/7d1e-glow.png');
    expect(told.onSuccess).toHaveBeenCalledWith('logos/admin-1/7d1e-glow.png', upload.url);
  });

  it('sends a large file in resumable chunks that start at 256 KB and double up to 32 MB', async () => {
    startUpload(pngFile('clip.png', 300 * 1024), { ...taskA, purpose: 'report' }, callbacks());

    const upload = await FakeUpload.of('clip.png');
    expect(upload.options.storeFingerprintForResuming).toBe(true);
    await vi.waitFor(() => expect(upload.starts).toBe(1));
    const sizes = [upload.options.chunkSize];
    for (let chunk = 0; chunk < 9; chunk += 1) {
      upload.options.onChunkComplete?.(0, 0, 0);
      sizes.push(upload.options.chunkSize);
    }
    expect(sizes.map((bytes) => (bytes ?? 0) / 1024)).toEqual([
      256, 512, 1024, 2048, 4096, 8192, 16384, 32768, 32768, 32768,
    ]);
  });

  it('resumes a large file only for the same task and field', async () => {
    const file = pngFile('reel.png', 300 * 1024);
    const fingerprintFor = async (target: TaskUploadTarget) => {
      const before = FakeUpload.instances.length;
      startUpload(file, target, callbacks());
      const upload = await vi.waitFor(() => FakeUpload.instances[before] ?? expect.fail('no upload yet'));
      return upload.options.fingerprint?.(file, upload.options);
    };
    const onTaskA = await fingerprintFor(taskA);
    expect(await fingerprintFor(taskA)).toBe(onTaskA);
    expect(await fingerprintFor({ purpose: 'screenshot', campaignId: 'campaign-2', taskId: 'task-2' })).not.toBe(
      onTaskA,
    );
    expect(await fingerprintFor({ ...taskA, purpose: 'report' })).not.toBe(onTaskA);
  });

  it('retries a failed request with a wait doubling up to 64 times the first', async () => {
    startUpload(pngFile('shot.png'), taskA, callbacks());

    const delays = (await FakeUpload.of('shot.png')).options.retryDelays ?? [];
    expect(delays[0]).toBeGreaterThanOrEqual(1000);
    expect(delays[0]).toBeLessThanOrEqual(1500);
    expect(delays.at(-1)).toBeGreaterThanOrEqual(64_000);
    expect(delays.at(-1)).toBeLessThanOrEqual(96_000);
  });

  it("goes on from the server's offset when a chunk finds it moved (409), and gives up on other refusals", async () => {
    startUpload(pngFile('clip.png', 300 * 1024), taskA, callbacks());
    const { onShouldRetry } = (await FakeUpload.of('clip.png')).options;
    const answer = (method: string, status: number) =>
      Object.assign(new DetailedError('answered'), {
        originalRequest: { getMethod: () => method },
        originalResponse: fakeResponse(status, status === 409 ? 'Upload-Offset conflict' : ''),
      });
    // A paused chunk the server was still writing moves the offset the resumed one started from:
    // tus asks the offset again (HEAD) and sends from there.
    expect(onShouldRetry?.(answer('PATCH', 409), 0, {})).toBe(true);
    expect(onShouldRetry?.(answer('POST', 409), 0, {})).toBe(false);
    expect(onShouldRetry?.(answer('PATCH', 400), 0, {})).toBe(false);
    expect(onShouldRetry?.(answer('PATCH', 503), 0, {})).toBe(true);
  });

  it("pauses, resumes and cancels, and tells the server's reason of a refusal", async () => {
    const told = callbacks();
    const handle = startUpload(pngFile('shot.png'), taskA, told);
    const upload = await FakeUpload.of('shot.png');

    await handle.pause();
    handle.resume();
    await handle.cancel();
    expect(upload.aborts).toEqual([false, true]);
    expect(upload.starts).toBe(2);

    upload.fail(Object.assign(new DetailedError('refused'), { originalResponse: fakeResponse(402) }));
    expect(told.onError).toHaveBeenCalledOnce();
    expect(translateMessage(told.onError.mock.calls[0]?.[0] ?? '')).toBe('The storage quota is exceeded');
  });
});
