import { act, waitFor } from '@testing-library/react';
import type { HttpResponse, UploadOptions } from 'tus-js-client';

/** An answer of the upload server, for a DetailedError's originalResponse. */
export function fakeResponse(status: number, body = ''): HttpResponse {
  return { getStatus: () => status, getHeader: () => undefined, getBody: () => body, getUnderlyingObject: () => null };
}

const base64url = (text: string) =>
  btoa(String.fromCharCode(...new TextEncoder().encode(text)))
    .replaceAll('+', '-')
    .replaceAll('/', '_')
    .replaceAll('=', '');

/**
 * Stands in for tus-js-client's Upload in tests (`vi.mock('tus-js-client', ...)`): it records what
 * the app asks of it, and the test drives its progress, success and failure.
 */
export class FakeUpload {
  static instances: FakeUpload[] = [];
  url: string | null = null;
  starts = 0;
  /** The `shouldTerminate` of every abort. */
  aborts: boolean[] = [];

  constructor(
    readonly file: File,
    readonly options: UploadOptions,
  ) {
    FakeUpload.instances.push(this);
  }

  /** The upload of the file with this name, once the app has created it (tus loads on the first pick). */
  static of(name: string): Promise<FakeUpload> {
    return waitFor(() => {
      const upload = FakeUpload.instances.find((candidate) => candidate.file.name === name);
      if (!upload) {
        throw new Error(`No upload of ${name}`);
      }
      return upload;
    });
  }

  findPreviousUploads() {
    return Promise.resolve([]);
  }

  resumeFromPreviousUpload() {}

  start() {
    this.starts += 1;
  }

  abort(shouldTerminate = false) {
    this.aborts.push(shouldTerminate);
    return Promise.resolve();
  }

  progress(bytesSent: number) {
    act(() => this.options.onProgress?.(bytesSent, this.file.size));
  }

  /** Finishes with the object key the server gave the file. */
  succeed(key = `submissions/campaign-1/user-1/${this.file.name}`) {
    this.url = `/api/uploads/${base64url(key)}`;
    act(() => this.options.onSuccess?.({ lastResponse: fakeResponse(204) }));
  }

  /** Fails with the error tus-js-client gives (a DetailedError built by the test, see `fakeResponse`). */
  fail(error: Error) {
    act(() => this.options.onError?.(error));
  }
}
