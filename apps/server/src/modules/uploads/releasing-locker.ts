import type { Lock, Locker, RequestRelease } from '@tus/server';

/**
 * A tus locker that knows which requests hold an upload's lock on this instance, so a stopping
 * instance can ask each of them to let go, as a request for the same upload on another instance
 * would: tus then ends the chunk's body where it is, stores every byte received, and answers 204
 * with the new offset. A chunk takes longer than any drain window at a slow connection's speed
 * (32 MB at 1 Mbit/s is over four minutes); this way a stop costs the uploader only the resume.
 */
export class ReleasingLocker implements Locker {
  private readonly holders = new Set<RequestRelease>();

  constructor(private readonly locker: Locker) {}

  newLock(id: string): Lock {
    const lock = this.locker.newLock(id);
    let holder: RequestRelease | undefined;
    return {
      lock: async (signal, requestRelease) => {
        await lock.lock(signal, requestRelease);
        holder = requestRelease;
        this.holders.add(requestRelease);
      },
      unlock: async () => {
        if (holder) this.holders.delete(holder);
        holder = undefined;
        await lock.unlock();
      },
    };
  }

  /** Asks every request holding a lock here to store what it has and answer. */
  releaseAll(): void {
    for (const requestRelease of this.holders) void Promise.resolve(requestRelease()).catch(() => undefined);
  }
}
