import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeJwt } from '@/testing/fetch-stub';
import { createTokenManager, readTokenExpiry, TOKEN_REFRESH_MARGIN_MS } from './token-manager';

const START = new Date('2025-01-01T00:00:00Z').getTime();
const FIFTEEN_MINUTES = 15 * 60 * 1000;

function tokenRequesterIssuing15MinuteTokens() {
  let issued = 0;
  return vi.fn(async () => {
    issued += 1;
    return fakeJwt(Date.now() + FIFTEEN_MINUTES).replace('signature', `signature-${issued}`);
  });
}

describe('readTokenExpiry', () => {
  it('reads the exp claim in milliseconds', () => {
    expect(readTokenExpiry(fakeJwt(START + FIFTEEN_MINUTES))).toBe(START + FIFTEEN_MINUTES);
  });

  it('rejects a value that is not a JWT', () => {
    expect(() => readTokenExpiry('opaque')).toThrow();
  });
});

describe('createTokenManager', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(START);
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  it('hands out the cached token while more than 5 minutes remain', async () => {
    const requestToken = tokenRequesterIssuing15MinuteTokens();
    const manager = createTokenManager(requestToken);

    const first = await manager.getToken();
    vi.advanceTimersByTime(FIFTEEN_MINUTES - TOKEN_REFRESH_MARGIN_MS);

    expect(await manager.getToken()).toBe(first);
    expect(requestToken).toHaveBeenCalledTimes(1);
  });

  it('hands out a token it was given with the session without fetching one', async () => {
    const requestToken = tokenRequesterIssuing15MinuteTokens();
    const manager = createTokenManager(requestToken);
    const sessionToken = fakeJwt(START + FIFTEEN_MINUTES);

    manager.accept(sessionToken);
    manager.accept('not-a-token');

    expect(await manager.getToken()).toBe(sessionToken);
    expect(requestToken).not.toHaveBeenCalled();
  });

  it('fetches a new token once less than 5 minutes remain', async () => {
    const requestToken = tokenRequesterIssuing15MinuteTokens();
    const manager = createTokenManager(requestToken);

    const first = await manager.getToken();
    vi.advanceTimersByTime(FIFTEEN_MINUTES - TOKEN_REFRESH_MARGIN_MS + 1);

    expect(await manager.getToken()).not.toBe(first);
    expect(requestToken).toHaveBeenCalledTimes(2);
  });

  it('lets concurrent callers share one fetch', async () => {
    const requestToken = tokenRequesterIssuing15MinuteTokens();
    const manager = createTokenManager(requestToken);

    const tokens = await Promise.all([manager.getToken(), manager.getToken(), manager.getToken()]);

    expect(new Set(tokens).size).toBe(1);
    expect(requestToken).toHaveBeenCalledTimes(1);
  });

  it('fetches again after clear, ignoring a fetch that was under way', async () => {
    const requestToken = tokenRequesterIssuing15MinuteTokens();
    const manager = createTokenManager(requestToken);

    const beforeClear = manager.getToken();
    manager.clear();
    const afterClear = await manager.getToken();
    await beforeClear;

    expect(await manager.getToken()).toBe(afterClear);
    expect(requestToken).toHaveBeenCalledTimes(2);
  });

  it('does not cache a failed fetch', async () => {
    const requestToken = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce(fakeJwt(START + FIFTEEN_MINUTES));
    const manager = createTokenManager(requestToken);

    await expect(manager.getToken()).rejects.toThrow('offline');
    await expect(manager.getToken()).resolves.toBe(fakeJwt(START + FIFTEEN_MINUTES));
  });
});

describe('the default token requester', () => {
  it('asks the identity endpoint with the session cookie', async () => {
    const token = fakeJwt(Date.now() + FIFTEEN_MINUTES);
    const fetchMock = vi.fn(async () => new Response(JSON.stringify({ token }), { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);

    await expect(createTokenManager().getToken()).resolves.toBe(token);
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/identity/token',
      expect.objectContaining({ credentials: 'same-origin' }),
    );
  });

  it('fails with the status when there is no session', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('', { status: 401, statusText: 'Unauthorized' })),
    );

    await expect(createTokenManager().getToken()).rejects.toMatchObject({ name: 'TokenRequestError', status: 401 });
  });
});
