/**
 * What the live stream (`GET /api/live`, server-sent events) tells a signed-in page: only what
 * changed, never the data; the page reads that afresh through the API it already uses.
 * - `task`: a task's status or its steps changed (a decision, an extension, an expiry...);
 * - `message`: a message was posted on a task's conversation;
 * - `read`: the hearer's side read a task's conversation (in another tab, or another manager): its
 *   unread counts changed;
 * - `notification`: the creator has something new in their notifications.
 */
export type LiveEvent =
  | { type: 'task'; taskId: string }
  | { type: 'message'; taskId: string }
  | { type: 'read'; taskId: string }
  | { type: 'notification' };

export const LIVE_PATH = '/api/live';
