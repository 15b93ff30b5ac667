import { QueryClient, type QueryKey } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LiveEvent } from '@portal/domain/live';
import { startLiveUpdates, type LiveStreamDeps } from './live-stream';

/** A stand-in for `GET /api/live`: each call answers a stream the test writes events to and ends. */
function fakeServer() {
  const connections: { send: (event: LiveEvent) => void; end: () => void; headers: Headers }[] = [];
  const fetch = vi.fn<LiveStreamDeps['fetch']>(async (_url, init) => {
    let controller!: ReadableStreamDefaultController<Uint8Array>;
    const body = new ReadableStream<Uint8Array>({ start: (started) => void (controller = started) });
    const encode = (text: string) => controller.enqueue(new TextEncoder().encode(text));
    connections.push({
      // An event may arrive in pieces.
      send: (event) => {
        const text = `data: ${JSON.stringify(event)}\n\n`;
        encode(text.slice(0, 9));
        encode(text.slice(9));
      },
      end: () => controller.close(),
      headers: new Headers(init?.headers),
    });
    encode(': connected\n\n');
    return new Response(body, { headers: { 'content-type': 'text/event-stream' } });
  });
  return { fetch, connections };
}

const TASK = '0f6c1a52-6d2b-4a3c-9a35-0d1a3b7e8c11';
const OTHER_TASK = '7b1e2f3a-1111-4c2d-8e9f-222233334444';

/** A query client holding one answer under each key, none stale yet. */
function clientWith(keys: QueryKey[]) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
  for (const key of keys) queryClient.setQueryData(key, { held: true });
  const stale = () => keys.filter((key) => queryClient.getQueryState(key)?.isInvalidated).map((key) => key.join(' '));
  /** Every answer fresh again. */
  const refreshed = () => keys.forEach((key) => queryClient.setQueryData(key, { held: true }));
  return { queryClient, stale, refreshed };
}

const creatorKeys: QueryKey[] = [
  ['tasks', 'list'],
  ['tasks', 'detail', TASK],
  ['messages', 'creator', TASK],
  ['notifications', 'list'],
  ['referrals', 'payments'],
];
const adminKeys: QueryKey[] = [
  ['admin', 'tasks', TASK],
  ['admin', 'tasks', OTHER_TASK],
  ['messages', 'brand', TASK],
  ['messages', 'brand', OTHER_TASK],
  ['admin', 'queues', 'messages', { page: 1 }],
  ['admin', 'queues', 'counts'],
  ['admin', 'campaigns', 'detail', 'c1'],
  ['admin', 'campaigns', 'detail', 'c1', 'tasks', { page: 1 }],
];

let stop = () => {};
beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  stop();
  vi.useRealTimers();
});

const deps = (server: ReturnType<typeof fakeServer>): LiveStreamDeps => ({
  fetch: server.fetch,
  getToken: async () => 'token-1',
  random: () => 1,
});

describe('startLiveUpdates', () => {
  it("refreshes a creator's thread and task list on a message, the task on a step, the notifications on one", async () => {
    const server = fakeServer();
    const { queryClient, stale, refreshed } = clientWith(creatorKeys);
    stop = startLiveUpdates(queryClient, deps(server));
    await vi.waitFor(() => expect(server.connections).toHaveLength(1));
    expect(server.connections[0]?.headers.get('authorization')).toBe('Bearer token-1');
    // Once listening, the open page is read again for what changed before.
    await vi.waitFor(() => expect(stale()).toContain(`tasks detail ${TASK}`));
    expect(stale()).not.toContain('referrals payments');
    refreshed();

    server.connections[0]?.send({ type: 'message', taskId: TASK });
    await vi.waitFor(() => expect(stale()).toEqual(['tasks list', `messages creator ${TASK}`]));

    server.connections[0]?.send({ type: 'task', taskId: TASK });
    await vi.waitFor(() => expect(stale()).toContain(`tasks detail ${TASK}`));
    expect(stale()).not.toContain('notifications list');

    server.connections[0]?.send({ type: 'notification' });
    await vi.waitFor(() => expect(stale()).toContain('notifications list'));
    expect(stale()).not.toContain('referrals payments');
  });

  it("refreshes the task list's unread counts, not the thread, when the creator read it in another tab", async () => {
    const server = fakeServer();
    const { queryClient, stale, refreshed } = clientWith(creatorKeys);
    stop = startLiveUpdates(queryClient, deps(server));
    await vi.waitFor(() => expect(stale()).toContain(`tasks detail ${TASK}`));
    refreshed();

    server.connections[0]?.send({ type: 'read', taskId: TASK });
    await vi.waitFor(() => expect(stale()).toEqual(['tasks list']));
  });

  it("refreshes the manager's task page, its thread and the queues for that task only", async () => {
    const server = fakeServer();
    const { queryClient, stale, refreshed } = clientWith(adminKeys);
    stop = startLiveUpdates(queryClient, deps(server));
    await vi.waitFor(() => expect(stale()).toContain(`admin tasks ${TASK}`));
    refreshed();

    server.connections[0]?.send({ type: 'message', taskId: TASK });
    await vi.waitFor(() =>
      expect(stale()).toEqual([
        `admin tasks ${TASK}`,
        `messages brand ${TASK}`,
        'admin queues messages [object Object]',
        'admin queues counts',
      ]),
    );
    server.connections[0]?.send({ type: 'task', taskId: TASK });
    await vi.waitFor(() => expect(stale()).toContain('admin campaigns detail c1 tasks [object Object]'));
    // The campaign itself (its form) is not read again under the manager editing it.
    expect(stale()).not.toContain('admin campaigns detail c1');
    expect(stale()).not.toContain(`admin tasks ${OTHER_TASK}`);
  });

  it("refreshes the Messages queue and the queues' counts when another manager read a thread", async () => {
    const server = fakeServer();
    const { queryClient, stale, refreshed } = clientWith(adminKeys);
    stop = startLiveUpdates(queryClient, deps(server));
    await vi.waitFor(() => expect(stale()).toContain(`admin tasks ${TASK}`));
    refreshed();

    server.connections[0]?.send({ type: 'read', taskId: TASK });
    await vi.waitFor(() => expect(stale()).toEqual(['admin queues messages [object Object]', 'admin queues counts']));
  });

  it('reads the open page every 15 s while the stream is down, and reconnects after a random, growing wait', async () => {
    const server = fakeServer();
    const { queryClient, stale, refreshed } = clientWith(creatorKeys);
    stop = startLiveUpdates(queryClient, { ...deps(server), random: () => 0.5 });
    await vi.waitFor(() => expect(server.connections).toHaveLength(1));
    server.fetch.mockRejectedValue(new TypeError('Failed to fetch'));

    server.connections[0]?.end();
    // Waits of 5 s, 10 s, 20 s... each times 0.2 + 0.8 × random: 3 s, then 6 s more, then 12 s more.
    await vi.advanceTimersByTimeAsync(2_999);
    expect(server.fetch).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(server.fetch).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(6_000);
    expect(server.fetch).toHaveBeenCalledTimes(3);

    // 9 s after the stream ended: the open page is read again at 15 s, whether or not a retry is due.
    refreshed();
    await vi.advanceTimersByTimeAsync(5_999);
    expect(stale()).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(stale()).toContain(`tasks detail ${TASK}`);
    expect(stale()).toContain(`messages creator ${TASK}`);
    await vi.advanceTimersByTimeAsync(5_999);
    expect(server.fetch).toHaveBeenCalledTimes(3);
    await vi.advanceTimersByTimeAsync(1);
    expect(server.fetch).toHaveBeenCalledTimes(4);

    // Stopped (signed out): neither retries nor reads.
    stop();
    refreshed();
    await vi.advanceTimersByTimeAsync(120_000);
    expect(server.fetch).toHaveBeenCalledTimes(4);
    expect(stale()).toEqual([]);
  });
});
