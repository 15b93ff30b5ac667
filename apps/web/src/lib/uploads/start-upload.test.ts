import { DetailedError } from 'tus-js-client';
import { describe, expect, it } from 'vitest';
import { fakeResponse } from '@/testing/fake-upload';
import { addressFromUploadUrl, uploadErrorMessage } from './start-upload';

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

  it('names the storage status when the answer has no text', () => {
    expect(uploadErrorMessage(refusal(402, ''))).toBe('The storage quota is exceeded');
    expect(uploadErrorMessage(refusal(403, '{"message":"x"}'))).toBe('You are not allowed to upload this file');
  });

  it('keeps the message of an error without an answer', () => {
    expect(uploadErrorMessage(new Error('Network down'))).toBe('Network down');
  });
});
