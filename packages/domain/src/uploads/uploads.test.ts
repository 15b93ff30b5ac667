import { describe, expect, it } from 'vitest';
import {
  acceptAttribute,
  acceptedFilesNote,
  canCancel,
  canPause,
  canResume,
  canRetry,
  FIRST_CHUNK_BYTES,
  isAcceptedType,
  isRetryableStatus,
  logoKey,
  MAX_CHUNK_BYTES,
  nextChunkBytes,
  nextUploadState,
  objectKey,
  refusedFileMessage,
  retryDelay,
  retrySchedule,
  safeFileName,
  UPLOAD_RETRIES,
  UPLOAD_STATES,
  type UploadState,
} from './index.ts';

describe('the upload state machine (SPEC §4)', () => {
  it('pauses only from running, resumes from paused or pausing, cancels from running or pausing', () => {
    const allowed = (check: (state: UploadState) => boolean) => UPLOAD_STATES.filter(check);
    expect(allowed(canPause)).toEqual(['running']);
    expect(allowed(canResume)).toEqual(['pausing', 'paused']);
    expect(allowed(canCancel)).toEqual(['running', 'pausing']);
    expect(allowed(canRetry)).toEqual(['error']);
    expect(nextUploadState('error', 'retry')).toBe('running');
  });

  it('settles the transient states', () => {
    expect(nextUploadState('running', 'pause')).toBe('pausing');
    expect(nextUploadState('pausing', 'paused')).toBe('paused');
    expect(nextUploadState('paused', 'resume')).toBe('running');
    expect(nextUploadState('running', 'cancel')).toBe('canceling');
    expect(nextUploadState('canceling', 'canceled')).toBe('canceled');
    expect(nextUploadState('running', 'succeed')).toBe('success');
  });

  it('ignores events that do not apply', () => {
    expect(nextUploadState('success', 'cancel')).toBe('success');
    expect(nextUploadState('canceled', 'resume')).toBe('canceled');
    expect(nextUploadState('paused', 'pause')).toBe('paused');
  });
});

describe('object keys', () => {
  it('puts the file under the kind, campaign and user the server chose', () => {
    expect(
      objectKey({ kind: 'submissions', campaignId: 'c1', userId: 'u1', id: 'f1', fileName: 'Screen shot 1.png' }),
    ).toBe('submissions/c1/u1/f1-Screen-shot-1.png');
  });

  it('files a brand logo under the admin, with no campaign', () => {
    expect(logoKey({ userId: 'a1', id: 'f1', fileName: '../Kopi Kita.png' })).toBe('logos/a1/f1-Kopi-Kita.png');
  });

  it.each([
    ['../../etc/passwd', 'passwd'],
    ['/absolute/path/report.pdf', 'report.pdf'],
    ['..\\windows\\evil.exe', 'evil.exe'],
    ['..', 'file'],
    ['.hidden', 'hidden'],
    ['ｆｕｌｌｗｉｄｔｈ．png', 'fullwidth.png'],
    ['résumé final!!.jpg', 'résumé-final.jpg'],
    ['a\u0000b\u202Ec.png', 'a-b-c.png'],
  ])('makes %j safe as %j', (name, safe) => {
    expect(safeFileName(name)).toBe(safe);
  });

  it('keeps the extension when it shortens a long name', () => {
    const safe = safeFileName(`${'x'.repeat(300)}.jpeg`);
    expect(safe).toHaveLength(100);
    expect(safe.endsWith('.jpeg')).toBe(true);
  });
});

describe('retries', () => {
  it('retries only server errors, timeouts and rate limits', () => {
    expect([500, 503, 408, 429].every(isRetryableStatus)).toBe(true);
    expect([400, 401, 403, 404, 409, 413].some(isRetryableStatus)).toBe(false);
  });

  it('doubles the wait up to a factor of 64, with up to half again of jitter', () => {
    const noJitter = retrySchedule(9, 1000, () => 0);
    expect(noJitter).toEqual([1000, 2000, 4000, 8000, 16000, 32000, 64000, 64000, 64000]);
    expect(retryDelay(2, 1000, () => 1)).toBe(6000);
  });

  it('retries an upload long enough for the wait to reach 64 times the base', () => {
    expect(Math.max(...retrySchedule(UPLOAD_RETRIES, 1000, () => 0))).toBe(64000);
  });
});

describe('resumable chunks (SPEC §9)', () => {
  it('start at 256 KB and double after each chunk up to 32 MB', () => {
    const sizes = [FIRST_CHUNK_BYTES];
    while (sizes.length < 10) sizes.push(nextChunkBytes(sizes.at(-1) as number));
    expect(sizes.map((bytes) => bytes / 1024)).toEqual([256, 512, 1024, 2048, 4096, 8192, 16384, 32768, 32768, 32768]);
    expect(MAX_CHUNK_BYTES).toBe(32 * 1024 * 1024);
  });
});

describe('the type policy of each upload purpose', () => {
  it('takes images for screenshots and reports, images and videos for drafts, and browser images for logos', () => {
    const takes = (type: string) =>
      (['screenshot', 'report', 'draft', 'logo'] as const).filter((purpose) => isAcceptedType(purpose, type));
    expect(takes('image/png')).toEqual(['screenshot', 'report', 'draft', 'logo']);
    expect(takes('image/heic')).toEqual(['screenshot', 'report', 'draft']);
    expect(takes('video/quicktime')).toEqual(['draft']);
    expect(takes('application/x-msdownload')).toEqual([]);
    expect(isAcceptedType('draft', undefined)).toBe(false);
  });

  it('tells the file picker and the person what each purpose takes', () => {
    expect(acceptAttribute('screenshot')).toBe(
      'image/png,image/apng,.png,.apng,image/jpeg,.jpg,.jpeg,image/webp,.webp,image/heic,image/heif,.heic,.heif,image/gif,.gif',
    );
    expect(acceptAttribute('draft')).toContain('video/quicktime,.mov');
    expect(acceptedFilesNote('report')).toBe('Images (PNG, JPEG, WebP, HEIC or GIF)');
    expect(acceptedFilesNote('draft')).toBe('Images (PNG, JPEG, WebP, HEIC or GIF) or videos (MP4, MOV or WebM)');
    expect(refusedFileMessage('screenshot')).toBe('A screenshot must be an image (PNG, JPEG, WebP, HEIC or GIF)');
    expect(refusedFileMessage('draft')).toBe(
      'A draft file must be an image (PNG, JPEG, WebP, HEIC or GIF) or a video (MP4, MOV or WebM)',
    );
    expect(refusedFileMessage('logo')).toBe('A brand logo must be an image (PNG, JPEG, GIF or WebP)');
  });
});
