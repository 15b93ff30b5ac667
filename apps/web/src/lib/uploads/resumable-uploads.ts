import type { UploadOptions } from 'tus-js-client';
import type { CampaignUploadPurpose } from '@portal/domain/uploads';

type UrlStorage = NonNullable<UploadOptions['urlStorage']>;
type StoredUpload = Awaited<ReturnType<UrlStorage['findAllUploads']>>[number];

const PREFIX = 'portal-upload::';

/** localStorage can be refused (a private window, a sandbox): then nothing is remembered. */
function orElse<T>(read: () => T, fallback: T): T {
  try {
    return read();
  } catch {
    return fallback;
  }
}

function entriesStartingWith(prefix: string): StoredUpload[] {
  return orElse(() => {
    const found: StoredUpload[] = [];
    for (let index = 0; index < localStorage.length; index += 1) {
      const key = localStorage.key(index);
      const value = key?.startsWith(prefix) ? localStorage.getItem(key) : null;
      if (key && value) {
        found.push({ ...(JSON.parse(value) as StoredUpload), urlStorageKey: key });
      }
    }
    return found;
  }, []);
}

/**
 * Where the resumable uploads of this browser are remembered across reloads: tus-js-client's URL
 * storage, kept in localStorage as its own browser storage does, and the same in tests (jsdom),
 * where tus-js-client's Node build remembers nothing.
 */
export const resumableUploads: UrlStorage = {
  findAllUploads: () => Promise.resolve(entriesStartingWith(PREFIX)),
  findUploadsByFingerprint: (fingerprint) => Promise.resolve(entriesStartingWith(`${PREFIX}${fingerprint}::`)),
  removeUpload: (urlStorageKey) => {
    orElse(() => localStorage.removeItem(urlStorageKey), undefined);
    return Promise.resolve();
  },
  addUpload: (fingerprint, upload) => {
    const key = `${PREFIX}${fingerprint}::${crypto.randomUUID()}`;
    // An empty key tells tus-js-client there is nothing to remove later.
    return Promise.resolve(orElse(() => (localStorage.setItem(key, JSON.stringify(upload)), key), ''));
  },
};

/** An upload left unfinished in this browser (a reload, a closed tab), which picking the same file resumes. */
export interface InterruptedUpload {
  fileName: string;
  /** Where tus-js-client keeps it, to forget it by. */
  storageKey: string;
}

/**
 * The resumable uploads of a task's field left unfinished in this browser. They are found by the
 * metadata stored with each: the purpose and the campaign, which for a creator is one
 * task (a creator has one task per campaign).
 */
export async function findInterruptedUploads(target: {
  purpose: CampaignUploadPurpose;
  campaignId: string;
}): Promise<InterruptedUpload[]> {
  const stored = await resumableUploads.findAllUploads();
  return stored
    .filter(({ metadata }) => metadata.purpose === target.purpose && metadata.campaignId === target.campaignId)
    .map(({ metadata, urlStorageKey }) => ({ fileName: metadata.filename ?? '', storageKey: urlStorageKey }));
}

/** Forgets interrupted uploads: they are no longer offered for resuming. */
export async function forgetInterruptedUploads(uploads: readonly InterruptedUpload[]): Promise<void> {
  await Promise.all(uploads.map(({ storageKey }) => resumableUploads.removeUpload(storageKey)));
}
