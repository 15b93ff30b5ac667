import { afterEach, describe, expect, it, vi } from 'vitest';
import { createCache, createVersions } from './cache.ts';

afterEach(() => {
  vi.useRealTimers();
});

describe('createCache', () => {
  it('serves what was kept only under the version it was kept with', () => {
    const cache = createCache<string>({ maxSize: 10 });
    cache.keep('aisyah', 'v1', 'her list');
    expect(cache.get('aisyah', 'v1')).toBe('her list');
    expect(cache.get('aisyah', 'v2')).toBeUndefined();
    expect(cache.has('aisyah')).toBe(true);
    expect(cache.get('mei', 'v1')).toBeUndefined();
  });

  it('loads once for the callers asking for one key and version together, and again for a new version', async () => {
    const cache = createCache<string>({ maxSize: 10 });
    const load = vi.fn(async () => `read ${load.mock.calls.length}`);
    const [first, second] = await Promise.all([cache.read('key', 'v1', load), cache.read('key', 'v1', load)]);
    expect([first, second]).toEqual(['read 1', 'read 1']);
    expect(cache.read('key', 'v1', load)).toBe('read 1');
    expect(await cache.read('key', 'v2', load)).toBe('read 2');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('keeps nothing from a load that fails', async () => {
    const cache = createCache<string>({ maxSize: 10 });
    await expect(cache.read('key', 'v1', () => Promise.reject(new Error('database down')))).rejects.toThrow();
    expect(cache.has('key')).toBe(false);
    expect(await cache.read('key', 'v1', async () => 'read')).toBe('read');
  });

  it('makes room by dropping the least recently used, by size', () => {
    const cache = createCache<string>({ maxSize: 6, sizeOf: (value) => value.length });
    cache.keep('a', 'v', 'aa');
    cache.keep('b', 'v', 'bb');
    cache.keep('c', 'v', 'cc');
    expect(cache.get('a', 'v')).toBe('aa');
    cache.keep('d', 'v', 'dd');
    expect(cache.has('b')).toBe(false);
    expect(['a', 'c', 'd'].map((key) => cache.get(key, 'v'))).toEqual(['aa', 'cc', 'dd']);
    cache.keep('huge', 'v', 'more than six');
    expect(cache.has('huge')).toBe(false);
  });

  it('serves nothing past its end', () => {
    vi.useFakeTimers({ now: 1_000 });
    const cache = createCache<string>({ maxSize: 10 });
    cache.keep('token', 'signed', 'claims', 2_000);
    vi.setSystemTime(1_999);
    expect(cache.get('token', 'signed')).toBe('claims');
    vi.setSystemTime(2_000);
    expect(cache.get('token', 'signed')).toBeUndefined();
  });
});

describe('createVersions, in this process', () => {
  const versions = () => createVersions({ redis: null, name: 'test', lifetimeMs: 3_000, warn: () => {} });

  it('answers the same version until it is dropped, without waiting', async () => {
    const own = versions();
    const [first, shared] = own.current(['aisyah', '*']) as string[];
    expect(own.current(['aisyah', '*'])).toEqual([first, shared]);
    await own.drop(['aisyah']);
    const [second, sharedAfter] = own.current(['aisyah', '*']) as string[];
    expect(second).not.toBe(first);
    expect(sharedAfter).toBe(shared);
  });

  it('makes a new version once its lifetime has passed, however often it was read', () => {
    vi.useFakeTimers({ now: 0 });
    const own = versions();
    const [first] = own.current(['user']) as string[];
    vi.setSystemTime(2_999);
    expect(own.current(['user'])).toEqual([first]);
    vi.setSystemTime(3_000);
    expect(own.current(['user'])).not.toEqual([first]);
  });
});
