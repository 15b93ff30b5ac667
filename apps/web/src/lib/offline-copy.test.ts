import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildTask, buildUser } from '@/testing/fixtures';
import { keepAnswers, MAX_KEPT_ANSWERS, MAX_KEPT_CHARACTERS, restoreAnswers } from './offline-copy';
import { OFFLINE_KEYS, offlineSession } from './offline-session';
import { createQueryClient } from './query-client';

const tasks = [buildTask({ id: 'task-1', campaignDetails: { campaignTitle: 'Glow Serum Launch' } })];
const TASKS_KEY = ['tasks', 'list'];

let stops: (() => void)[] = [];

/** Keeps `userId`'s answers from a fresh cache, as the app does once a page is drawn. */
function keeping(userId: string): QueryClient {
  const queryClient = createQueryClient();
  stops.push(keepAnswers(queryClient, userId));
  return queryClient;
}

/** An answer of a query marked to be kept, as a page's query gets it. */
const answer = (queryClient: QueryClient, queryKey: QueryKey, data: unknown, keptOffline = true) =>
  queryClient.fetchQuery({ queryKey, queryFn: () => data, meta: { keptOffline } });

/** The tab's kept answers, written now rather than after the short wait (as when the page is left). */
function kept(): string {
  window.dispatchEvent(new Event('pagehide'));
  return sessionStorage.getItem(OFFLINE_KEYS.answers) ?? '';
}

/** What an app started offline by `userId` would show for `queryKey`. */
function restored(userId: string, queryKey: QueryKey): unknown {
  const queryClient = createQueryClient();
  restoreAnswers(queryClient, userId);
  return queryClient.getQueryData(queryKey);
}

afterEach(() => {
  stops.forEach((stop) => stop());
  stops = [];
  vi.restoreAllMocks();
});

describe('kept answers', () => {
  it('give an app started offline the last answer of each kept query, for the same user only', async () => {
    const queryClient = keeping('user-1');
    await answer(queryClient, TASKS_KEY, tasks);
    await answer(queryClient, ['payments', 'summary'], { currencies: [] });

    await vi.waitFor(() => expect(sessionStorage.getItem(OFFLINE_KEYS.answers)).toContain('Glow Serum Launch'));
    expect(restored('user-1', TASKS_KEY)).toEqual(tasks);
    expect(restored('user-1', ['payments', 'summary'])).toEqual({ currencies: [] });
    expect(restored('user-2', TASKS_KEY)).toBeUndefined();
  });

  it('are restored as out of date: a page asks for them again once it can', async () => {
    await answer(keeping('user-1'), TASKS_KEY, tasks);
    kept();

    const queryClient = createQueryClient();
    restoreAnswers(queryClient, 'user-1');
    expect(queryClient.getQueryState(TASKS_KEY)).toMatchObject({ status: 'success', isInvalidated: true });
  });

  it('keep the answers of pages visited earlier in the tab', async () => {
    await answer(keeping('user-1'), ['tasks', 'detail', 'task-1'], tasks[0]);
    kept();
    stops.forEach((stop) => stop());

    await answer(keeping('user-1'), TASKS_KEY, tasks);
    kept();

    expect(restored('user-1', ['tasks', 'detail', 'task-1'])).toEqual(tasks[0]);
    expect(restored('user-1', TASKS_KEY)).toEqual(tasks);
  });

  it('are forgotten at sign-out', async () => {
    const user = buildUser({ id: 'user-1' });
    offlineSession.keep(user);
    await answer(keeping(user.id), TASKS_KEY, tasks);
    expect(kept()).toContain('Glow Serum Launch');

    offlineSession.keep(null);

    expect(sessionStorage.getItem(OFFLINE_KEYS.answers)).toBeNull();
    expect(restored(user.id, TASKS_KEY)).toBeUndefined();
  });

  it('are forgotten when another user signs in', async () => {
    offlineSession.keep(buildUser({ id: 'user-1' }));
    await answer(keeping('user-1'), TASKS_KEY, tasks);
    expect(kept()).toContain('Glow Serum Launch');

    offlineSession.keep(buildUser({ id: 'user-2', email: 'bea@example.com' }));
    expect(sessionStorage.getItem(OFFLINE_KEYS.answers)).toBeNull();

    // The first user's keeper, had it written since, is replaced by the second's.
    await answer(keeping('user-1'), TASKS_KEY, tasks);
    kept();
    await answer(keeping('user-2'), ['payments', 'summary'], { currencies: [] });
    expect(kept()).not.toContain('Glow Serum Launch');
    expect(restored('user-2', TASKS_KEY)).toBeUndefined();
  });

  it('never keep a query not marked to be kept, nor an answer with bank, ID, PayPal, address or birth date', async () => {
    const user = buildUser({
      paymentMethod: 'Bank Transfer',
      bankName: 'Maybank',
      bankAccName: 'Ana binti Creator',
      bankAccNo: '5140 1234 5678',
      nationalityDoc: 'NRIC',
      nric: '960412-10-1234',
      paypalEmail: 'ana.pay@example.com',
    });
    const queryClient = keeping(user.id);
    await answer(queryClient, ['auth', 'user'], user, false);
    await answer(queryClient, ['tasks', 'detail', 'task-1'], { ...tasks[0], payee: { nric: user.nric } });
    await answer(queryClient, ['referrals', 'referral', 'referral-1'], { referrer: { dateOfBirth: null } });
    await answer(queryClient, TASKS_KEY, tasks);

    const text = kept();
    expect(text).toContain('Glow Serum Launch');
    for (const secret of ['5140 1234 5678', 'Ana binti Creator', '960412-10-1234', 'ana.pay@example.com']) {
      expect(text).not.toContain(secret);
    }
    for (const field of ['dateOfBirth', 'addrOne', 'postcode']) {
      expect(text).not.toContain(field);
    }
    expect(restored(user.id, ['auth', 'user'])).toBeUndefined();
    expect(restored(user.id, ['tasks', 'detail', 'task-1'])).toBeUndefined();
  });

  it(`keep at most ${MAX_KEPT_ANSWERS} answers, the most recent`, async () => {
    const queryClient = keeping('user-1');
    for (let page = 1; page <= MAX_KEPT_ANSWERS + 5; page += 1) {
      await answer(queryClient, ['notifications', 'list', page, 20], { page });
      // Each answer a moment after the one before.
      await new Promise((resolve) => setTimeout(resolve, 2));
    }
    kept();

    expect(restored('user-1', ['notifications', 'list', 1, 20])).toBeUndefined();
    expect(restored('user-1', ['notifications', 'list', 5, 20])).toBeUndefined();
    expect(restored('user-1', ['notifications', 'list', 6, 20])).toEqual({ page: 6 });
    expect(restored('user-1', ['notifications', 'list', MAX_KEPT_ANSWERS + 5, 20])).toEqual({
      page: MAX_KEPT_ANSWERS + 5,
    });
  });

  it(`keep no answer longer than ${MAX_KEPT_CHARACTERS} characters`, async () => {
    const queryClient = keeping('user-1');
    await answer(queryClient, ['notifications', 'list', 1, 20], { note: 'x'.repeat(MAX_KEPT_CHARACTERS) });
    await answer(queryClient, TASKS_KEY, tasks);
    kept();

    expect(restored('user-1', ['notifications', 'list', 1, 20])).toBeUndefined();
    expect(restored('user-1', TASKS_KEY)).toEqual(tasks);
  });

  it('keep fewer, the most recent, when the storage refuses them all', async () => {
    const setItem = Storage.prototype.setItem;
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(function (this: Storage, key, value) {
      if (key === OFFLINE_KEYS.answers && value.length > 3_000) throw new DOMException('full', 'QuotaExceededError');
      setItem.call(this, key, value);
    });
    const queryClient = keeping('user-1');
    const older = { note: 'x'.repeat(2_000) };
    await answer(queryClient, ['tasks', 'detail', 'task-old'], older);
    await new Promise((resolve) => setTimeout(resolve, 2));
    await answer(queryClient, TASKS_KEY, tasks);
    kept();

    expect(restored('user-1', TASKS_KEY)).toEqual(tasks);
    expect(restored('user-1', ['tasks', 'detail', 'task-old'])).toBeUndefined();
  });

  it('keep nothing, and fail nothing, when the storage refuses even one', async () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    await answer(keeping('user-1'), TASKS_KEY, tasks);

    expect(kept()).toBe('');
  });
});
