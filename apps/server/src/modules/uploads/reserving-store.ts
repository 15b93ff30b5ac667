import type { Readable } from 'node:stream';
import { DataStore, ERRORS, type Upload } from '@tus/server';
import type { BlobStore } from './blob-store.ts';

/** The errors a call of the store itself failed with (the store unreachable, full or gone). */
const storageFailures = new WeakSet<object>();

/** Whether `error` is a failure of the file storage, not a refusal or a fault of the server's own. */
export const isStorageFailure = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && storageFailures.has(error);

/** tus's own answers (an upload not found, a wrong offset...): shared constants, never a failure of the store. */
const isProtocolAnswer = (error: unknown) => typeof error === 'object' && error !== null && 'status_code' in error;

/**
 * Runs a call of the store, marking the error it fails with as a storage failure. The error itself
 * goes on unchanged: tus tells a client's cut-off body from the store's failure by its identity.
 */
async function storageCall<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw isProtocolAnswer(error) ? error : storageFailure(error);
  }
}

/** `error`, marked as a failure of the storage. */
function storageFailure(error: unknown): unknown {
  if (typeof error === 'object' && error !== null) storageFailures.add(error);
  return error;
}

/**
 * The datastore tus is given: the blob store's, with two differences. A new upload is reserved
 * (its row written, against the uploader's quota) only once the store has made it, so a start the
 * store fails holds no place, whichever instance took it and even if it then crashed; one `reserve`
 * refuses (its client gone meanwhile, or another start took the last place) is removed. And every
 * failure of the store is marked (`isStorageFailure`), so that it is answered as the storage being
 * unavailable rather than as a fault with the store's message (which names its address).
 */
export class ReservingStore extends DataStore {
  private readonly inner: DataStore;

  constructor(
    private readonly store: BlobStore,
    /** Records a new upload the store has made (the object tus handed to its hooks); throws to refuse it. */
    private readonly reserve: (upload: Upload) => Promise<void>,
  ) {
    super();
    this.inner = store.datastore;
    this.extensions = this.inner.extensions;
  }

  override async create(upload: Upload): Promise<Upload> {
    const created = await storageCall(async () => {
      await this.store.prepare(upload.id);
      return this.inner.create(upload);
    });
    try {
      await this.reserve(upload);
    } catch (error) {
      // Refused after all (its client gone, another start took the last place) or not recorded: its bytes go too.
      await this.inner.remove(created.id).catch(() => undefined);
      throw error;
    }
    return created;
  }

  override write(stream: Readable, id: string, offset: number): Promise<number> {
    return storageCall(() => this.inner.write(stream, id, offset));
  }

  override async getUpload(id: string): Promise<Upload> {
    try {
      return await storageCall(() => this.inner.getUpload(id));
    } catch (error) {
      // A store that cannot be read (a file store's directory gone) finds no upload either: that is
      // the storage failing, and the upload may well be there once it is back.
      if (
        error === ERRORS.FILE_NOT_FOUND &&
        !(await this.store.check().then(
          () => true,
          () => false,
        ))
      ) {
        throw storageFailure(new Error('the file storage cannot be read'));
      }
      throw error;
    }
  }

  override remove(id: string): Promise<void> {
    return storageCall(() => this.inner.remove(id));
  }

  override declareUploadLength(id: string, length: number): Promise<void> {
    return storageCall(() => this.inner.declareUploadLength(id, length));
  }

  override deleteExpired(): Promise<number> {
    return this.inner.deleteExpired();
  }

  override getExpiration(): number {
    return this.inner.getExpiration();
  }
}
