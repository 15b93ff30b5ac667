import { MemoryLocker } from '@tus/server';
import { describe, expect, it, vi } from 'vitest';
import { ReleasingLocker } from './releasing-locker.ts';

describe('the locker a stopping instance releases', () => {
  it('asks each request holding a lock to let go, and not one that has unlocked', async () => {
    const locker = new ReleasingLocker(new MemoryLocker());
    const stillWriting = vi.fn();
    const finished = vi.fn();
    const signal = new AbortController().signal;
    const first = locker.newLock('upload-1');
    const second = locker.newLock('upload-2');
    await first.lock(signal, stillWriting);
    await second.lock(signal, finished);
    await second.unlock();

    locker.releaseAll();

    expect(stillWriting).toHaveBeenCalledTimes(1);
    expect(finished).not.toHaveBeenCalled();
  });

  it('lets the next request take an upload the released one unlocked', async () => {
    const locker = new ReleasingLocker(new MemoryLocker());
    const signal = new AbortController().signal;
    const writing = locker.newLock('upload-1');
    await writing.lock(signal, () => writing.unlock());

    locker.releaseAll();
    const next = locker.newLock('upload-1');
    await next.lock(signal, () => undefined);
    await next.unlock();
  });
});
