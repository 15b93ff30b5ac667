import type { Query, QueryClient, QueryKey } from '@tanstack/react-query';
import type { LiveEvent } from '@portal/domain/live';

/** Whether a query's key starts with `prefix`. */
const startsWith = (key: QueryKey, prefix: readonly unknown[]) => prefix.every((part, index) => key[index] === part);

/**
 * The queries an event makes stale, as predicates on their keys. A creator's task queries are
 * keyed by the id in the page's address, which may be an older form of the task's id: all of the
 * creator's task and thread queries are refreshed (only the open page's refetch). The back
 * office names tasks by their id, so there it is exact.
 */
function touchedBy(event: LiveEvent): ((key: QueryKey) => boolean)[] {
  if (event.type === 'notification') return [(key) => startsWith(key, ['notifications'])];
  const { taskId } = event;
  const adminTask = (key: QueryKey) => startsWith(key, ['admin', 'tasks', taskId]);
  const brandThread = (key: QueryKey) => startsWith(key, ['messages', 'brand', taskId]);
  const creatorThread = (key: QueryKey) => startsWith(key, ['messages', 'creator']);
  const queues = (key: QueryKey) => startsWith(key, ['admin', 'queues']);
  if (event.type === 'read') {
    // Read on this side elsewhere: the task list's unread counts, the Messages queue's and its count.
    // Not the thread itself: an open thread reads itself, and refreshing it would only read it again.
    return [(key) => startsWith(key, ['tasks', 'list']), queues];
  }
  if (event.type === 'message') {
    // The task list shows each task's unread messages; the queues the creators waiting for an answer.
    return [creatorThread, (key) => startsWith(key, ['tasks', 'list']), brandThread, adminTask, queues];
  }
  return [
    (key) => startsWith(key, ['tasks']),
    creatorThread,
    brandThread,
    adminTask,
    queues,
    (key) => startsWith(key, ['admin', 'extensions']),
    // A campaign's page lists its tasks with their statuses.
    (key) => startsWith(key, ['admin', 'campaigns']) && key[4] === 'tasks',
  ];
}

/** Marks stale what the event touched; the queries the open page uses are read again at once. */
export function applyLiveEvent(queryClient: QueryClient, event: LiveEvent): Promise<void> {
  const touched = touchedBy(event);
  return queryClient.invalidateQueries({
    predicate: (query: Query) => touched.some((isTouched) => isTouched(query.queryKey)),
  });
}

/** What the open page shows that may change while the stream is down: read again every little while then. */
export function refreshOpenPage(queryClient: QueryClient): Promise<void> {
  const prefixes = [['tasks'], ['messages'], ['notifications'], ['admin', 'tasks'], ['admin', 'queues']];
  return queryClient.invalidateQueries({
    predicate: (query: Query) => prefixes.some((prefix) => startsWith(query.queryKey, prefix)),
  });
}
