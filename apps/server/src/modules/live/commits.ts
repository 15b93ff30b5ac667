import type { MessageSide } from '@portal/domain/messages';
import type { Db, Tx } from '../../db/client.ts';

/**
 * A change to a task that its open pages must hear of: its status or steps (`task`), its
 * conversation (`message`), or the conversation read by one `side` (`read`: only that side's
 * unread counts changed). `action` is the `task_events` action written, when one was: a notified
 * one also tells the creator's notifications.
 */
export type TaskChange =
  { type: 'task' | 'message'; taskId: string; action?: string } | { type: 'read'; taskId: string; side: MessageSide };

type Listener = (changes: readonly TaskChange[]) => void;

/** The changes of each open transaction, told once it has committed. */
const pending = new WeakMap<Tx, TaskChange[]>();
/** Who hears each database's committed changes (the live plugin of each app on it). */
const listeners = new WeakMap<Db, Set<Listener>>();

/**
 * Records changes made in `tx`, told to the database's listeners once it commits and never if it
 * rolls back: a page reading on the news always finds the change. Nothing is kept when nobody
 * listens (a database no app watches: a script, a test of the service alone).
 */
export function afterCommit(tx: Tx, ...changes: TaskChange[]): void {
  pending.get(tx)?.push(...changes);
}

/** Tells the listeners of changes already committed (a statement run outside a transaction). */
export function announce(db: Db, changes: readonly TaskChange[]): void {
  if (changes.length === 0) return;
  for (const listener of listeners.get(db) ?? []) listener(changes);
}

/**
 * Calls `listener` with the changes of each transaction on `db` once it has committed. The first
 * listener wraps `db.transaction` (once), so every write point only names its changes
 * (`afterCommit`) and none has to remember to publish after its commit. A savepoint's
 * (`tx.transaction`) changes are not kept: no write point opens one. Answers the unsubscribe.
 */
export function watchCommits(db: Db, listener: Listener): () => void {
  let own = listeners.get(db);
  if (!own) {
    own = new Set();
    listeners.set(db, own);
    const begin = db.transaction.bind(db);
    const transaction: typeof begin = async (work, config) => {
      const changes: TaskChange[] = [];
      const result = await begin(async (tx) => {
        pending.set(tx, changes);
        return work(tx);
      }, config);
      announce(db, changes);
      return result;
    };
    db.transaction = transaction;
  }
  own.add(listener);
  return () => own.delete(listener);
}
