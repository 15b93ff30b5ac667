import type { QueryClient } from '@tanstack/react-query';
import { LIVE_PATH, type LiveEvent } from '@portal/domain/live';
import { tokenManager } from '@/lib/token-manager';
import { applyLiveEvent, refreshOpenPage } from './live-events';

/** While the stream is down, the open page is read again this often instead. */
const POLL_MS = 15_000;
/** The first reconnection waits up to this (at random), so a restarted server is not met by every tab at once... */
const FIRST_RETRY_MS = 5_000;
/** ...and each further one twice as long, up to this. */
const LONGEST_RETRY_MS = 60_000;

export interface LiveStreamDeps {
  fetch: typeof fetch;
  getToken: () => Promise<string>;
  random: () => number;
}

const browserDeps: LiveStreamDeps = {
  fetch: (...request) => fetch(...request),
  getToken: () => tokenManager.getToken(),
  random: Math.random,
};

/** The events of a server-sent event stream's text, and what is left of an event not yet whole. */
function parseEvents(text: string): { events: LiveEvent[]; rest: string } {
  const blocks = text.split('\n\n');
  const rest = blocks.pop() ?? '';
  const events = blocks
    .flatMap((block) => block.split('\n'))
    .filter((line) => line.startsWith('data:'))
    .map((line) => JSON.parse(line.slice('data:'.length)) as LiveEvent);
  return { events, rest };
}

/**
 * Keeps the signed-in user's pages live (issue 17): reads `GET /api/live` and marks stale the
 * queries each event touches. The stream is read with fetch, since EventSource cannot send the
 * bearer token. While it is down the open page is read again every POLL_MS; it reconnects after
 * a random, growing wait. Each connection, the first too, starts by reading the open page again,
 * for what changed before it listened.
 * Answers the stop (sign-out, or the frame unmounting).
 */
export function startLiveUpdates(queryClient: QueryClient, deps: LiveStreamDeps = browserDeps): () => void {
  const aborter = new AbortController();
  let poll: ReturnType<typeof setInterval> | undefined;
  let retry: ReturnType<typeof setTimeout> | undefined;
  const startPolling = () => {
    poll ??= setInterval(() => void refreshOpenPage(queryClient), POLL_MS);
  };
  const stopPolling = () => {
    clearInterval(poll);
    poll = undefined;
  };

  /** Reads one connection until it ends; whether it was ever open. */
  const follow = async (): Promise<boolean> => {
    const response = await deps.fetch(LIVE_PATH, {
      headers: { Accept: 'text/event-stream', Authorization: `Bearer ${await deps.getToken()}` },
      credentials: 'same-origin',
      signal: aborter.signal,
    });
    if (!response.ok || !response.body) return false;
    // Listening now (the server subscribes before it answers): what changed before is read afresh.
    stopPolling();
    void refreshOpenPage(queryClient);
    const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
    let text = '';
    for (;;) {
      const { value, done } = await reader.read();
      if (done) return true;
      const { events, rest } = parseEvents(text + value);
      text = rest;
      for (const event of events) void applyLiveEvent(queryClient, event);
    }
  };

  const connect = async (failures: number) => {
    let opened = false;
    try {
      opened = await follow();
    } catch {
      // A network error or the stop: the same as the stream ending.
    }
    if (aborter.signal.aborted) return;
    startPolling();
    const attempts = opened ? 0 : failures + 1;
    const longest = Math.min(LONGEST_RETRY_MS, FIRST_RETRY_MS * 2 ** attempts);
    retry = setTimeout(() => void connect(attempts), longest * (0.2 + 0.8 * deps.random()));
  };

  void connect(0);
  return () => {
    aborter.abort();
    stopPolling();
    clearTimeout(retry);
  };
}
