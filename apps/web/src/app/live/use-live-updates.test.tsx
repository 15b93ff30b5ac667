import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { expect, it, vi } from 'vitest';
import { fakeJwt } from '@/testing/fetch-stub';
import { useLiveUpdates } from './use-live-updates';

const TASK = '0f6c1a52-6d2b-4a3c-9a35-0d1a3b7e8c11';

it("opens the live stream a moment after the frame shows, refreshes what a task's change touches, and closes it when signed out", async () => {
  let signal: AbortSignal | undefined;
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    if (String(input) === '/api/identity/token') {
      return new Response(JSON.stringify({ token: fakeJwt(Date.now() + 15 * 60_000) }));
    }
    signal = init?.signal ?? undefined;
    const event = `data: ${JSON.stringify({ type: 'task', taskId: TASK })}\n\n`;
    return new Response(
      new ReadableStream<Uint8Array>({
        start: (controller) => {
          controller.enqueue(new TextEncoder().encode(event));
          signal?.addEventListener('abort', () => controller.error(signal?.reason));
        },
      }),
      { headers: { 'content-type': 'text/event-stream' } },
    );
  });
  vi.stubGlobal('fetch', fetchMock);
  const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
  // A campaign's task list: not read again on connecting (the open task pages are), only on the event.
  const campaignTasks = ['admin', 'campaigns', 'detail', 'c1', 'tasks', { page: 1 }];
  queryClient.setQueryData(campaignTasks, { items: [] });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );

  const { rerender } = renderHook(({ userId }: { userId: string | undefined }) => useLiveUpdates(userId), {
    wrapper,
    initialProps: { userId: 'creator-1' as string | undefined },
  });
  // Not part of the page's first load.
  expect(fetchMock).not.toHaveBeenCalled();
  await waitFor(() => expect(queryClient.getQueryState(campaignTasks)?.isInvalidated).toBe(true), {
    timeout: 10_000,
  });
  expect(fetchMock).toHaveBeenCalledWith('/api/live', expect.objectContaining({ credentials: 'same-origin' }));

  rerender({ userId: undefined });
  expect(signal?.aborted).toBe(true);
});
